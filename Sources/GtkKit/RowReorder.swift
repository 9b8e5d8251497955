import CGlobetrotter
import CGtk
import GLibKit

/// Called on the main thread only, where GTK runs drags and drops.
private typealias RowDropBox = ClosureBox<(id: @MainActor () -> Int64, drop: @MainActor (Int64, Int64) -> Void)>

extension Widget {
    /// Lets the person drag this row onto another row made reorderable the same
    /// way. `id` says which item the row shows now (rows of a list view are
    /// recycled); `onDrop` gets the dragged item's id and this row's.
    public func enableReorder(
        id: @escaping @MainActor () -> Int64,
        onDrop: @escaping @MainActor (_ dragged: Int64, _ target: Int64) -> Void
    ) {
        gt_row_enable_reorder(
            widgetPointer,
            { data in
                let row = RowDropBox.from(data).closure
                return gint64(MainActor.assumeIsolated { row.id() })
            },
            { dragged, target, data in
                let row = RowDropBox.from(data).closure
                MainActor.assumeIsolated { row.drop(Int64(dragged), Int64(target)) }
            }, RowDropBox((id: id, drop: onDrop)).retained(), releaseClosureBox)
    }
}
