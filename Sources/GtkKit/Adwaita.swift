import CAdwaita
import CGtk
import GLibKit

@MainActor
public final class HeaderBar: Widget, @unchecked Sendable {
    public convenience init() { self.init(widget: adw_header_bar_new()) }

    public func setTitleWidget(_ widget: Widget?) { adw_header_bar_set_title_widget(opaque, widget?.widgetPointer) }
    public func packStart(_ widget: Widget) { adw_header_bar_pack_start(opaque, widget.widgetPointer) }
    public func packEnd(_ widget: Widget) { adw_header_bar_pack_end(opaque, widget.widgetPointer) }
}

/// Pages with a title and icon, shown by view switchers.
@MainActor
public final class ViewStack: Widget, @unchecked Sendable {
    public convenience init() { self.init(widget: adw_view_stack_new()) }

    public func addTitled(_ child: Widget, name: String, title: String, iconName: String) {
        _ = adw_view_stack_add_titled(opaque, child.widgetPointer, name, title)
        if let page = adw_view_stack_get_page(opaque, child.widgetPointer) {
            adw_view_stack_page_set_icon_name(page, iconName)
            adw_view_stack_page_set_use_underline(page, 1)
        }
    }

    public var visibleChildName: String? {
        get { adw_view_stack_get_visible_child_name(opaque).map { String(cString: $0) } }
        set { adw_view_stack_set_visible_child_name(opaque, newValue) }
    }

    @discardableResult
    public func onVisibleChildChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        onNotify("visible-child-name", handler)
    }
}

@MainActor
public final class ViewSwitcherTitle: Widget, @unchecked Sendable {
    public convenience init(stack: ViewStack, title: String) {
        self.init(widget: adw_view_switcher_title_new())
        adw_view_switcher_title_set_stack(opaque, stack.opaque)
        adw_view_switcher_title_set_title(opaque, title)
    }

    /// True when the window is too narrow for the switcher in the header bar.
    public var isTitleVisible: Bool { adw_view_switcher_title_get_title_visible(opaque) != 0 }
}

@MainActor
public final class ViewSwitcherBar: Widget, @unchecked Sendable {
    public convenience init(stack: ViewStack) {
        self.init(widget: adw_view_switcher_bar_new())
        adw_view_switcher_bar_set_stack(opaque, stack.opaque)
    }

    public var reveals: Bool {
        get { adw_view_switcher_bar_get_reveal(opaque) != 0 }
        set { adw_view_switcher_bar_set_reveal(opaque, newValue ? 1 : 0) }
    }
}

@MainActor
public final class StatusPage: Widget, @unchecked Sendable {
    public convenience init(iconName: String?, title: String, description: String? = nil, child: Widget? = nil) {
        self.init(widget: adw_status_page_new())
        adw_status_page_set_icon_name(opaque, iconName)
        self.title = title
        self.details = description
        if let child { adw_status_page_set_child(opaque, child.widgetPointer) }
    }

    public var title: String {
        get { adw_status_page_get_title(opaque).map { String(cString: $0) } ?? "" }
        set { adw_status_page_set_title(opaque, newValue) }
    }

    public var details: String? {
        get { adw_status_page_get_description(opaque).map { String(cString: $0) } }
        set { adw_status_page_set_description(opaque, newValue) }
    }

    public func setChild(_ child: Widget?) { adw_status_page_set_child(opaque, child?.widgetPointer) }

    public var iconName: String? {
        get { adw_status_page_get_icon_name(opaque).map { String(cString: $0) } }
        set { adw_status_page_set_icon_name(opaque, newValue) }
    }
}

@MainActor
public final class ToastOverlay: Widget, @unchecked Sendable {
    public convenience init(child: Widget) {
        self.init(widget: adw_toast_overlay_new())
        adw_toast_overlay_set_child(opaque, child.widgetPointer)
    }

    /// Shows `title` for `seconds` (0 keeps it until dismissed).
    public func showToast(_ title: String, seconds: UInt32 = 4) {
        show(ToastRequest(title), seconds: seconds)
    }

    /// Shows `request`, its button (if any) activating its action. The title
    /// is plain text on one line where the window has room, wrapped where it
    /// has not: AdwToast 1.2 ellipsizes its own title to one line and reads
    /// it as markup.
    @discardableResult
    public func show(_ request: ToastRequest, seconds: UInt32? = nil) -> OpaquePointer {
        let toast = adw_toast_new("")!
        if request.isUrgent { adw_toast_set_priority(toast, ADW_TOAST_PRIORITY_HIGH) }
        if let button = request.buttonLabel, let action = request.buttonAction {
            adw_toast_set_button_label(toast, button)
            adw_toast_set_detailed_action_name(toast, action)
        }
        let label = Label(request.text)
        label.wraps = true
        // One line of up to 80 characters (a name quoted in a sentence, at the
        // window's default width); a longer sentence wraps.
        label.maximumWidthChars = 80
        label.prefersOneLine()  // beside "Undo", not narrowed to two lines
        label.setAlignment(x: 0)
        label.addCSSClass("heading")
        adw_toast_set_custom_title(toast, label.widgetPointer)
        adw_toast_set_timeout(toast, seconds ?? (request.buttonLabel == nil ? 4 : 5))
        adw_toast_overlay_add_toast(opaque, toast)
        return toast
    }

    /// Activates a detailed action ("trip-7.undo", "win.show-page::trips") as seen from this widget.
    func activateDetailedAction(_ detailedName: String) -> Bool {
        var name: UnsafeMutablePointer<gchar>?
        var target: OpaquePointer?
        guard g_action_parse_detailed_name(detailedName, &name, &target, nil) != 0, let name else { return false }
        defer {
            g_free(name)
            if let target { g_variant_unref(target) }
        }
        return gtk_widget_activate_action_variant(widgetPointer, name, target) != 0
    }
}

/// Follows the desktop's light/dark preference unless the user overrides it.
public enum ColorScheme: String, CaseIterable, Sendable {
    case system, light, dark

    @MainActor
    public func apply() {
        let manager = adw_style_manager_get_default()
        let scheme: AdwColorScheme =
            switch self {
            case .system: ADW_COLOR_SCHEME_DEFAULT
            case .light: ADW_COLOR_SCHEME_FORCE_LIGHT
            case .dark: ADW_COLOR_SCHEME_FORCE_DARK
            }
        adw_style_manager_set_color_scheme(manager, scheme)
    }

}
