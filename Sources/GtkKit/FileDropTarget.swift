import CGLib
import CGtk
import GLibKit

public typealias FilesDroppedHandler = @MainActor (_ paths: [String]) -> Bool

private let dropTrampoline:
    @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<GValue>?, Double, Double, UnsafeMutableRawPointer?) ->
        gboolean = { _, value, _, _, data in
            let handler = ClosureBox<FilesDroppedHandler>.from(data).closure
            let paths = value.map(FileDropTarget.paths(in:)) ?? []
            return MainActor.assumeIsolated { handler(paths) } ? 1 : 0
        }

/// Files dragged onto a widget from a file manager (a `GtkDropTarget` for
/// `GdkFileList`): the handler gets their local paths.
@MainActor
public final class FileDropTarget: ObjectRef, @unchecked Sendable {
    public init(attachedTo widget: Widget) {
        let target = gtk_drop_target_new(gdk_file_list_get_type(), GDK_ACTION_COPY)!
        super.init(retaining: UnsafeMutableRawPointer(target))
        gtk_widget_add_controller(widget.widgetPointer, target)
    }

    /// `handler` returns whether it took the files.
    @discardableResult
    public func onDrop(_ handler: @escaping FilesDroppedHandler) -> SignalConnection {
        connectSignal("drop", trampoline: unsafeBitCast(dropTrampoline, to: UnsafeRawPointer.self), handler: handler)
    }

    /// The local paths in a `GdkFileList` value; files without one (remote) are left out.
    nonisolated static func paths(in value: UnsafePointer<GValue>) -> [String] {
        guard let list = g_value_get_boxed(value) else { return [] }
        var paths: [String] = []
        var node = gdk_file_list_get_files(OpaquePointer(list))
        let head = node
        defer { g_slist_free(head) }
        while let current = node {
            if let file = current.pointee.data, let path = g_file_get_path(OpaquePointer(file)) {
                paths.append(String(cString: path))
                g_free(path)
            }
            node = current.pointee.next
        }
        return paths
    }
}
