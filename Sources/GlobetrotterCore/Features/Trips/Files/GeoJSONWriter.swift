import Foundation

/// Writes a trip as GeoJSON (RFC 7946): a FeatureCollection with a Point per
/// stop (its name, position, region and country as properties) and the
/// routed line as a LineString, every position `[longitude, latitude]`.
public enum GeoJSONWriter {
    public static func geoJSON(_ trip: TripDocument) throws -> Data {
        var features: [Feature] = trip.stops.enumerated().map { index, stop in
            Feature(
                geometry: .point(stop.point),
                properties: [
                    "name": .text(stop.name), "position": .number(index + 1), "region": stop.region.map { .text($0) },
                    "countryCode": stop.countryCode.map { .text($0) },
                    "countryName": stop.countryName.map { .text($0) },
                ].compactMapValues { $0 })
        }
        if trip.line.count > 1 {
            features.append(
                Feature(
                    geometry: .lineString(trip.line), properties: ["name": .text(trip.name), "role": .text("route")]))
        }
        let collection = Collection(name: trip.name, features: features)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(collection)
    }

    private struct Collection: Encodable {
        let type = "FeatureCollection"
        /// Not in RFC 7946's members, but kept by its readers (a foreign member): the trip's name.
        let name: String
        let features: [Feature]
    }

    private struct Feature: Encodable {
        let type = "Feature"
        let geometry: Geometry
        let properties: [String: Property]
    }

    private enum Property: Encodable {
        case text(String)
        case number(Int)

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .text(let text): try container.encode(text)
            case .number(let number): try container.encode(number)
            }
        }
    }

    private enum Geometry: Encodable {
        case point(GeoPoint)
        case lineString([GeoPoint])

        private enum Keys: String, CodingKey { case type, coordinates }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            switch self {
            case .point(let point):
                try container.encode("Point", forKey: .type)
                try container.encode(position(point), forKey: .coordinates)
            case .lineString(let line):
                try container.encode("LineString", forKey: .type)
                try container.encode(line.map(position), forKey: .coordinates)
            }
        }

        /// `[longitude, latitude]`, rounded to six decimals.
        private func position(_ point: GeoPoint) -> [Double] {
            [point.longitude, point.latitude].map { ($0 * 1_000_000).rounded() / 1_000_000 }
        }
    }
}
