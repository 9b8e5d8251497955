import CGtk

/// How a widget sits in the space it gets. In its own file, importing CGtk
/// only: in a file that also imports CGlobetrotter, a fresh build (an empty
/// module cache) did not find the GTK_ALIGN_* constants — that module's
/// header includes GTK's too — while an incremental one did.
public enum Align: Sendable {
    case fill, start, end, center

    var gtk: GtkAlign {
        switch self {
        case .fill: GTK_ALIGN_FILL
        case .start: GTK_ALIGN_START
        case .end: GTK_ALIGN_END
        case .center: GTK_ALIGN_CENTER
        }
    }
}
