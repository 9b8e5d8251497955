import CGlobetrotter
import CGtk
import GLibKit

/// Touched only on the main thread, where GTK runs drags and drops.
private final class RowDropBox: @unchecked Sendable {
    let id: @MainActor () -> Int64
    let drop: @MainActor (Int64, Int64) -> Void
    init(id: @escaping @MainActor () -> Int64, drop: @escaping @MainActor (Int64, Int64) -> Void) {
        self.id = id
        self.drop = drop
    }
}

extension Widget {
    /// Lets the person drag this row onto another row made reorderable the same
    /// way. `id` says which item the row shows now (rows of a list view are
    /// recycled); `onDrop` gets the dragged item's id and this row's.
    public func enableReorder(
        id: @escaping @MainActor () -> Int64,
        onDrop: @escaping @MainActor (_ dragged: Int64, _ target: Int64) -> Void
    ) {
        let box = Unmanaged.passRetained(RowDropBox(id: id, drop: onDrop)).toOpaque()
        gt_row_enable_reorder(
            widgetPointer,
            { data in
                let box = Unmanaged<RowDropBox>.fromOpaque(data!).takeUnretainedValue()
                return gint64(MainActor.assumeIsolated { box.id() })
            },
            { dragged, target, data in
                let box = Unmanaged<RowDropBox>.fromOpaque(data!).takeUnretainedValue()
                MainActor.assumeIsolated { box.drop(Int64(dragged), Int64(target)) }
            }, box, { Unmanaged<RowDropBox>.fromOpaque($0!).release() })
    }
}
