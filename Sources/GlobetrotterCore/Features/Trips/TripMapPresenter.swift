import OpenCombine

/// What the map's view reports.
public enum TripMapAction: Equatable, Sendable {
    /// The zoom level the map shows now (after a fit, a scroll, the zoom buttons).
    case zoomChanged(Double)
    case pinClicked(id: Int64)
    /// A pin was dragged and dropped here.
    case pinDropped(id: Int64, at: GeoPoint)
    /// "Add Stop Here" from the map's context menu.
    case addStop(at: GeoPoint)
}

public enum TripMapRoute: Equatable, Sendable {
    /// A pin was clicked: its stop becomes the selected one.
    case selectStop(id: Int64)
    /// A pin was dropped somewhere else: its stop moves there.
    case moveStop(id: Int64, to: GeoPoint)
    case addStop(at: GeoPoint)
}

/// The map as drawn: the trip's pins, fit and credit, and its line
/// simplified for the zoom level in view.
public struct TripMapDrawing: Equatable, Sendable {
    public var pins: [TripMapState.Pin] = []
    /// The line as drawn: the points that matter at the zoom level in view.
    public var line: [GeoPoint] = []
    public var isLineDashed = false
    /// The line drawn is the one for the zoom level in view (a long line
    /// waits for the fit's level, then is simplified off the main thread).
    public var isLineSettled = true
    public var fitBox: GeoBox?
    public var routeCredit: String?
    /// Whether pins can be dragged and stops added from the map (a trip's
    /// map), or the map only shows (the stop editor's).
    public var isEditable = false
    /// The context menu's entry.
    public var addStopHereLabel = ""
    /// What the scale shows: the person's units, miles only where they are in use.
    public var scaleUnits = MapScaleUnits.kilometres

    public init() {}
}

/// The map's own presenter, over what its page shows (a trip's stops and
/// route, the place an editor has chosen).
///
/// A road route can have 50,000 points, and libshumate strokes every point
/// it is given each frame: the map draws the few hundred that differ by
/// more than a pixel at the zoom level in view, worked out again when the
/// person zooms to another level (off the main thread for long lines) and
/// kept per level while the line stays the same.
@MainActor
public final class TripMapPresenter: Presenter<TripMapDrawing, TripMapAction, TripMapRoute> {
    /// Lines longer than this are simplified off the main thread (50,000 points take ~13 ms).
    public static let backgroundThreshold = 2_000

    private var fullLine: [GeoPoint] = []
    private var zoomLevel: Int?
    private var linesByLevel: [Int: [GeoPoint]] = [:]
    private var contentSubscription: AnyCancellable?

    /// - Parameters:
    ///   - isEditable: a trip's map (pins drag, "Add Stop Here"), not an editor's preview.
    ///   - scaleUnits: the scale's units; the user's locale's by default.
    public init(
        content: AnyPublisher<TripMapState, Never>, isEditable: Bool = false, scaleUnits: MapScaleUnits = .user
    ) {
        var initial = TripMapDrawing()
        initial.isEditable = isEditable
        initial.addStopHereLabel = tr("Add Stop Here")
        initial.scaleUnits = scaleUnits
        super.init(initial: initial)
        contentSubscription = content.sink { [weak self] in self?.show($0) }
    }

    public override func handle(_ action: TripMapAction) {
        switch action {
        case .zoomChanged(let zoom):
            let level = max(0, min(22, Int(zoom.rounded(.down))))
            guard level != zoomLevel else { return }
            zoomLevel = level
            drawLine()
        case .pinClicked(let id): route(.selectStop(id: id))
        case .pinDropped(let id, let point): route(.moveStop(id: id, to: point))
        case .addStop(let point): route(.addStop(at: point))
        }
    }

    private func show(_ content: TripMapState) {
        update {
            $0.pins = content.pins
            $0.isLineDashed = content.isLineDashed
            $0.fitBox = content.fitBox
            $0.routeCredit = content.routeCredit
        }
        guard content.line != fullLine else { return }
        fullLine = content.line
        linesByLevel = [:]
        drawLine()
    }

    /// Draws the line for the zoom level in view; until the view has said
    /// which, a short line as it is (a long one waits: it is the fit that
    /// decides the level).
    private func drawLine() {
        let line = fullLine
        guard let level = zoomLevel else {
            let isShort = line.count <= Self.backgroundThreshold
            update {
                if isShort { $0.line = line }
                $0.isLineSettled = isShort
            }
            return
        }
        if let drawn = linesByLevel[level] {
            update {
                $0.line = drawn
                $0.isLineSettled = true
            }
            return
        }
        let tolerance = LineSimplifier.tolerance(zoom: Double(level))
        guard line.count > Self.backgroundThreshold else {
            keep(LineSimplifier.simplify(line, tolerance: tolerance), for: level)
            return
        }
        update { $0.isLineSettled = false }
        run("simplify") { [weak self] in
            let drawn = await Task.detached { LineSimplifier.simplify(line, tolerance: tolerance) }.value
            guard !Task.isCancelled, let self, self.fullLine == line else { return }
            self.keep(drawn, for: level)
        }
    }

    private func keep(_ drawn: [GeoPoint], for level: Int) {
        linesByLevel[level] = drawn
        if zoomLevel == level {
            update {
                $0.line = drawn
                $0.isLineSettled = true
            }
        }
    }
}
