import Foundation

/// A trip's checklist on the trip's page: its to-do items and "3 of 7 done".
/// A pure function of the trip's items (`ToDoStore.items(ofTrip:)`).
public struct TripChecklist: Equatable, Sendable {
    public var title: String
    public var openRows: [ToDoRow]
    public var completedRows: [ToDoRow]
    public var counts: ToDoCounts
    /// "3 of 7 done"; nil while the trip has no items.
    public var countsText: String?
    /// Shown instead of the rows while the trip has no items.
    public var emptyText: String

    public init(items: [ToDoItem]) {
        title = tr("Checklist")
        (openRows, completedRows) = ToDoWording.rows(items)
        counts = ToDoWording.counts(of: items)
        countsText = ToDoWording.counts(counts)
        emptyText = tr("No items for this trip yet. Add them on the To-Do page.")
    }
}

/// What happens to a trip's to-do items when the trip is deleted.
public enum TripItemsChoice: Equatable, Sendable {
    /// They stay on the To-Do page, in no trip (`ToDoStore.detach`).
    case keep
    /// They are deleted with the trip (`ToDoStore.deleteItems(ofTrip:)`).
    case delete
}

/// The question asked before a trip with to-do items is deleted.
public struct TripItemsQuestion: Equatable, Sendable {
    public var heading: String
    public var body: String
    public var keepLabel: String
    public var deleteLabel: String
    public var cancelLabel: String

    /// Nil when the trip has no items: there is nothing to ask.
    public init?(trip: Trip, itemCount: Int) {
        guard itemCount > 0 else { return nil }
        heading = tr("Delete “{name}”?", ["name": ToDoWording.tripName(trip)])
        body = ntr(
            "The trip has {count} to-do item. Keep it on the To-Do page, or delete it with the trip?",
            "The trip has {count} to-do items. Keep them on the To-Do page, or delete them with the trip?",
            itemCount)
        keepLabel = ntr("_Keep Item", "_Keep Items", itemCount)
        deleteLabel = ntr("_Delete Item", "_Delete Items", itemCount)
        cancelLabel = tr("_Cancel")
    }
}
