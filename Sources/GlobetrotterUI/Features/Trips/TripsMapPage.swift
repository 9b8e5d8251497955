import Foundation
import GlobetrotterCore
import GtkKit

/// The Trips page's map; trips and waypoints arrive with the Trips feature.
@MainActor
enum TripsMapPage {
    static func make(tiles: any TileProviding) -> MapView {
        let map = MapView(
            id: "globetrotter-basemap", name: "Globetrotter basemap", license: tiles.attribution,
            licenseURI: "https://www.openstreetmap.org/copyright", maxZoom: 19
        ) { x, y, zoom in
            switch try await tiles.tile(at: TileCoordinate(x: x, y: y, zoom: zoom)) {
            case .encoded(let data): .encoded([UInt8](data))
            case .scaled(let source, let crop): .scaled(source: [UInt8](source), x: crop.x, y: crop.y, size: crop.size)
            }
        }
        map.expand()
        // Europe at a zoom the bundled basemap covers sharply.
        map.center(latitude: 48.5, longitude: 10.0, zoom: 4)
        return map
    }
}
