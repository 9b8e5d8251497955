import CGLib
import CGlobetrotter
import CGtk
import CShumate
import GLibKit
import Glibc

/// A numbered pin on a `MapView`: a round button, so a click (or Enter)
/// selects it. libshumate centres a marker on its location.
public struct MapPin: Equatable, Sendable {
    public var id: Int64
    public var label: String
    public var latitude: Double
    public var longitude: Double
    public var isSelected: Bool

    public init(id: Int64, label: String, latitude: Double, longitude: Double, isSelected: Bool) {
        self.id = id
        self.label = label
        self.latitude = latitude
        self.longitude = longitude
        self.isSelected = isSelected
    }
}

extension MapView {
    /// Shows `pins`; `onClick` gets the clicked pin's id. Markers are kept by
    /// id and updated in place, so a change to a trip of 1,000 stops (a move
    /// renumbers two) touches only the pins that changed.
    /// - Parameter onDrop: given, pins can be dragged; it gets a pin's id and where it was dropped.
    public func setPins(
        _ pins: [MapPin], accessibleName: @escaping (MapPin) -> String, onClick: @escaping @MainActor (Int64) -> Void,
        onDrop: (@MainActor (_ id: Int64, _ latitude: Double, _ longitude: Double) -> Void)? = nil
    ) {
        pinClick = onClick
        pinDrop = onDrop
        // Beyond this many, pins are drawn by one layer: a widget each (focusable,
        // named for screen readers) costs too much layout per frame.
        guard pins.count <= Self.widgetPinLimit else {
            setPins([], accessibleName: accessibleName, onClick: onClick, onDrop: onDrop)
            drawPins(pins, names: pins.map(accessibleName))
            return
        }
        if isDrawingPins { drawPins([], names: []) }
        let wanted = Set(pins.map(\.id))
        for (id, entry) in pinMarkers where !wanted.contains(id) {
            shumate_marker_layer_remove_marker(markerLayer, entry.marker)
            pinMarkers[id] = nil
            shownPins[id] = nil
        }
        for pin in pins {
            let entry = pinMarkers[pin.id] ?? addPin(pin.id)
            let old = shownPins[pin.id]
            guard pin != old else { continue }
            if pin.latitude != old?.latitude || pin.longitude != old?.longitude {
                shumate_location_set_location(OpaquePointer(entry.marker), pin.latitude, pin.longitude)
            }
            if pin.label != old?.label { entry.button.label = pin.label }
            if pin.isSelected { entry.button.addCSSClass("selected") } else { entry.button.removeCSSClass("selected") }
            entry.button.setSoleAccessibleLabel(accessibleName(pin))
            shownPins[pin.id] = pin
        }
        pinOrder = pins.map(\.id)
    }

    /// The most pins shown as widgets.
    public static let widgetPinLimit = 100

    private var isDrawingPins: Bool { drawnPinCount > 0 }

    /// - Parameter names: what a screen reader says of each pin; the pins in view get a focusable button so named.
    private func drawPins(_ pins: [MapPin], names: [String]) {
        let layer = drawnPinLayer
        if !hasPinClickHandler {
            let box = PinClickBox { [weak self] in self?.pinClick($0) }
            gt_pin_layer_set_click_func(
                layer,
                { id, data in
                    let handler = PinClickBox.from(data).closure
                    MainActor.assumeIsolated { handler(Int64(id)) }
                }, box.retained(), releaseClosureBox)
            hasPinClickHandler = true
        }
        if pinDrop != nil && !hasPinDropHandler {
            gt_pin_layer_set_drop_func(
                layer,
                { id, latitude, longitude, data in
                    let handler = PinDropBox.from(data).closure
                    MainActor.assumeIsolated { handler(Int64(id), latitude, longitude) }
                }, PinDropBox { [weak self] in self?.pinDrop?($0, $1, $2) }.retained(), releaseClosureBox)
            hasPinDropHandler = true
        }
        let labels = pins.map { strdup($0.label) }
        let accessibleNames = names.map { strdup($0) }
        defer { (labels + accessibleNames).forEach { free($0) } }
        gt_pin_layer_set_named_pins(
            layer, guint(pins.count), pins.map(\.latitude), pins.map(\.longitude), pins.map { gint64($0.id) },
            labels.map { UnsafePointer($0) }, accessibleNames.map { UnsafePointer($0) },
            gint64(pins.first { $0.isSelected }?.id ?? -1))
        drawnPinCount = pins.count
    }

    private func addPin(_ id: Int64) -> (marker: UnsafeMutablePointer<ShumateMarker>, button: Button) {
        let button = Button(label: "")
        button.addCSSClass("map-pin")
        button.onClicked { [weak self] in self?.pinClick(id) }
        let marker = shumate_marker_new()!
        shumate_marker_set_child(marker, button.widgetPointer)
        if pinDrop != nil {
            gt_marker_make_draggable(
                marker, viewport,
                shumate_simple_map_get_map(opaque).map { UnsafeMutableRawPointer($0) }?
                    .assumingMemoryBound(to: GtkWidget.self), gint64(id),
                { id, latitude, longitude, data in
                    let handler = PinDropBox.from(data).closure
                    MainActor.assumeIsolated { handler(Int64(id), latitude, longitude) }
                }, PinDropBox { [weak self] in self?.pinDrop?($0, $1, $2) }.retained(), releaseClosureBox)
        }
        shumate_marker_layer_add_marker(markerLayer, marker)
        pinMarkers[id] = (marker, button)
        return (marker, button)
    }

    /// Draws `points` as one line over the map; dashed for lines that are not roads.
    public func setLine(_ points: [(latitude: Double, longitude: Double)], dashed: Bool) {
        let layer = pathLayer
        shumate_path_layer_remove_all(layer)
        for point in points {
            // A coordinate is born floating; the layer sinks it and owns it.
            let coordinate = shumate_coordinate_new_full(point.latitude, point.longitude)!
            shumate_path_layer_add_node(layer, OpaquePointer(coordinate))
        }
        // set_dash takes the lengths as unsigned values packed into the list's pointers.
        var dashes: UnsafeMutablePointer<GList>?
        if dashed {
            for length: UInt in [8, 6] {
                dashes = g_list_append(dashes, UnsafeMutableRawPointer(bitPattern: length))
            }
        }
        shumate_path_layer_set_dash(layer, dashes)
        g_list_free(dashes)
    }

    /// Shows the box (south, west, north, east) at `zoom`, centred, without animation.
    public func show(latitude: Double, longitude: Double, zoom: Double) {
        let map = shumate_simple_map_get_map(opaque)
        shumate_map_stop_go_to(map)
        shumate_viewport_set_zoom_level(shumate_simple_map_get_viewport(opaque), zoom)
        shumate_map_center_on(map, latitude, longitude)
    }

    /// Moves the view by `dx`, `dy` pixels, as a drag would (keyboard panning, benchmarks).
    public func pan(dx: Double, dy: Double) {
        let map = shumate_simple_map_get_map(opaque)!
        let size = allocatedSize
        var latitude = 0.0, longitude = 0.0
        shumate_viewport_widget_coords_to_location(
            viewport, UnsafeMutableRawPointer(map).assumingMemoryBound(to: GtkWidget.self),
            Double(size.width) / 2 + dx, Double(size.height) / 2 + dy, &latitude, &longitude)
        shumate_map_center_on(map, latitude, longitude)
    }

    /// Where a location is drawn, from the map's centre in pixels (tests
    /// point at pins drawn by the layer, which are not widgets).
    public func offsetFromCentre(latitude: Double, longitude: Double) -> (x: Double, y: Double) {
        let map = UnsafeMutableRawPointer(shumate_simple_map_get_map(opaque)!).assumingMemoryBound(to: GtkWidget.self)
        var x = 0.0, y = 0.0
        shumate_viewport_location_to_widget_coords(viewport, map, latitude, longitude, &x, &y)
        return (x - Double(gtk_widget_get_width(map)) / 2, y - Double(gtk_widget_get_height(map)) / 2)
    }

    /// A credit line under the tiles' licence ("Routes: OSRM"); nil removes it.
    public func setLicenseExtraText(_ text: String?) {
        shumate_license_set_extra_text(shumate_simple_map_get_license(opaque), text)
    }

    /// The pin buttons, in order (tests press them).
    public var pins: [Widget] { pinOrder.compactMap { pinMarkers[$0]?.button } }
}

/// Called on the main thread only, where GTK emits the drops.
private typealias PinDropBox = ClosureBox<@MainActor (Int64, Double, Double) -> Void>

/// Called on the main thread only, where GTK emits the layer's clicks.
private typealias PinClickBox = ClosureBox<@MainActor (Int64) -> Void>

extension MapView {
    /// A one-entry context menu on the map (a secondary click, or a long press
    /// by touch or with the mouse): `action` gets the location that was clicked.
    public func setContextMenu(
        label: String, action: @escaping @MainActor (_ latitude: Double, _ longitude: Double) -> Void
    ) {
        let group = SimpleActionGroup()
        let entry = SimpleAction("context-entry")
        entry.onActivate { [weak self] in
            guard let location = self?.contextLocation else { return }
            action(location.latitude, location.longitude)
        }
        group.addAction(entry)
        insertActionGroup(group, prefix: "map")
        let menu = Menu()
        menu.append(label, action: "map.context-entry")
        let popover = PopoverMenu(menu: menu, over: self)
        contextMenu = popover
        // A popover must leave its parent before the parent is finalized.
        on("destroy") { popover.unparent() }
        let map = shumate_simple_map_get_map(opaque).map {
            UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self)
        }
        let box = ContextMenuBox { [weak self] x, y, latitude, longitude in
            self?.contextLocation = (latitude, longitude)
            self?.contextMenu?.popUp(atX: x, y: y)
        }
        gt_map_set_context_func(
            map, viewport,
            { x, y, latitude, longitude, data in
                let handler = ContextMenuBox.from(data).closure
                MainActor.assumeIsolated { handler(x, y, latitude, longitude) }
            }, box.retained(), releaseClosureBox)
    }
}

/// Called on the main thread only, where GTK emits the map's gestures.
private typealias ContextMenuBox = ClosureBox<@MainActor (Double, Double, Double, Double) -> Void>
