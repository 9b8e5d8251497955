import Foundation
import GRDB

extension DataPack {
    /// The zooms of the basemap (MBTiles `metadata`: `minzoom`, `maxzoom`).
    public func tileZooms() throws(DataPackError) -> ClosedRange<Int> {
        try read("metadata") { db in
            let sql = "SELECT value FROM metadata WHERE name = ?"
            guard let low = try String.fetchOne(db, sql: sql, arguments: ["minzoom"]).flatMap({ Int($0) }),
                let high = try String.fetchOne(db, sql: sql, arguments: ["maxzoom"]).flatMap({ Int($0) }),
                0 <= low, low <= high, high <= 22
            else { throw DataPackValueError("minzoom and maxzoom are not a zoom range") }
            return low...high
        }
    }

    /// The deepest zoom with any tile: beyond the complete zooms
    /// (`tileZooms()`), some regions have deeper ones.
    public func deepestTileZoom() throws(DataPackError) -> Int {
        try read("tiles") { db in
            guard let deepest = try Int.fetchOne(db, sql: "SELECT max(zoom_level) FROM map") else {
                throw DataPackValueError("the basemap has no tiles")
            }
            return deepest
        }
    }

    /// The PNG of a tile by its XYZ address (y = 0 at the north), nil when
    /// the basemap has none. MBTiles rows count from the south (TMS), so the
    /// row is flipped.
    public func tile(_ tile: TileCoordinate) throws(DataPackError) -> Data? {
        guard tile.isValid else { return nil }
        return try read("tiles") { db in
            let sql = "SELECT tile_data FROM tiles WHERE zoom_level = ? AND tile_column = ? AND tile_row = ?"
            let row = (1 << tile.zoom) - 1 - tile.y
            return try Data.fetchOne(db, sql: sql, arguments: [tile.zoom, tile.x, row])
        }
    }
}
