import GtkKit

/// Paints a `RateChartLayout`: faint guides at the high and the low, the axis,
/// the line over a light fill, the markers, then the labels.
@MainActor
enum RateChartPainter {
    static func paint(_ layout: RateChartLayout, on canvas: borrowing CairoCanvas) {
        let foreground = canvas.foreground
        let accent = canvas.accent
        let plot = layout.plot

        canvas.setLineWidth(1)
        canvas.setDash([3, 4])
        canvas.setColor(foreground.faded(0.18))
        for y in Set([layout.maximum.y, layout.minimum.y]) {
            canvas.moveTo(x: plot.x, y: y)
            canvas.lineTo(x: plot.maxX, y: y)
        }
        canvas.stroke()
        canvas.setDash([])
        canvas.setColor(foreground.faded(0.25))
        canvas.moveTo(x: RateChartLayout.edge, y: layout.baselineY)
        canvas.lineTo(x: layout.bounds.maxX - RateChartLayout.edge, y: layout.baselineY)
        canvas.stroke()

        if let first = layout.line.first, let last = layout.line.last, layout.line.count > 1 {
            canvas.moveTo(x: first.x, y: layout.baselineY)
            for point in layout.line { canvas.lineTo(x: point.x, y: point.y) }
            canvas.lineTo(x: last.x, y: layout.baselineY)
            canvas.closePath()
            canvas.setColor(accent.faded(0.12))
            canvas.fill()
            canvas.moveTo(x: first.x, y: first.y)
            for point in layout.line.dropFirst() { canvas.lineTo(x: point.x, y: point.y) }
            canvas.setColor(accent)
            canvas.setLineWidth(2)
            canvas.stroke()
        }

        if let leader = layout.leader {
            canvas.setLineWidth(1)
            canvas.setDash([2, 3])
            canvas.setColor(foreground.faded(0.45))
            canvas.moveTo(x: leader.from.x, y: leader.from.y)
            canvas.lineTo(x: leader.to.x, y: leader.to.y)
            canvas.stroke()
            canvas.setDash([])
        }

        canvas.setColor(foreground.faded(0.7))
        for point in [layout.maximum, layout.minimum] {
            canvas.circle(x: point.x, y: point.y, radius: RateChartLayout.markerRadius)
        }
        canvas.fill()
        canvas.setColor(accent.faded(0.25))
        canvas.circle(x: layout.latest.x, y: layout.latest.y, radius: RateChartLayout.haloRadius)
        canvas.fill()
        canvas.setColor(accent)
        canvas.circle(x: layout.latest.x, y: layout.latest.y, radius: RateChartLayout.latestRadius)
        canvas.fill()

        for label in layout.labels {
            switch label.kind {
            case .latest: canvas.setColor(foreground)
            case .maximum, .minimum: canvas.setColor(foreground.faded(0.8))
            case .axisStart, .axisEnd: canvas.setColor(foreground.faded(0.6))
            }
            canvas.drawText(label.text, x: label.frame.x, y: label.frame.y, style: label.style)
        }
    }
}
