import CGLib
import CGtk
import GLibKit

/// A kind of file a chooser offers: a name ("GPX Files") and its MIME types and name patterns.
public struct FileKind: Sendable {
    public let name: String
    public let mimeTypes: [String]
    public let patterns: [String]
    /// Also every image format gdk-pixbuf can read.
    public let includesImageFormats: Bool

    public init(name: String, mimeTypes: [String] = [], patterns: [String] = [], includesImageFormats: Bool = false) {
        self.name = name
        self.mimeTypes = mimeTypes
        self.patterns = patterns
        self.includesImageFormats = includesImageFormats
    }

    /// The images gdk-pixbuf can read (JPEG, PNG, WebP when its loader is installed, …).
    public static func images(named name: String) -> FileKind {
        FileKind(name: name, includesImageFormats: true)
    }
}

/// A `GtkFileChooserNative` save dialog (the portal's when sandboxed).
@MainActor
public final class SaveFileDialog: FileDialog, @unchecked Sendable {
    public init(title: String, transientFor parent: Widget?, suggestedName: String, kinds: [FileKind] = []) {
        super.init(title: title, transientFor: parent, action: GTK_FILE_CHOOSER_ACTION_SAVE, kinds: kinds)
        gtk_file_chooser_set_current_name(OpaquePointer(objectPointer), suggestedName)
    }
}

/// A `GtkFileChooserNative` open dialog for one file of the given kinds.
@MainActor
public final class OpenFileDialog: FileDialog, @unchecked Sendable {
    public init(title: String, transientFor parent: Widget?, kinds: [FileKind]) {
        super.init(title: title, transientFor: parent, action: GTK_FILE_CHOOSER_ACTION_OPEN, kinds: kinds)
    }
}

/// What the open and save dialogs share: the native chooser, its filters, its answer.
@MainActor
public class FileDialog: ObjectRef, @unchecked Sendable {
    init(title: String, transientFor parent: Widget?, action: GtkFileChooserAction, kinds: [FileKind]) {
        let parentWindow: UnsafeMutablePointer<GtkWindow>? = parent?.cast()
        // No button labels: GTK's own "_Open", "_Save" and "_Cancel", in GTK's translation.
        let chooser = gtk_file_chooser_native_new(title, parentWindow, action, nil, nil)!
        super.init(adopting: UnsafeMutableRawPointer(chooser))
        gtk_native_dialog_set_modal(cast(), 1)
        for kind in kinds {
            let filter = gtk_file_filter_new()!
            gtk_file_filter_set_name(filter, kind.name)
            for type in kind.mimeTypes { gtk_file_filter_add_mime_type(filter, type) }
            for pattern in kind.patterns { gtk_file_filter_add_pattern(filter, pattern) }
            if kind.includesImageFormats { gtk_file_filter_add_pixbuf_formats(filter) }
            // The chooser takes its own reference.
            gtk_file_chooser_add_filter(OpaquePointer(objectPointer), filter)
            g_object_unref(UnsafeMutableRawPointer(filter))
        }
    }

    /// The person's Pictures folder (XDG `PICTURES`); nil when none is set up.
    public static var picturesFolder: String? {
        guard let path = g_get_user_special_dir(G_USER_DIRECTORY_PICTURES) else { return nil }
        return String(cString: path)
    }

    /// Opens the dialog in `folder`; a folder that does not exist leaves GTK's choice.
    public func setCurrentFolder(_ folder: String) {
        let file = g_file_new_for_path(folder)!
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        var error: UnsafeMutablePointer<GError>?
        if gtk_file_chooser_set_current_folder(OpaquePointer(objectPointer), file, &error) == 0, let error {
            g_error_free(error)
        }
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
