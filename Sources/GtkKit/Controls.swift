import CGlobetrotter
import CGtk
import GLibKit

@MainActor
public final class Label: Widget, @unchecked Sendable {
    public convenience init(_ text: String = "") {
        self.init(widget: gtk_label_new(nil))
        self.text = text
    }

    /// Always plain text: names from APIs must never be parsed as markup.
    public var text: String {
        get { String(cString: gtk_label_get_text(opaque)) }
        set { gtk_label_set_text(opaque, newValue) }
    }

    public var wraps: Bool {
        get { gtk_label_get_wrap(opaque) != 0 }
        set {
            gtk_label_set_wrap(opaque, newValue ? 1 : 0)
            gtk_label_set_wrap_mode(opaque, PANGO_WRAP_WORD_CHAR)
        }
    }

    public var isSelectable: Bool {
        get { gtk_label_get_selectable(opaque) != 0 }
        set { gtk_label_set_selectable(opaque, newValue ? 1 : 0) }
    }

    public func setAlignment(x: Float) { gtk_label_set_xalign(opaque, x) }

    /// The widest a wrapping label asks to be, in characters.
    public var maximumWidthChars: Int32 {
        get { gtk_label_get_max_width_chars(opaque) }
        set { gtk_label_set_max_width_chars(opaque, newValue) }
    }

    /// A wrapping label that asks for the width of its text on one line
    /// (up to `maximumWidthChars`) whatever the height it is offered, and
    /// wraps only when it is given less. By default GTK asks, for a given
    /// height, the narrowest width the text fits in — and a horizontal box
    /// measures its children for its own height, so a label beside a button
    /// as tall as two lines of text is given half its width and breaks
    /// inside a word ("“Sunscree- / n” deleted").
    public func prefersOneLine() { gtk_label_set_natural_wrap_mode(opaque, GTK_NATURAL_WRAP_NONE) }

    public func justify(_ center: Bool) {
        gtk_label_set_justify(opaque, center ? GTK_JUSTIFY_CENTER : GTK_JUSTIFY_LEFT)
    }

    public func ellipsizeEnd() { gtk_label_set_ellipsize(opaque, PANGO_ELLIPSIZE_END) }
}

@MainActor
public final class Button: Widget, @unchecked Sendable {
    public convenience init(label: String) {
        self.init(widget: gtk_button_new_with_mnemonic(label))
        readsShownLabelOnce()
    }

    /// A button showing `child`, e.g. a flag and a name that must not be read as a mnemonic.
    public convenience init(child: Widget, tooltip: String? = nil) {
        self.init(widget: gtk_button_new())
        gtk_button_set_child(buttonPointer, child.widgetPointer)
        self.tooltip = tooltip
    }

    public convenience init(iconName: String, tooltip: String) {
        self.init(widget: gtk_button_new_from_icon_name(iconName))
        self.tooltip = tooltip
        setAccessibleLabel(tooltip)
    }

    /// The button's text wraps, centred, when the button is given less than
    /// its width (two buttons side by side on a phone-narrow window).
    public func wrapsLabel() {
        guard let child = gtk_button_get_child(buttonPointer), Widget(widget: child).typeName == "GtkLabel" else {
            return
        }
        let label = OpaquePointer(child)
        gtk_label_set_wrap(label, 1)
        gtk_label_set_justify(label, GTK_JUSTIFY_CENTER)
        gtk_label_set_natural_wrap_mode(label, GTK_NATURAL_WRAP_NONE)
    }

    public var label: String? {
        get { gtk_button_get_label(buttonPointer).map { String(cString: $0) } }
        set {
            gtk_button_set_label(buttonPointer, newValue)
            readsShownLabelOnce()
        }
    }

    /// Names the action ("app.quit") the button activates; a detailed name
    /// ("win.show-page::profile") sets its target too.
    public var actionName: String? {
        get { gtk_actionable_get_action_name(OpaquePointer(objectPointer)).map { String(cString: $0) } }
        set { gtk_actionable_set_detailed_action_name(OpaquePointer(objectPointer), newValue) }
    }

    @discardableResult
    public func onClicked(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        on("clicked", handler)
    }

    /// Emits `clicked` now (`gtk_widget_activate` delays it ~250 ms for the animation).
    public func click() { gt_signal_emit_void(objectPointer, "clicked") }

    private var buttonPointer: UnsafeMutablePointer<GtkButton> { cast() }
}

@MainActor
public final class MenuButton: Widget, @unchecked Sendable {
    /// The menu's popover is built when it first opens (by click or F10), not
    /// with the button: nothing of it is needed for the window's first frame.
    public convenience init(iconName: String, tooltip: String, menu: Menu, isPrimary: Bool = true) {
        self.init(widget: gtk_menu_button_new())
        gtk_menu_button_set_icon_name(opaque, iconName)
        let model = UnsafeMutableRawPointer(menu.menuModelPointer)
        g_object_ref(model)
        gtk_menu_button_set_create_popup_func(
            opaque,
            { button, model in
                gtk_menu_button_set_menu_model(button, model?.assumingMemoryBound(to: GMenuModel.self))
                // GTK calls this on the main thread, as it opens the menu.
                guard let popover = gtk_menu_button_get_popover(button) else { return }
                MainActor.assumeIsolated {
                    PopoverShortcuts.install(
                        in: UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkWidget.self))
                }
            },
            model, { g_object_unref($0) })
        gtk_menu_button_set_primary(opaque, isPrimary ? 1 : 0)
        self.tooltip = tooltip
        setAccessibleLabel(tooltip)
    }
}

@MainActor
public final class Image: Widget, @unchecked Sendable {
    public convenience init(iconName: String, pixelSize: Int32 = 16) {
        self.init(widget: gtk_image_new_from_icon_name(iconName))
        gtk_image_set_pixel_size(opaque, pixelSize)
    }
}

/// A `GtkSpinner` that spins only while it is active *and* on screen: a
/// spinning GtkSpinner on a hidden page still ticks the frame clock and
/// floods the accessibility bus (~1,500 wake-ups a second, measured).
@MainActor
public final class Spinner: Widget, @unchecked Sendable {
    /// Whatever is loading wants it to spin; it does once it is mapped.
    public var isActive = false {
        didSet { update() }
    }

    public convenience init() {
        self.init(widget: gtk_spinner_new())
        on("map") { [weak self] in self?.update() }
        on("unmap") { [weak self] in self?.update() }
    }

    /// Whether GTK animates it now.
    public var isSpinning: Bool { gtk_spinner_get_spinning(opaque) != 0 }

    private func update() {
        let spins = isActive && isMapped
        if spins != isSpinning { gtk_spinner_set_spinning(opaque, spins ? 1 : 0) }
    }
}

/// A progress bar; `startPulsing` shows activity of unknown length without an
/// icon (unlike GtkSpinner, it needs no SVG renderer). The pulse stops by
/// itself once the wrapper is gone.
@MainActor
public final class ProgressBar: Widget, @unchecked Sendable {
    private var pulse: SourceToken?

    public convenience init() { self.init(widget: gtk_progress_bar_new()) }

    public func startPulsing(everyMilliseconds interval: UInt32 = 120) {
        guard pulse == nil else { return }
        gtk_progress_bar_set_pulse_step(opaque, 0.15)
        pulse = MainContext.timeout(milliseconds: interval) { [weak self] in
            guard let self else { return .remove }
            gtk_progress_bar_pulse(opaque)
            return .keep
        }
    }

}
