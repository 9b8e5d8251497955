import GlobetrotterCore
import GtkKit

/// A trip on the map: numbered pins, the line between them (dashed when it
/// is not roads), fitted to the whole trip, the routing credit beside the
/// tiles' licence. A pure function of `TripMapState`.
@MainActor
final class TripMapView {
    let page: TripsMapPage
    private var shown = TripMapState()
    private var isFirstRender = true

    private let maxZoom: Double

    /// - Parameter maxZoom: the closest a fit goes (one stop, or stops close together).
    init(tileProvider: any TileProviding, maxZoom: Double = 10) {
        page = TripsMapPage(tileProvider: tileProvider)
        self.maxZoom = maxZoom
    }

    var root: Widget { page.root }
    var map: MapView { page.map }

    func render(
        _ state: TripMapState, pinName: @escaping (MapPin) -> String, onPin: @escaping @MainActor (Int64) -> Void
    ) {
        if state.pins != shown.pins || isFirstRender {
            map.setPins(
                state.pins.map {
                    MapPin(
                        id: $0.id, label: $0.label, latitude: $0.point.latitude, longitude: $0.point.longitude,
                        isSelected: $0.isSelected)
                }, accessibleName: pinName, onClick: onPin)
        }
        if state.fitBox != shown.fitBox || isFirstRender, let box = state.fitBox {
            fit(box)
        }
        if state.line != shown.line || state.isLineDashed != shown.isLineDashed || state.fitBox != shown.fitBox
            || isFirstRender
        {
            drawLine(state)
        }
        if state.routeCredit != shown.routeCredit || isFirstRender {
            map.setLicenseExtraText(state.routeCredit)
        }
        shown = state
        isFirstRender = false
    }

    private var zoom = 4.0

    private func fit(_ box: GeoBox) {
        let size = map.allocatedSize
        // Before the first layout the map has no size; a typical one fits well enough.
        let width = size.width > 1 ? Double(size.width) : 640, height = size.height > 1 ? Double(size.height) : 480
        zoom = box.fittingZoom(width: width, height: height, padding: 72, maxZoom: maxZoom)
        let center = box.center
        map.show(latitude: center.latitude, longitude: center.longitude, zoom: zoom)
    }

    private var simplifying: Task<Void, Never>?

    /// A route of 50,000 points is drawn from the few hundred that matter at
    /// the fitted zoom, worked out off the main thread (about 13 ms for 50,000):
    /// the map keeps the previous line until then.
    private func drawLine(_ state: TripMapState) {
        simplifying?.cancel()
        let line = state.line, dashed = state.isLineDashed
        let tolerance = LineSimplifier.tolerance(zoom: zoom)
        guard line.count > 2_000 else {
            map.setLine(
                LineSimplifier.simplify(line, tolerance: tolerance).map { ($0.latitude, $0.longitude) }, dashed: dashed)
            return
        }
        simplifying = Task { [weak self] in
            let simple = await Task.detached { LineSimplifier.simplify(line, tolerance: tolerance) }.value
            guard !Task.isCancelled else { return }
            self?.map.setLine(simple.map { ($0.latitude, $0.longitude) }, dashed: dashed)
        }
    }
}
