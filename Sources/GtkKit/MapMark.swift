import CGtk
import CShumate

/// One marked place on a `MapView` above its pins (a direction step's
/// maneuver): a small ring, shown or hidden, centred on its location.
@MainActor
public final class MapMark {
    private let map: MapView
    private var marker: UnsafeMutablePointer<ShumateMarker>?
    private let dot = Label()

    public init(on map: MapView, accessibleName: String) {
        self.map = map
        dot.addCSSClass("map-mark")
        dot.setAccessibleLabel(accessibleName)
    }

    /// Marks the place and centres the map on it, keeping the zoom unless it
    /// is farther out than `minimumZoom` or closer than `maximumZoom`.
    public func show(latitude: Double, longitude: Double, minimumZoom: Double = 13, maximumZoom: Double? = nil) {
        let marker = self.marker ?? makeMarker()
        shumate_location_set_location(OpaquePointer(marker), latitude, longitude)
        let zoom = max(map.zoomLevel, minimumZoom)
        map.show(latitude: latitude, longitude: longitude, zoom: maximumZoom.map { min(zoom, $0) } ?? zoom)
    }

    public func hide() {
        guard let marker else { return }
        shumate_marker_layer_remove_marker(map.markerLayer, marker)
        self.marker = nil
    }

    public var isShown: Bool { marker != nil }

    private func makeMarker() -> UnsafeMutablePointer<ShumateMarker> {
        let marker = shumate_marker_new()!
        shumate_marker_set_child(marker, dot.widgetPointer)
        shumate_marker_layer_add_marker(map.markerLayer, marker)
        self.marker = marker
        return marker
    }
}
