import CAdwaita
import CGLib
import CGtk
import GLibKit

/// What `win.show-toast` shows: a sentence, and maybe a button ("Undo") that
/// activates an action (`trip-7.undo`) found from the window.
public struct ToastRequest: Equatable, Sendable {
    public var text: String
    public var buttonLabel: String?
    /// The detailed action the button activates; needed with `buttonLabel`.
    public var buttonAction: String?
    /// Shown at once (`ADW_TOAST_PRIORITY_HIGH`), the shown toast going back
    /// into the queue, instead of after every toast already waiting.
    public var isUrgent: Bool

    public init(_ text: String, buttonLabel: String? = nil, buttonAction: String? = nil, isUrgent: Bool = false) {
        self.text = text
        self.buttonLabel = buttonLabel
        self.buttonAction = buttonAction
        self.isUrgent = isUrgent
    }

    /// The action's parameter type: text, button label, button action ("" for none), urgent.
    static let variantType = "(sssb)"

    @MainActor
    func makeVariant() -> OpaquePointer {
        var children: [OpaquePointer?] = [
            g_variant_new_string(text), g_variant_new_string(buttonLabel ?? ""),
            g_variant_new_string(buttonAction ?? ""), g_variant_new_boolean(isUrgent ? 1 : 0),
        ]
        return g_variant_ref_sink(g_variant_new_tuple(&children, gsize(children.count)))
    }

    @MainActor
    init(variant: OpaquePointer) {
        func string(_ index: Int) -> String {
            let child = g_variant_get_child_value(variant, gsize(index))
            defer { g_variant_unref(child) }
            return String(cString: g_variant_get_string(child, nil))
        }
        let urgent = g_variant_get_child_value(variant, 3)
        defer { g_variant_unref(urgent) }
        let (label, action) = (string(1), string(2))
        self.init(
            string(0), buttonLabel: label.isEmpty ? nil : label, buttonAction: action.isEmpty ? nil : action,
            isUrgent: g_variant_get_boolean(urgent) != 0)
    }
}

@MainActor
extension Widget {
    /// Shows `toast` in the window this widget is in, through its
    /// `win.show-toast`; false when the widget is in no window with toasts.
    @discardableResult
    public func showToast(_ toast: ToastRequest) -> Bool {
        let parameter = toast.makeVariant()
        defer { g_variant_unref(parameter) }
        return gtk_widget_activate_action_variant(widgetPointer, "win.\(WindowToasts.actionName)", parameter) != 0
    }
}

/// A window's one toast overlay, around its content, and its
/// `win.show-toast` action: every page shows its toasts through the action
/// (`Widget.showToast`), so toasts queue in one place whatever page sent
/// them. Keeps the newest toast whose button is up, for Ctrl+Z.
@MainActor
public final class WindowToasts {
    public static let actionName = "show-toast"
    public let overlay: ToastOverlay
    private var offers: [(toast: ObjectRef, action: String)] = []
    /// The name a screen reader says for a toast's close button (libadwaita 1.2 gives it none).
    public var closeButtonName: String?
    /// Called when a toast with a button comes up or goes.
    public var onOffersChanged: (@MainActor () -> Void)?

    /// Puts `content` in `window` inside the overlay and adds `win.show-toast`.
    public init(on window: ApplicationWindow, around content: Widget) {
        overlay = ToastOverlay(child: content)
        window.setContent(overlay)
        let action = SimpleAction(Self.actionName, parameterType: ToastRequest.variantType)
        // The window keeps its toasts: the action holds them as long as it lives.
        action.onActivate(parameter: { self.show(ToastRequest(variant: $0)) })
        window.addAction(action)
    }

    /// Whether a toast with a button is up.
    public var isOffering: Bool { !offers.isEmpty }

    /// Presses the newest toast's button (activates its action) and dismisses
    /// that toast; false when none is up.
    @discardableResult
    public func pressNewest() -> Bool {
        guard let offer = offers.popLast() else { return false }
        onOffersChanged?()
        _ = overlay.activateDetailedAction(offer.action)
        adw_toast_dismiss(OpaquePointer(offer.toast.objectPointer))
        return true
    }

    private func show(_ request: ToastRequest) {
        let toast = overlay.show(request)
        nameToastButtons()
        guard let action = request.buttonAction, request.buttonLabel != nil else { return }
        let reference = ObjectRef(retaining: UnsafeMutableRawPointer(toast))
        offers.append((reference, action))
        // The toast owns the connection: it goes with the toast (so the
        // handler holds its address, not a reference).
        let address = reference.objectPointer
        ObjectRef(retaining: UnsafeMutableRawPointer(toast)).on("dismissed") { [weak self] in
            guard let self, self.offers.contains(where: { $0.toast.objectPointer == address }) else { return }
            self.offers.removeAll { $0.toast.objectPointer == address }
            self.nameToastButtons()
            self.onOffersChanged?()
        }
        onOffersChanged?()
    }

    /// Names the close button of each toast up now (a queued toast's comes
    /// with it: libadwaita 1.2 gives it no name), and has its Undo read once.
    private func nameToastButtons() {
        let toasts = overlay.descendants().filter { $0.typeName == "AdwToastWidget" }
        for button in toasts.flatMap({ $0.descendants() })
        where button.typeName == "GtkButton" && button.accessibleLabel == nil {
            let icon = gtk_button_get_icon_name(button.cast(GtkButton.self)).map { String(cString: $0) }
            if icon == "window-close-symbolic", let closeButtonName {
                button.setAccessibleLabel(closeButtonName)
            } else {
                button.readsShownLabelOnce()
            }
        }
    }
}
