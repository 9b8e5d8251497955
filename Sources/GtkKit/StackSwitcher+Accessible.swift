import CGLib
import CGtk

@MainActor
extension StackSwitcher {
    /// Names the switcher's buttons, in order: GTK 4.8 names each after its
    /// page's title as written, so a reader said "underscore Stops" for "_Stops".
    public func nameTabs(_ names: [String]) {
        var child = gtk_widget_get_first_child(widgetPointer)
        var remaining = names[...]
        while let button = child, let name = remaining.popFirst() {
            Widget(widget: UnsafeMutableRawPointer(button)).setSoleAccessibleLabel(name)
            child = gtk_widget_get_next_sibling(button)
        }
    }
}
