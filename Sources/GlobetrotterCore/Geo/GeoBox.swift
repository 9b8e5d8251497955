import Foundation

/// The smallest latitude/longitude box around some points, and the map view that shows it.
public struct GeoBox: Hashable, Sendable {
    public var south: Double
    public var west: Double
    public var north: Double
    public var east: Double

    public init?(_ points: some Sequence<GeoPoint>) {
        var iterator = points.makeIterator()
        guard let first = iterator.next() else { return nil }
        (south, north, west, east) = (first.latitude, first.latitude, first.longitude, first.longitude)
        while let point = iterator.next() {
            south = min(south, point.latitude)
            north = max(north, point.latitude)
            west = min(west, point.longitude)
            east = max(east, point.longitude)
        }
    }

    /// The centre in Web Mercator, so the box sits in the middle of the map.
    public var center: GeoPoint {
        let y = (WebMercator.y(latitude: south) + WebMercator.y(latitude: north)) / 2
        return GeoPoint(latitude: WebMercator.latitude(y: y), longitude: (west + east) / 2)
    }

    /// The largest zoom level at which the whole box fits into a view of
    /// `width` × `height` pixels with `padding` on each side (libshumate has no
    /// fit-to-box call; GNOME Maps computes it the same way), at most `maxZoom`.
    public func fittingZoom(
        width: Double, height: Double, padding: Double = 48, tileSize: Double = 256,
        maxZoom: Double = 15
    ) -> Double {
        let spanX = abs(WebMercator.x(longitude: east) - WebMercator.x(longitude: west))
        let spanY = abs(WebMercator.y(latitude: south) - WebMercator.y(latitude: north))
        let usableWidth = max(1, width - 2 * padding), usableHeight = max(1, height - 2 * padding)
        // At zoom z the world is tileSize · 2^z pixels wide; spans are fractions of it.
        let zoomX = spanX > 0 ? log2(usableWidth / (tileSize * spanX)) : maxZoom
        let zoomY = spanY > 0 ? log2(usableHeight / (tileSize * spanY)) : maxZoom
        return max(0, min(maxZoom, min(zoomX, zoomY)))
    }
}

/// Web Mercator as fractions of the world (0…1 from west and from north).
public enum WebMercator {
    public static func x(longitude: Double) -> Double { (longitude + 180) / 360 }

    public static func y(latitude: Double) -> Double {
        let clamped = max(-85.051_128, min(85.051_128, latitude)) * .pi / 180
        return (1 - log(tan(clamped) + 1 / cos(clamped)) / .pi) / 2
    }

    public static func latitude(y: Double) -> Double {
        atan(sinh(.pi * (1 - 2 * y))) * 180 / .pi
    }
}
