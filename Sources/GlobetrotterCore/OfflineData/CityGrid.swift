import Foundation
import GRDB

/// The pack's 34,000 cities by position, in one-degree cells, read once
/// (about 400 KB, on first use): the nearest city in microseconds, where a
/// scan of the table takes about 20 ms — so a GPS unit's file of 1,000
/// waypoints gets its countries at once instead of after 20 s.
final class CityGrid: Sendable {
    struct Entry: Sendable {
        let id: Int64
        let point: GeoPoint
    }

    private let cells: [Int: [Entry]]

    init(_ entries: [Entry]) {
        cells = Dictionary(grouping: entries) { Self.cell(latitude: $0.point.latitude, longitude: $0.point.longitude) }
    }

    /// The city nearest `point` (great-circle distance) and how far it is, in metres.
    func nearest(to point: GeoPoint) -> (id: Int64, distance: Double)? {
        // A box that holds every city within `radius`, grown until it holds one
        // that near: then no city outside it can be nearer.
        var radius = 50_000.0
        while true {
            var best: (id: Int64, distance: Double)?
            for entry in entries(within: radius, of: point) {
                let distance = GeoMath.distance(from: point, to: entry.point)
                if distance < best?.distance ?? .infinity { best = (entry.id, distance) }
            }
            if let best, best.distance <= radius { return best }
            if radius >= .pi * GeoMath.earthRadius { return best }
            radius *= 2
        }
    }

    /// The cities in the cells that cover the spherical cap of `radius` around `point`.
    private func entries(within radius: Double, of point: GeoPoint) -> [Entry] {
        let angle = radius / GeoMath.earthRadius
        let latitudeSpan = angle * 180 / .pi
        let lowest = Int((point.latitude - latitudeSpan).rounded(.down)),
            highest = Int((point.latitude + latitudeSpan).rounded(.down))
        // The widest a cap gets in longitude; past a pole it spans them all.
        let sine = sin(angle) / cos(point.latitude * .pi / 180)
        let longitudeSpan =
            lowest < -90 || highest >= 90 || sine >= 1 || angle >= .pi / 2 ? 180 : asin(sine) * 180 / .pi
        let west = Int((point.longitude - longitudeSpan).rounded(.down)),
            east = Int((point.longitude + longitudeSpan).rounded(.down))
        let longitudes = east - west >= 359 ? Array(-180...179) : (west...east).map { ($0 + 540) % 360 - 180 }
        var found: [Entry] = []
        for latitude in max(lowest, -90)...min(highest, 89) {
            for longitude in longitudes {
                found += cells[Self.cell(latitude: Double(latitude), longitude: Double(longitude))] ?? []
            }
        }
        return found
    }

    private static func cell(latitude: Double, longitude: Double) -> Int {
        let row = min(max(Int(latitude.rounded(.down)), -90), 89) + 90
        let column = (Int(longitude.rounded(.down)) + 540) % 360
        return row * 360 + column
    }
}

extension DataPack {
    /// Every city's id and position, for `CityGrid`.
    func cityPositions() throws(DataPackError) -> [CityGrid.Entry] {
        try read("cities") { db in
            try Row.fetchAll(db, sql: "SELECT id, lat_e4, lon_e4 FROM cities").map { row in
                CityGrid.Entry(
                    id: row[0],
                    point: GeoPoint(
                        latitude: Double(row[1] as Int) / 10_000, longitude: Double(row[2] as Int) / 10_000))
            }
        }
    }

    /// The city with this id (its rank by population).
    func city(id: Int64) throws(DataPackError) -> City? {
        try read("cities") { db in
            try Row.fetchOne(
                db, sql: "SELECT name, ascii, country, region, lat_e4, lon_e4, population FROM cities WHERE id = ?",
                arguments: [id]
            ).map(Self.city(from:))
        }
    }
}
