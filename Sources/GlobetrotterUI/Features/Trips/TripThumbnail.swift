import GlobetrotterCore
import GtkKit

/// A trip's route in a small picture: the line and its stops, fitted to the
/// box (Web Mercator, so shapes look as on the map); dashed when the line is
/// straight, not roads.
@MainActor
final class TripThumbnail {
    let root = DrawingArea(role: .image)

    init(width: Int32 = 96, height: Int32 = 64) {
        root.sizeRequest(width: width, height: height)
        root.addCSSClass("trip-thumbnail")
    }

    func show(_ row: TripRow) {
        let stops = row.stops, line = row.line.isEmpty ? row.stops : row.line, dashed = row.isLineStraight
        root.setDrawFunction { canvas in
            let width = Double(canvas.width), height = Double(canvas.height)
            canvas.setColor(canvas.foreground.faded(0.08))
            canvas.rectangle(x: 0, y: 0, width: width, height: height)
            canvas.fill()
            guard let box = GeoBox(line + stops) else { return }
            let project = Self.projection(box, width: width, height: height, padding: 8)
            if line.count > 1 {
                canvas.setColor(canvas.accent)
                canvas.setLineWidth(2)
                if dashed { canvas.setDash([4, 3]) }
                for (index, point) in line.enumerated() {
                    let (x, y) = project(point)
                    if index == 0 { canvas.moveTo(x: x, y: y) } else { canvas.lineTo(x: x, y: y) }
                }
                canvas.stroke()
                canvas.setDash([])
            }
            canvas.setColor(canvas.foreground)
            for point in stops {
                let (x, y) = project(point)
                canvas.circle(x: x, y: y, radius: 2.5)
                canvas.fill()
            }
        }
        root.queueDraw()
    }

    /// Maps positions into the picture, keeping the aspect ratio of Web Mercator.
    static func projection(_ box: GeoBox, width: Double, height: Double, padding: Double)
        -> (GeoPoint) -> (Double, Double)
    {
        let west = WebMercator.x(longitude: box.west), east = WebMercator.x(longitude: box.east)
        let north = WebMercator.y(latitude: box.north), south = WebMercator.y(latitude: box.south)
        let spanX = max(east - west, 1e-9), spanY = max(south - north, 1e-9)
        let scale = min((width - 2 * padding) / spanX, (height - 2 * padding) / spanY)
        let offsetX = (width - spanX * scale) / 2, offsetY = (height - spanY * scale) / 2
        return { point in
            (
                offsetX + (WebMercator.x(longitude: point.longitude) - west) * scale,
                offsetY + (WebMercator.y(latitude: point.latitude) - north) * scale
            )
        }
    }
}
