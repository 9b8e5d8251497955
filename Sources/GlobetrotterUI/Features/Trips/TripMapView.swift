import GLibKit
import GlobetrotterCore
import GtkKit
import OpenCombine

/// A trip on the map: numbered pins, the line between them (dashed when it
/// is not roads), fitted to the whole trip, the routing credit beside the
/// tiles' licence. Renders `TripMapDrawing`; says when the zoom level or a
/// pin is chosen.
@MainActor
final class TripMapView: ModuleView {
    let page: TripsMapPage
    private var shown = TripMapDrawing()
    private var isFirstRender = true
    private var subscriptions = Set<AnyCancellable>()
    private var send: @MainActor (TripMapAction) -> Void = { _ in }
    private var isZoomReportPending = false
    /// The box to fit once the map has a size (none before its first layout).
    private var pendingFit: GeoBox?
    /// The last fit and the view it made: refitted at a new size until the person moves the view.
    private var fitted: (box: GeoBox, latitude: Double, longitude: Double, zoom: Double)?

    private let maxZoom: Double

    /// - Parameter maxZoom: the closest a fit goes (one stop, or stops close together).
    init(tileProvider: any TileProviding, maxZoom: Double = 10) {
        page = TripsMapPage(tileProvider: tileProvider)
        self.maxZoom = maxZoom
    }

    var root: Widget { page.root }
    var map: MapView { page.map }

    func bind(to viewModel: ViewModel<TripMapDrawing, TripMapAction>) {
        send = { [weak viewModel] in viewModel?.send($0) }
        // Reported once per main-loop turn: a zoom animation changes the level every frame.
        map.onZoomChanged { [weak self] in self?.reportZoom() }
        map.onSizeChanged { [weak self] _, _ in self?.sizeChanged() }
        viewModel.states.removeDuplicates().sink { [weak self] in self?.render($0) }.store(in: &subscriptions)
    }

    /// A pin dropped at a location: its stop moves there.
    private var dropHandler: @MainActor (Int64, Double, Double) -> Void {
        let send = send
        return { id, latitude, longitude in
            send(.pinDropped(id: id, at: GeoPoint(latitude: latitude, longitude: longitude)))
        }
    }

    private func reportZoom() {
        guard !isZoomReportPending else { return }
        isZoomReportPending = true
        MainContext.idle { [weak self] in
            guard let self else { return }
            self.isZoomReportPending = false
            self.send(.zoomChanged(self.map.zoomLevel))
        }
    }

    private func render(_ state: TripMapDrawing) {
        if isFirstRender && state.isEditable {
            let send = send
            map.setContextMenu(label: state.addStopHereLabel) { latitude, longitude in
                send(.addStop(at: GeoPoint(latitude: latitude, longitude: longitude)))
            }
        }
        if state.pins != shown.pins || isFirstRender {
            let send = send
            let names = Dictionary(
                state.pins.map { ($0.id, $0.accessibleName) }, uniquingKeysWith: { first, _ in first })
            map.setPins(
                state.pins.map {
                    MapPin(
                        id: $0.id, label: $0.label, latitude: $0.point.latitude, longitude: $0.point.longitude,
                        isSelected: $0.isSelected)
                }, accessibleName: { names[$0.id] ?? $0.label },
                onClick: { send(.pinClicked(id: $0)) }, onDrop: state.isEditable ? dropHandler : nil)
        }
        if state.fitBox != shown.fitBox || isFirstRender, let box = state.fitBox {
            fit(box)
        }
        if state.line != shown.line || state.isLineDashed != shown.isLineDashed || isFirstRender {
            map.setLine(state.line.map { ($0.latitude, $0.longitude) }, dashed: state.isLineDashed)
        }
        if state.scaleUnits != shown.scaleUnits || isFirstRender { page.showScale(in: state.scaleUnits) }
        if state.routeCredit != shown.routeCredit || isFirstRender {
            map.setLicenseExtraText(state.routeCredit)
        }
        shown = state
        isFirstRender = false
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
