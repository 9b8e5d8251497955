import CGLib
import CGtk
import GLibKit

/// A `GtkFileChooserNative` save dialog (the portal's when sandboxed).
@MainActor
public final class SaveFileDialog: ObjectRef, @unchecked Sendable {
    public init(title: String, transientFor parent: Widget?, suggestedName: String) {
        let parentWindow: UnsafeMutablePointer<GtkWindow>? = parent?.cast()
        // No button labels: GTK's own "_Save" and "_Cancel", in GTK's translation.
        let chooser = gtk_file_chooser_native_new(title, parentWindow, GTK_FILE_CHOOSER_ACTION_SAVE, nil, nil)!
        super.init(adopting: UnsafeMutableRawPointer(chooser))
        gtk_native_dialog_set_modal(cast(), 1)
        gtk_file_chooser_set_current_name(OpaquePointer(objectPointer), suggestedName)
    }

    /// Shows the dialog; `completion` gets the chosen path, or nil when cancelled.
    /// The dialog keeps itself alive until it answers.
    public func present(completion: @escaping @MainActor (String?) -> Void) {
        var connection: SignalConnection?
        connection = onWithPointer("response") { [self] response in
            let accepted = Int32(truncatingIfNeeded: Int(bitPattern: response)) == GTK_RESPONSE_ACCEPT.rawValue
            connection?.disconnect()
            connection = nil
            completion(accepted ? chosenPath : nil)
        }
        gtk_native_dialog_show(cast())
    }

    private var chosenPath: String? {
        guard let file = gtk_file_chooser_get_file(OpaquePointer(objectPointer)) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        guard let path = g_file_get_path(file) else { return nil }
        defer { g_free(path) }
        return String(cString: path)
    }
}
