import CGLib
import CGlobetrotter
import CGtk
import GLibKit

/// Base of every widget wrapper. Owns a reference (see `ObjectRef`); GTK's
/// widget tree holds its own, so dropping a wrapper never destroys a visible widget.
open class Widget: ObjectRef, @unchecked Sendable {
    public var widgetPointer: UnsafeMutablePointer<GtkWidget> { cast() }
    public var opaque: OpaquePointer { OpaquePointer(objectPointer) }

    /// Wraps an existing widget (transfer none or floating).
    public required init(widget pointer: UnsafeMutableRawPointer) {
        super.init(retaining: pointer)
    }
}

@MainActor
extension Widget {
    public var isVisible: Bool {
        get { gtk_widget_get_visible(widgetPointer) != 0 }
        set { gtk_widget_set_visible(widgetPointer, newValue ? 1 : 0) }
    }

    public var isSensitive: Bool {
        get { gtk_widget_get_sensitive(widgetPointer) != 0 }
        set { gtk_widget_set_sensitive(widgetPointer, newValue ? 1 : 0) }
    }

    /// The size GTK gave the widget at the last layout; zero before the first.
    public var allocatedSize: (width: Int32, height: Int32) {
        (gtk_widget_get_width(widgetPointer), gtk_widget_get_height(widgetPointer))
    }

    public var isMapped: Bool { gtk_widget_get_mapped(widgetPointer) != 0 }

    public var tooltip: String? {
        get { gtk_widget_get_tooltip_text(widgetPointer).map { String(cString: $0) } }
        set { gtk_widget_set_tooltip_text(widgetPointer, newValue) }
    }

    public func expand(horizontally: Bool = true, vertically: Bool = true) {
        gtk_widget_set_hexpand(widgetPointer, horizontally ? 1 : 0)
        gtk_widget_set_vexpand(widgetPointer, vertically ? 1 : 0)
    }

    public func align(horizontal: Align? = nil, vertical: Align? = nil) {
        if let horizontal { gtk_widget_set_halign(widgetPointer, horizontal.gtk) }
        if let vertical { gtk_widget_set_valign(widgetPointer, vertical.gtk) }
    }

    public func margins(_ all: Int32) {
        margins(top: all, bottom: all, start: all, end: all)
    }

    public func margins(top: Int32 = 0, bottom: Int32 = 0, start: Int32 = 0, end: Int32 = 0) {
        gtk_widget_set_margin_top(widgetPointer, top)
        gtk_widget_set_margin_bottom(widgetPointer, bottom)
        gtk_widget_set_margin_start(widgetPointer, start)
        gtk_widget_set_margin_end(widgetPointer, end)
    }

    public func sizeRequest(width: Int32 = -1, height: Int32 = -1) {
        gtk_widget_set_size_request(widgetPointer, width, height)
    }

    public func addCSSClass(_ name: String) { gtk_widget_add_css_class(widgetPointer, name) }
    public func removeCSSClass(_ name: String) { gtk_widget_remove_css_class(widgetPointer, name) }
    public func hasCSSClass(_ name: String) -> Bool { gtk_widget_has_css_class(widgetPointer, name) != 0 }

    @discardableResult
    public func grabFocus() -> Bool { gtk_widget_grab_focus(widgetPointer) != 0 }

    /// Runs `handler` each time the widget is mapped: when its window shows,
    /// and when the page of a stack holding it becomes the visible one.
    @discardableResult
    public func onMap(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        on("map", after: true, handler)
    }

    public var hasFocus: Bool { gtk_widget_has_focus(widgetPointer) != 0 }

    /// True when the keyboard focus is on this widget or inside it (an entry's text child).
    public var containsFocus: Bool {
        guard let root = gtk_widget_get_root(widgetPointer), let focus = gtk_root_get_focus(root) else { return false }
        return focus == widgetPointer || gtk_widget_is_ancestor(focus, widgetPointer) != 0
    }

    /// Activates an action reachable from this widget, e.g. "win.close", or
    /// "win.show-page" with the string target "trips".
    @discardableResult
    public func activateAction(_ name: String, target: String? = nil) -> Bool {
        let parameter = target.map { g_variant_ref_sink(g_variant_new_string($0)) }
        defer { if let parameter { g_variant_unref(parameter) } }
        return gtk_widget_activate_action_variant(widgetPointer, name, parameter ?? nil) != 0
    }

    /// Sets the name assistive technologies read for this widget.
    public func setAccessibleLabel(_ label: String) {
        // Kept on the object too: GTK 4.8 has no getter for accessible properties.
        g_object_set_data_full(
            objectPointer, "gt-accessible-label", g_strdup(label), g_free)
        setAccessibleText(label, for: GTK_ACCESSIBLE_PROPERTY_LABEL)
    }

    /// Sets what assistive technologies read after the name (GTK uses the tooltip until then).
    public func setAccessibleDescription(_ description: String) {
        setAccessibleText(description, for: GTK_ACCESSIBLE_PROPERTY_DESCRIPTION)
    }

    private func setAccessibleText(_ text: String, for property: GtkAccessibleProperty) {
        var value = GValue()
        g_value_init(&value, gt_type_string())
        g_value_set_string(&value, text)
        var properties = [property]
        gtk_accessible_update_property_value(OpaquePointer(objectPointer), 1, &properties, &value)
        g_value_unset(&value)
    }

    /// The name last given with `setAccessibleLabel`, or nil.
    public var accessibleLabel: String? {
        g_object_get_data(objectPointer, "gt-accessible-label")
            .map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
    }

    /// The first descendant (depth first, this widget included) matching `predicate`; for tests.
    public func firstDescendant(where predicate: (Widget) -> Bool) -> Widget? {
        if predicate(self) { return self }
        var child = gtk_widget_get_first_child(widgetPointer)
        while let current = child {
            if let found = Widget(widget: current).firstDescendant(where: predicate) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    /// All descendants, depth first; for tests and accessibility checks.
    public func descendants() -> [Widget] {
        var result: [Widget] = []
        var child = gtk_widget_get_first_child(widgetPointer)
        while let current = child {
            let widget = Widget(widget: current)
            result.append(widget)
            result.append(contentsOf: widget.descendants())
            child = gtk_widget_get_next_sibling(current)
        }
        return result
    }

    public var root: Widget? {
        gtk_widget_get_root(widgetPointer).map { Widget(widget: UnsafeMutableRawPointer($0)) }
    }

    /// The widget this one is a child of (a list view's row item, for a row's content).
    public var parent: Widget? {
        gtk_widget_get_parent(widgetPointer).map { Widget(widget: UnsafeMutableRawPointer($0)) }
    }
}
