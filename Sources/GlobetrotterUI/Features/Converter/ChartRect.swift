/// A rectangle in a drawing area's pixels (y grows downwards).
struct ChartRect: Equatable {
    var x, y, width, height: Double

    var maxX: Double { x + width }
    var maxY: Double { y + height }

    func intersects(_ other: ChartRect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    func contains(_ other: ChartRect) -> Bool {
        other.x >= x && other.maxX <= maxX && other.y >= y && other.maxY <= maxY
    }

    func insetBy(_ amount: Double) -> ChartRect {
        ChartRect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
    }

    /// The distance from a point to the rectangle (0 inside it).
    func distance(toX px: Double, y py: Double) -> Double {
        let dx = max(x - px, 0, px - maxX)
        let dy = max(y - py, 0, py - maxY)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// Whether the segment from a to b crosses the rectangle (Liang–Barsky clipping).
    func intersectsSegment(from a: (x: Double, y: Double), to b: (x: Double, y: Double)) -> Bool {
        let dx = b.x - a.x
        let dy = b.y - a.y
        var entry = 0.0
        var exit = 1.0
        for (p, q) in [(-dx, a.x - x), (dx, maxX - a.x), (-dy, a.y - y), (dy, maxY - a.y)] {
            if p == 0 {
                if q < 0 { return false }
            } else {
                let t = q / p
                if p < 0 { entry = max(entry, t) } else { exit = min(exit, t) }
                if entry > exit { return false }
            }
        }
        return true
    }
}
