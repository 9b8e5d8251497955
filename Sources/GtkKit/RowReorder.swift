import CGlobetrotter
import CGtk
import GLibKit

/// Touched only on the main thread, where GTK emits `drop`.
private final class RowDropBox: @unchecked Sendable {
    let handler: @MainActor (Int64, Int64) -> Void
    init(_ handler: @escaping @MainActor (Int64, Int64) -> Void) { self.handler = handler }
}

extension Widget {
    /// Lets the person drag this row (carrying `id`) onto another row made
    /// reorderable the same way; `onDrop` gets the dragged row's id and this one's.
    public func enableReorder(id: Int64, onDrop: @escaping @MainActor (_ dragged: Int64, _ target: Int64) -> Void) {
        let box = Unmanaged.passRetained(RowDropBox(onDrop)).toOpaque()
        gt_row_enable_reorder(
            widgetPointer, gint64(id),
            { dragged, target, data in
                let box = Unmanaged<RowDropBox>.fromOpaque(data!).takeUnretainedValue()
                MainActor.assumeIsolated { box.handler(Int64(dragged), Int64(target)) }
            }, box, { Unmanaged<RowDropBox>.fromOpaque($0!).release() })
    }
}
