import Foundation

/// Douglas–Peucker simplification in Web Mercator: drops the points of a
/// line that lie within `tolerance` (a fraction of the world's width) of the
/// line through their neighbours. `ShumatePathLayer` strokes every node on
/// every frame, so a 50,000-point route is drawn from the few hundred points
/// that are visible at the current zoom.
public enum LineSimplifier {
    /// The tolerance that keeps the line within about `pixels` of itself at `zoom`.
    public static func tolerance(pixels: Double = 0.75, zoom: Double, tileSize: Double = 256) -> Double {
        pixels / (tileSize * pow(2, zoom))
    }

    public static func simplify(_ line: [GeoPoint], tolerance: Double) -> [GeoPoint] {
        guard line.count > 2 else { return line }
        let projected = line.map { (WebMercator.x(longitude: $0.longitude), WebMercator.y(latitude: $0.latitude)) }
        var keep = [Bool](repeating: false, count: line.count)
        keep[0] = true
        keep[line.count - 1] = true
        // An explicit stack: a recursive version overflows on long routes.
        var stack = [(0, line.count - 1)]
        let squaredTolerance = tolerance * tolerance
        while let (first, last) = stack.popLast() {
            guard last > first + 1 else { continue }
            var farthest = first, farthestDistance = -1.0
            for index in (first + 1)..<last {
                let distance = squaredDistance(projected[index], projected[first], projected[last])
                if distance > farthestDistance { (farthest, farthestDistance) = (index, distance) }
            }
            if farthestDistance > squaredTolerance {
                keep[farthest] = true
                stack.append((first, farthest))
                stack.append((farthest, last))
            }
        }
        return line.indices.filter { keep[$0] }.map { line[$0] }
    }

    private static func squaredDistance(
        _ point: (Double, Double), _ start: (Double, Double), _ end: (Double, Double)
    ) -> Double {
        let dx = end.0 - start.0, dy = end.1 - start.1
        let length = dx * dx + dy * dy
        guard length > 0 else { return pow(point.0 - start.0, 2) + pow(point.1 - start.1, 2) }
        let t = max(0, min(1, ((point.0 - start.0) * dx + (point.1 - start.1) * dy) / length))
        let x = start.0 + t * dx - point.0, y = start.1 + t * dy - point.1
        return x * x + y * y
    }
}
