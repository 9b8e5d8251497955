import Foundation

/// Distances and lines on the sphere (mean Earth radius): accurate to about
/// 0.5 %, which is finer than any road trip's figures need.
public enum GeoMath {
    public static let earthRadius = 6_371_008.8

    /// Metres along the great circle (haversine).
    public static func distance(from a: GeoPoint, to b: GeoPoint) -> Double {
        let lat1 = radians(a.latitude), lat2 = radians(b.latitude)
        let dLat = lat2 - lat1, dLon = radians(b.longitude - a.longitude)
        let h = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * earthRadius * asin(min(1, sqrt(h)))
    }

    /// Points along the great circle from `a` to `b`, both included, about
    /// every `step` metres, so a long straight leg is drawn as the arc it is.
    public static func greatCircle(from a: GeoPoint, to b: GeoPoint, step: Double = 50_000) -> [GeoPoint] {
        let total = distance(from: a, to: b)
        let segments = max(1, min(256, Int((total / step).rounded(.up))))
        guard segments > 1 else { return [a, b] }
        let angle = total / earthRadius
        let lat1 = radians(a.latitude), lon1 = radians(a.longitude)
        let lat2 = radians(b.latitude), lon2 = radians(b.longitude)
        var points = [a]
        for index in 1..<segments {
            let fraction = Double(index) / Double(segments)
            let s1 = sin((1 - fraction) * angle) / sin(angle), s2 = sin(fraction * angle) / sin(angle)
            let x = s1 * cos(lat1) * cos(lon1) + s2 * cos(lat2) * cos(lon2)
            let y = s1 * cos(lat1) * sin(lon1) + s2 * cos(lat2) * sin(lon2)
            let z = s1 * sin(lat1) + s2 * sin(lat2)
            points.append(GeoPoint(latitude: degrees(atan2(z, sqrt(x * x + y * y))), longitude: degrees(atan2(y, x))))
        }
        points.append(b)
        return points
    }

    static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
    static func degrees(_ radians: Double) -> Double { radians * 180 / .pi }
}
