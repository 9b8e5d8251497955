import GLibKit
import GlobetrotterCore
import GtkKit
import OpenCombine

/// A trip on the map: numbered pins, the line between them (dashed when it
/// is not roads), fitted to the whole trip, the routing credit beside the
/// tiles' licence. Shows its page's `TripMapContent` as it is and the line
/// as its presenter draws it (`DrawnLine`); what the person does on a trip's
/// map is sent to the trip's page as the page's own actions.
@MainActor
final class TripMapView: ModuleView {
    let basemap: BasemapView
    private var shownContent: TripMapContent?
    private var shownLine: MapLine?
    private var subscriptions = Set<AnyCancellable>()
    private var sendToLine: @MainActor (TripMapAction) -> Void = { _ in }
    private var isZoomReportPending = false
    /// The box to fit once the map has a size (none before its first layout).
    private var pendingFit: GeoBox?
    /// The last fit and the view it made: refitted at a new size until the person moves the view.
    private var fitted: (box: GeoBox, latitude: Double, longitude: Double, zoom: Double)?

    private let maxZoom: Double

    /// - Parameters:
    ///   - maxZoom: the closest a fit goes (one stop, or stops close together).
    ///   - scaleUnits: the scale's units; the user's locale's by default.
    init(tileProvider: any TileProviding, maxZoom: Double = 10, scaleUnits: MapScaleUnits = .user) {
        basemap = BasemapView(tileProvider: tileProvider, scaleUnits: scaleUnits)
        self.maxZoom = maxZoom
        // Reported once per main-loop turn: a zoom animation changes the level every frame.
        map.onZoomChanged { [weak self] in self?.reportZoom() }
        map.onSizeChanged { [weak self] _, _ in self?.sizeChanged() }
    }

    var root: Widget { basemap.root }
    var map: MapView { basemap.map }

    /// The map's presenter: the line as drawn for the zoom level in view.
    func bind(to viewModel: ViewModel<DrawnLine, TripMapAction>) {
        sendToLine = { [weak viewModel] in viewModel?.send($0) }
        viewModel.field(\.line).sink { [weak self] in self?.draw($0) }.store(in: &subscriptions)
    }

    /// The page's map content, shown as it is. With `send`, the map edits
    /// its page: a pin clicked selects its stop, a pin dropped moves it,
    /// "Add Stop Here" (`addStopHere`, the context menu's label) adds one.
    func show(
        _ content: AnyPublisher<TripMapContent, Never>, addStopHere: String? = nil,
        send: ((TripDetailAction) -> Void)? = nil
    ) {
        if let send, let addStopHere {
            map.setContextMenu(label: addStopHere) { latitude, longitude in
                send(.addStopHere(GeoPoint(latitude: latitude, longitude: longitude)))
            }
        }
        content.sink { [weak self] in self?.render($0, send: send) }.store(in: &subscriptions)
    }

    private func reportZoom() {
        guard !isZoomReportPending else { return }
        isZoomReportPending = true
        MainContext.idle { [weak self] in
            guard let self else { return }
            self.isZoomReportPending = false
            self.sendToLine(.zoomChanged(self.map.zoomLevel))
        }
    }

    private func render(_ content: TripMapContent, send: ((TripDetailAction) -> Void)?) {
        let shown = shownContent
        if content.pins != shown?.pins {
            let names = Dictionary(
                content.pins.map { ($0.id, $0.accessibleName) }, uniquingKeysWith: { first, _ in first })
            map.setPins(
                content.pins.map {
                    MapPin(
                        id: $0.id, label: $0.label, latitude: $0.point.latitude, longitude: $0.point.longitude,
                        isSelected: $0.isSelected)
                }, accessibleName: { names[$0.id] ?? $0.label },
                onClick: { id in send?(.select(id: id)) }, onDrop: send.map(Self.dropHandler))
        }
        if content.fitBox != shown?.fitBox, let box = content.fitBox {
            fit(box)
        }
        if content.accessibleName != shown?.accessibleName
            || content.accessibleDescription != shown?.accessibleDescription
        {
            map.describe(name: content.accessibleName, description: content.accessibleDescription)
        }
        if content.routeCredit != shown?.routeCredit {
            map.setLicenseExtraText(content.routeCredit)
        }
        shownContent = content
    }

    /// A pin dropped at a location: its stop moves there.
    private static func dropHandler(
        _ send: @escaping (TripDetailAction) -> Void
    ) -> @MainActor (Int64, Double, Double) -> Void {
        { id, latitude, longitude in
            send(.relocateStop(id: id, to: GeoPoint(latitude: latitude, longitude: longitude)))
        }
    }

    private func draw(_ line: MapLine) {
        guard line != shownLine else { return }
        map.setLine(line.points.map { ($0.latitude, $0.longitude) }, dashed: line.isDashed)
        shownLine = line
    }

    /// Shows the whole box with 72 px around it — once the map has its size:
    /// a fit for a guessed size leaves pins near (or past) the edges of another.
    private func fit(_ box: GeoBox) {
        let size = map.allocatedSize
        guard size.width > 1, size.height > 1 else {
            pendingFit = box
            fitted = nil
            return
        }
        pendingFit = nil
        let zoom = box.fittingZoom(
            width: Double(size.width), height: Double(size.height), padding: 72, maxZoom: maxZoom)
        let center = box.center
        map.show(latitude: center.latitude, longitude: center.longitude, zoom: zoom)
        let shown = map.centre
        fitted = (box, shown.latitude, shown.longitude, map.zoomLevel)
    }

    /// Laid out at a new size (called before that frame is painted): the
    /// waiting fit is made, or the last one made again while the view is
    /// still the one it set (the window grew before the person touched the map).
    private func sizeChanged() {
        if let box = pendingFit { return fit(box) }
        guard let fitted else { return }
        let shown = map.centre
        if shown.latitude == fitted.latitude && shown.longitude == fitted.longitude && map.zoomLevel == fitted.zoom {
            fit(fitted.box)
        }
    }
}
