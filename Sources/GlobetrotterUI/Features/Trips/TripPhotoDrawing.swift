import GtkKit

/// How trip photos are drawn in a picture of any size: rounded corners, one
/// photo filling it, or two side by side split by a diagonal.
@MainActor
enum TripPhotoDrawing {
    /// Where the diagonal meets the top and the bottom, as fractions of the width.
    static let splitTop = 0.62
    static let splitBottom = 0.38

    static func draw(_ images: [CairoImage], on canvas: borrowing CairoCanvas, cornerRadius: Double) {
        guard let first = images.first else { return }
        let (width, height) = (canvas.width, canvas.height)
        canvas.save()
        canvas.roundedRectangle(x: 0, y: 0, width: width, height: height, radius: cornerRadius)
        canvas.clip()
        guard images.count > 1 else {
            canvas.drawCovering(first, x: 0, y: 0, width: width, height: height)
            canvas.restore()
            return
        }
        let top = width * splitTop, bottom = width * splitBottom
        canvas.save()
        polygon([(0, 0), (top, 0), (bottom, height), (0, height)], on: canvas)
        canvas.clip()
        canvas.drawCovering(first, x: 0, y: 0, width: top, height: height)
        canvas.restore()
        canvas.save()
        polygon([(top, 0), (width, 0), (width, height), (bottom, height)], on: canvas)
        canvas.clip()
        canvas.drawCovering(images[1], x: bottom, y: 0, width: width - bottom, height: height)
        canvas.restore()
        // A light seam, so two photos of similar colour still read as two.
        canvas.setColor(RGBA(red: 1, green: 1, blue: 1, alpha: 0.85))
        canvas.setLineWidth(2)
        canvas.moveTo(x: top, y: 0)
        canvas.lineTo(x: bottom, y: height)
        canvas.stroke()
        canvas.restore()
    }

    private static func polygon(_ corners: [(Double, Double)], on canvas: borrowing CairoCanvas) {
        for (index, corner) in corners.enumerated() {
            if index == 0 { canvas.moveTo(x: corner.0, y: corner.1) } else { canvas.lineTo(x: corner.0, y: corner.1) }
        }
        canvas.closePath()
    }
}
