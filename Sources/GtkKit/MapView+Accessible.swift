import CGLib
import CGlobetrotter
import CGtk
import CShumate
import GLibKit

extension MapView {
    /// What a screen reader says of the map: its name ("Map of Baltic Coast,
    /// 4 stops") and what it shows (its description).
    public func describe(name: String, description: String) {
        setAccessibleLabel(name)
        setAccessibleDescription(description)
    }

    /// Names libshumate's zoom buttons, which show icons only and say nothing to a screen reader.
    public func nameZoomButtons(zoomIn: String, zoomOut: String) {
        for widget in descendants() {
            let instance = UnsafeMutableRawPointer(widget.widgetPointer).assumingMemoryBound(to: GTypeInstance.self)
            guard g_type_check_instance_is_a(instance, gtk_button_get_type()) != 0 else { continue }
            // libshumate's buttons hold a GtkImage child rather than an icon name.
            let image = gtk_widget_get_first_child(widget.widgetPointer)
            let isImage =
                image.map {
                    g_type_check_instance_is_a(
                        UnsafeMutableRawPointer($0).assumingMemoryBound(to: GTypeInstance.self), gtk_image_get_type())
                        != 0
                } ?? false
            guard let image, isImage else { continue }
            let icon = gtk_image_get_icon_name(OpaquePointer(image)).map { String(cString: $0) }
            switch icon {
            case "zoom-in-symbolic":
                widget.setAccessibleLabel(zoomIn)
                widget.tooltip = zoomIn
            case "zoom-out-symbolic":
                widget.setAccessibleLabel(zoomOut)
                widget.tooltip = zoomOut
            default: break
            }
        }
    }
}
