import OpenCombine

/// What the map's view reports to the map's presenter. What the person does
/// on the map (a pin clicked or dropped, "Add Stop Here") goes straight to
/// the page as the page's actions.
public enum TripMapAction: Equatable, Sendable {
    /// The zoom level the map shows now (after a fit, a scroll, the zoom buttons).
    case zoomChanged(Double)
}

/// The page's line as the map draws it: the points that matter at the zoom level in view.
public struct DrawnLine: Equatable, Sendable {
    public var line = MapLine.none
    /// The line drawn is the one for the zoom level in view (a long line
    /// waits for the fit's level, then is simplified off the main thread).
    public var isSettled = true

    public init() {}
}

/// The map's own presenter: what it adds to its page's map content (a
/// trip's, the stop editor's) is the line simplified for the zoom level in view.
///
/// A road route can have 50,000 points, and libshumate strokes every point
/// it is given each frame: the map draws the few hundred that differ by
/// more than a pixel at the zoom level in view, worked out again when the
/// person zooms to another level (off the main thread for long lines) and
/// kept per level while the line stays the same.
@MainActor
public final class TripMapPresenter: Presenter<DrawnLine, TripMapAction, Never> {
    /// Lines longer than this are simplified off the main thread (50,000 points take ~13 ms).
    public static let backgroundThreshold = 2_000

    private var fullLine = MapLine.none
    private var zoomLevel: Int?
    private var linesByLevel: [Int: MapLine] = [:]
    private var lineSubscription: AnyCancellable?

    /// - Parameter line: the page's line, as its state changes it.
    public init(line: AnyPublisher<MapLine, Never>) {
        super.init(initial: DrawnLine())
        lineSubscription = line.sink { [weak self] in self?.show($0) }
    }

    public override func handle(_ action: TripMapAction) {
        switch action {
        case .zoomChanged(let zoom):
            let level = max(0, min(22, Int(zoom.rounded(.down))))
            guard level != zoomLevel else { return }
            zoomLevel = level
            drawLine()
        }
    }

    private func show(_ line: MapLine) {
        // The same line (by identity): nothing to draw again.
        guard line != fullLine else { return }
        fullLine = line
        linesByLevel = [:]
        drawLine()
    }

    /// Draws the line for the zoom level in view; until the view has said
    /// which, a short line as it is (a long one waits: it is the fit that
    /// decides the level).
    private func drawLine() {
        let line = fullLine
        guard let level = zoomLevel else {
            let isShort = line.points.count <= Self.backgroundThreshold
            update {
                if isShort { $0.line = line }
                $0.isSettled = isShort
            }
            return
        }
        if let drawn = linesByLevel[level] {
            update {
                $0.line = drawn
                $0.isSettled = true
            }
            return
        }
        let tolerance = LineSimplifier.tolerance(zoom: Double(level))
        guard line.points.count > Self.backgroundThreshold else {
            keep(
                MapLine(LineSimplifier.simplify(line.points, tolerance: tolerance), isDashed: line.isDashed), for: level
            )
            return
        }
        update { $0.isSettled = false }
        run("simplify") { [weak self] in
            let points = line.points
            let drawn = await Task.detached { LineSimplifier.simplify(points, tolerance: tolerance) }.value
            guard !Task.isCancelled, let self, self.fullLine == line else { return }
            self.keep(MapLine(drawn, isDashed: line.isDashed), for: level)
        }
    }

    private func keep(_ drawn: MapLine, for level: Int) {
        linesByLevel[level] = drawn
        if zoomLevel == level {
            update {
                $0.line = drawn
                $0.isSettled = true
            }
        }
    }
}
