import Foundation

/// The To-Do feature's sentences, shared by its page and a trip's checklist.
public enum ToDoWording {
    /// "3 of 7 done"; nil for an empty list.
    public static func counts(_ counts: ToDoCounts) -> String? {
        guard counts.total > 0 else { return nil }
        return ntr(
            "{done} of {count} done", "{done} of {count} done", counts.total, ["done": String(counts.done)])
    }

    public static func counts(of items: [ToDoItem]) -> ToDoCounts {
        ToDoCounts(done: items.filter(\.isDone).count, total: items.count)
    }

    /// Why a blank text is not added.
    public static var blankRefusal: String { tr("Type what needs doing first.") }

    /// A trip's name in a list, or "Untitled Trip" while it has none.
    public static func tripName(_ trip: Trip) -> String {
        let name = trip.name.trimmingCharacters(in: .whitespacesAndNewlines)
        return name.isEmpty ? tr("Untitled Trip") : name
    }

    /// One item as a row; `detail` is the trip's name where the list mixes trips.
    public static func row(_ item: ToDoItem, detail: String? = nil) -> ToDoRow {
        ToDoRow(
            id: item.id, text: item.text, isDone: item.isDone, isStruckThrough: item.isDone, detail: detail,
            toggleLabel: item.isDone
                ? tr("Mark “{item}” as not done", ["item": item.text])
                : tr("Mark “{item}” as done", ["item": item.text]))
    }

    /// Open items first, in their order, then the done ones.
    public static func rows(_ items: [ToDoItem], detail: (ToDoItem) -> String? = { _ in nil }) -> (
        open: [ToDoRow], completed: [ToDoRow]
    ) {
        (
            items.filter { !$0.isDone }.map { row($0, detail: detail($0)) },
            items.filter(\.isDone).map { row($0, detail: detail($0)) }
        )
    }
}
