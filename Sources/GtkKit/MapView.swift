import CGLib
import CGlobetrotter
import CGtk
import CShumate
import GLibKit

/// A libshumate map (`ShumateSimpleMap`: zoom buttons, scale, licence) over a `TileSource`.
@MainActor
public final class MapView: Widget, @unchecked Sendable {
    public private(set) var tileSource: TileSource?
    /// Our `GtRasterSource`: turns the tile source's images into what the map draws.
    private var rasterSource: ObjectRef?
    private var tilesShownHandlers: [@MainActor () -> Void] = []
    var pinMarkers: [Int64: (marker: UnsafeMutablePointer<ShumateMarker>, button: Button)] = [:]
    var shownPins: [Int64: MapPin] = [:]
    var pinOrder: [Int64] = []
    var drawnPinCount = 0
    var hasPinClickHandler = false
    var pinClick: @MainActor (Int64) -> Void = { _ in }
    /// Where a dragged pin was dropped; nil while pins do not drag.
    var pinDrop: (@MainActor (Int64, Double, Double) -> Void)?
    var hasPinDropHandler = false
    var contextMenu: PopoverMenu?
    var contextLocation: (latitude: Double, longitude: Double)?
    /// Made on first use, over the map and in paint order: the line below the pins.
    lazy var pathLayer: OpaquePointer = {
        let layer = shumate_path_layer_new(viewport)!
        // GNOME's blue 3, as GNOME Maps draws routes.
        var blue = GdkRGBA(red: 0.21, green: 0.52, blue: 0.89, alpha: 0.9)
        shumate_path_layer_set_stroke_color(layer, &blue)
        shumate_path_layer_set_stroke_width(layer, 4)
        addLayer(UnsafeMutableRawPointer(layer))
        return layer
    }()
    lazy var markerLayer: OpaquePointer = {
        _ = pathLayer
        let layer = shumate_marker_layer_new(viewport)!
        addLayer(UnsafeMutableRawPointer(layer))
        return layer
    }()

    /// Pins drawn in one snapshot, for more pins than widgets can carry; made on first use.
    lazy var drawnPinLayer: OpaquePointer = {
        _ = markerLayer
        let layer = gt_pin_layer_new(viewport)!
        addLayer(UnsafeMutableRawPointer(layer))
        return layer
    }()

    var viewport: OpaquePointer { shumate_simple_map_get_viewport(opaque) }

    private func addLayer(_ layer: UnsafeMutableRawPointer) {
        shumate_simple_map_add_overlay_layer(opaque, layer.assumingMemoryBound(to: ShumateLayer.self))
    }

    public convenience init(
        id: String, name: String, license: String, licenseURI: String, maxZoom: UInt32, tiles: TileSource
    ) {
        self.init(widget: UnsafeMutableRawPointer(shumate_simple_map_new()!))
        tileSource = tiles
        let renderer = ObjectRef(
            adopting: UnsafeMutableRawPointer(
                gt_raster_source_new(id, name, license, licenseURI, maxZoom, tiles.dataSourcePointer)!))
        shumate_simple_map_set_map_source(opaque, renderer.cast())
        rasterSource = renderer
        renderer.on("tiles-shown") { [weak self] in
            guard let self else { return }
            let handlers = tilesShownHandlers
            tilesShownHandlers = []
            handlers.forEach { $0() }
        }
    }

    /// Runs `handler` once the map has asked for tiles and shows every one it
    /// asked for (decoded and in place, or failed): its view is drawn.
    public func whenTilesShown(_ handler: @escaping @MainActor () -> Void) {
        guard let rasterSource else { return handler() }
        if gt_raster_source_has_shown_tiles(OpaquePointer(rasterSource.objectPointer)) != 0 {
            handler()
        } else {
            tilesShownHandlers.append(handler)
        }
    }

    /// The zoom level shown now.
    public var zoomLevel: Double { shumate_viewport_get_zoom_level(viewport) }

    /// Calls `handler` each time the zoom level changes (every frame of an animated zoom).
    public func onZoomChanged(_ handler: @escaping @MainActor () -> Void) {
        ObjectRef(retaining: UnsafeMutableRawPointer(viewport)).onNotify("zoom-level", handler)
    }

    /// The units the scale shows.
    public enum ScaleUnits: Sendable {
        case metric, imperial, both
    }

    public var scaleUnits: ScaleUnits {
        get {
            switch shumate_scale_get_unit(shumate_simple_map_get_scale(opaque)) {
            case SHUMATE_UNIT_METRIC: .metric
            case SHUMATE_UNIT_IMPERIAL: .imperial
            default: .both
            }
        }
        set {
            let unit =
                switch newValue {
                case .metric: SHUMATE_UNIT_METRIC
                case .imperial: SHUMATE_UNIT_IMPERIAL
                case .both: SHUMATE_UNIT_BOTH
                }
            shumate_scale_set_unit(shumate_simple_map_get_scale(opaque), unit)
        }
    }

    /// The location at the centre of the view now.
    public var centre: (latitude: Double, longitude: Double) {
        (shumate_location_get_latitude(viewport), shumate_location_get_longitude(viewport))
    }

    /// Calls `handler` each time the map is laid out at a new size (the first
    /// time included), before that frame is painted: a view fitted to the
    /// size is right in the first frame that shows it.
    public func onSizeChanged(_ handler: @escaping @MainActor (_ width: Int, _ height: Int) -> Void) {
        gt_widget_watch_size(
            widgetPointer,
            { width, height, data in
                let handler = SizeHandlerBox.from(data).closure
                MainActor.assumeIsolated { handler(Int(width), Int(height)) }
            }, SizeHandlerBox(handler).retained(), releaseClosureBox)
    }

    public func center(latitude: Double, longitude: Double, zoom: Double) {
        let viewport = shumate_simple_map_get_viewport(opaque)
        shumate_viewport_set_zoom_level(viewport, zoom)
        shumate_map_center_on(shumate_simple_map_get_map(opaque), latitude, longitude)
    }

}

/// Called on the main thread only, where GTK lays widgets out.
private typealias SizeHandlerBox = ClosureBox<@MainActor (Int, Int) -> Void>
