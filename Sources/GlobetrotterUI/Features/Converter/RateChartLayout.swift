import GlobetrotterCore
import GtkKit

/// Where the chart's line, markers and labels go in a drawing area of a given
/// size. Pure geometry (text is measured through `measure`), so tests check
/// that labels stay inside and never overlap.
struct RateChartLayout {
    enum LabelKind: CaseIterable { case latest, maximum, minimum, axisStart, axisEnd }

    struct Label {
        var kind: LabelKind
        var text: String
        var style: TextStyle
        var frame: ChartRect
    }

    typealias Point = (x: Double, y: Double)
    typealias Measure = (String, TextStyle) -> (width: Double, height: Double)

    static let edge = 4.0
    static let latestRadius = 4.5
    static let haloRadius = 8.0
    static let markerRadius = 3.5
    /// Between the axis line and the labels above it.
    static let axisClearance = 5.0

    let bounds: ChartRect
    /// Where the unit square of the series maps to.
    let plot: ChartRect
    /// The axis line, under the plot and above the dates.
    let baselineY: Double
    let line: [Point]
    let minimum: Point
    let maximum: Point
    let latest: Point
    private(set) var labels: [Label] = []
    /// A dashed line from the latest label to its dot, when the label is not right by it.
    private(set) var leader: (from: Point, to: Point)?

    init(series: RateHistorySeries, width: Double, height: Double, measure: Measure) {
        bounds = ChartRect(x: 0, y: 0, width: width, height: height)
        let edge = Self.edge
        let axisHeight = measure(series.axisTexts.end, .caption).height
        let labelHeight = measure(series.maximumText, .caption).height
        baselineY = height - edge - axisHeight - 3
        // A band above the plot and one below it, each a label high, that the
        // line never enters: the high's and the low's labels always fit there.
        let clearance = Self.haloRadius + 3
        let top = edge + labelHeight + clearance
        let bottom = max(top + 8, baselineY - Self.axisClearance - labelHeight - clearance)
        let left = edge + Self.haloRadius
        plot = ChartRect(x: left, y: top, width: max(1, width - 2 * left), height: bottom - top)
        let plot = self.plot
        let place = { (point: RateChartPoint) -> Point in
            (plot.x + point.x * plot.width, plot.maxY - point.y * plot.height)
        }
        line = series.points.map(place)
        minimum = place(series.minimum)
        maximum = place(series.maximum)
        latest = place(series.latest)
        placeAxisLabels(series, measure: measure)
        let markers = [(latest, Self.haloRadius), (maximum, Self.markerRadius), (minimum, Self.markerRadius)]
        for (kind, text, anchor) in [
            (LabelKind.maximum, series.maximumText, maximum), (.minimum, series.minimumText, minimum),
            (.latest, series.latestText, latest),
        ] {
            let style: TextStyle = kind == .latest ? .captionBold : .caption
            let size = measure(text, style)
            let frame = bestFrame(size: size, anchor: anchor, kind: kind, markers: markers)
            labels.append(Label(kind: kind, text: text, style: style, frame: frame))
        }
        // A latest label moved up or down to a band points at its dot.
        if let frame = label(.latest)?.frame, frame.x <= latest.x, frame.maxX >= latest.x {
            let labelY = frame.maxY < latest.y ? frame.maxY + 2 : frame.y - 2
            let dotY = frame.maxY < latest.y ? latest.y - clearance + 1 : latest.y + clearance - 1
            if abs(dotY - labelY) > 6, (frame.maxY < latest.y) == (labelY < dotY) {
                leader = ((latest.x, labelY), (latest.x, dotY))
            }
        }
    }

    func label(_ kind: LabelKind) -> Label? { labels.first { $0.kind == kind } }

    /// The dates under the axis ends; the start is left out when both do not fit.
    private mutating func placeAxisLabels(_ series: RateHistorySeries, measure: Measure) {
        let (start, end) = series.axisTexts
        let endSize = measure(end, .caption)
        let startSize = measure(start, .caption)
        let y = baselineY + 3
        let endFrame = ChartRect(
            x: max(Self.edge, bounds.maxX - Self.edge - endSize.width), y: y, width: endSize.width,
            height: endSize.height)
        let startFrame = ChartRect(x: Self.edge, y: y, width: startSize.width, height: startSize.height)
        if start != end, startFrame.maxX + 12 <= endFrame.x {
            labels.append(Label(kind: .axisStart, text: start, style: .caption, frame: startFrame))
        }
        labels.append(Label(kind: .axisEnd, text: end, style: .caption, frame: endFrame))
    }

    /// Tries positions around the anchor (above, below, a line further out,
    /// beside), kept inside the area above the axis, and takes the one that
    /// overlaps nothing and crosses the line least.
    private func bestFrame(
        size: (width: Double, height: Double), anchor: Point, kind: LabelKind, markers: [(Point, Double)]
    ) -> ChartRect {
        let (width, height) = size
        let clearance = Self.haloRadius + 3
        let xs = [anchor.x - width / 2, anchor.x + 6 - width, anchor.x - 6]
        let aboveFirst = kind != .minimum
        var candidates: [(x: Double, y: Double)] = []
        for level in 0..<3 {
            let step = Double(level) * (height + 4)
            let above = anchor.y - clearance - height - step
            let below = anchor.y + clearance + step
            for y in aboveFirst ? [above, below] : [below, above] { candidates += xs.map { ($0, y) } }
        }
        // The bands above and below the plot (clamped into the area below).
        for y in [-Double.infinity, Double.infinity] { candidates += xs.map { ($0, y) } }
        candidates += [
            (anchor.x - clearance - width, anchor.y - height / 2), (anchor.x + clearance, anchor.y - height / 2),
        ]
        let area = ChartRect(
            x: Self.edge, y: Self.edge, width: bounds.width - 2 * Self.edge,
            height: baselineY - Self.axisClearance - Self.edge)
        var best: (frame: ChartRect, cost: Double)?
        for (index, candidate) in candidates.enumerated() {
            let frame = ChartRect(
                x: min(max(candidate.x, area.x), area.maxX - width),
                y: min(max(candidate.y, area.y), area.maxY - height), width: width, height: height)
            var cost = Double(index)
            cost += 10_000 * Double(labels.filter { $0.frame.intersects(frame.insetBy(-2)) }.count)
            cost += 5_000 * Double(markers.filter { frame.distance(toX: $0.0.x, y: $0.0.y) < $0.1 + 1 }.count)
            // Text over the line is hard to read: rather a label some way off,
            // in the bands above and below the plot the line never enters.
            let crossed = crossings(of: frame.insetBy(-1))
            cost += crossed > 0 ? 1_000 + 2 * Double(min(crossed, 150)) : 0
            cost += 2 * frame.distance(toX: anchor.x, y: anchor.y)
            if best == nil || cost < best!.cost { best = (frame, cost) }
        }
        return best!.frame
    }

    private func crossings(of frame: ChartRect) -> Int {
        zip(line, line.dropFirst()).filter { frame.intersectsSegment(from: $0, to: $1) }.count
            + (line.count == 1 && frame.distance(toX: line[0].x, y: line[0].y) == 0 ? 1 : 0)
    }
}
