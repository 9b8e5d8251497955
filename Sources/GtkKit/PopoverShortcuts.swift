import CGLib
import CGtk
import GLibKit

/// The application's own shortcuts (Ctrl+Q, Quit) inside popovers. GTK 4.8
/// hands an open popover's keys to the popover alone, past the window's
/// application shortcuts, so Ctrl+Q in an open menu or drop-down did
/// nothing. The popovers the wrappers here make (drop-downs, combo rows,
/// menus) get a shortcut controller over one shared list, which the app
/// fills once with its application actions' accelerators.
@MainActor
public enum PopoverShortcuts {
    /// One `GListStore` of `GtkShortcut`s for every popover's controller.
    private static let shortcuts = g_list_store_new(gtk_shortcut_get_type())!
    /// What is in `shortcuts`, so forwarding twice adds nothing.
    private static var forwarded: Set<[String]> = []

    /// Makes `accelerators` ("<Control>q") activate `action` ("app.quit") in every popover.
    public static func forward(_ accelerators: [String], to action: String) {
        for accelerator in accelerators where forwarded.insert([accelerator, action]).inserted {
            guard let trigger = gtk_shortcut_trigger_parse_string(accelerator) else { continue }
            let shortcut = gtk_shortcut_new(trigger, gtk_named_action_new(action))
            g_list_store_append(shortcuts, UnsafeMutableRawPointer(shortcut))
            g_object_unref(UnsafeMutableRawPointer(shortcut))
        }
    }

    /// Gives `widget`, if it is a popover, and the popovers among its
    /// descendants (a drop-down's list) the forwarded shortcuts.
    static func install(in widget: UnsafeMutablePointer<GtkWidget>) {
        let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
        if g_type_check_instance_is_a(instance, gtk_popover_get_type()) != 0 { install(on: widget) }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            install(in: current)
            child = gtk_widget_get_next_sibling(current)
        }
    }

    private static func install(on popover: UnsafeMutablePointer<GtkWidget>) {
        let controller = gtk_shortcut_controller_new_for_model(shortcuts)!
        // Before the popover's own widgets: nothing there answers Ctrl+Q.
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        gtk_widget_add_controller(popover, controller)
    }
}
