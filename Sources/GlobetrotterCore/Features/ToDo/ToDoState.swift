import Foundation

/// One item as the page shows it.
public struct ToDoRow: Equatable, Sendable, Identifiable {
    public var id: Int64
    public var text: String
    public var isDone: Bool
    /// Done items are drawn struck through.
    public var isStruckThrough: Bool
    /// The item's trip, under "All" only ("Baltic Coast"); nil otherwise.
    public var detail: String?
    /// The check box's accessible name ("Mark “Sunscreen” as done").
    public var toggleLabel: String

    public init(
        id: Int64, text: String, isDone: Bool, isStruckThrough: Bool, detail: String?, toggleLabel: String
    ) {
        self.id = id
        self.text = text
        self.isDone = isDone
        self.isStruckThrough = isStruckThrough
        self.detail = detail
        self.toggleLabel = toggleLabel
    }

    /// What a screen reader says for the row: "Passports, done", with its trip under "All".
    public var spokenName: String {
        let state = isDone ? tr("{item}, done", ["item": text]) : tr("{item}, not done", ["item": text])
        return detail.map { tr("{item}, trip {trip}", ["item": state, "trip": $0]) } ?? state
    }

    /// The row's icon buttons, named after the item: "Delete Passports".
    public var deleteLabel: String { tr("Delete {item}", ["item": text]) }
    public var moveUpLabel: String { tr("Move {item} up", ["item": text]) }
    public var moveDownLabel: String { tr("Move {item} down", ["item": text]) }
}

/// One choice of the filter ("All", a trip by name).
public struct ToDoFilterChoice: Equatable, Sendable {
    public var filter: ToDoFilter
    public var title: String

    public init(filter: ToDoFilter, title: String) {
        self.filter = filter
        self.title = title
    }
}

public struct ToDoState: Equatable, Sendable {
    /// The open items, in the order the person gave them.
    public var openRows: [ToDoRow] = []
    /// The "Completed" section; hidden when empty.
    public var completedRows: [ToDoRow] = []
    public var filters: [ToDoFilterChoice] = []
    public var selectedFilter: ToDoFilter = .all
    /// "3 of 7 done"; nil when the list is empty.
    public var counts: String?
    /// Why the entry's text was refused ("Type what needs doing first."); nil
    /// again with the next action or edit.
    public var refusal: String?
    /// Grows by one each time an item is added: the view empties its entry.
    public var entryResets = 0
    /// Why the list could not be read or changed; nil when all is well.
    public var problem: String?
    public var toast: Toast?
    public var canClearCompleted = false
    public var isContentShown = false

    public var labels = ToDoLabels()

    public init() {}

    /// Every row, open then completed.
    public var rows: [ToDoRow] { openRows + completedRows }
}

/// The To-Do page's fixed words.
public struct ToDoLabels: Equatable, Sendable {
    public var placeholder = tr("Add an item")
    public var completedTitle = tr("Completed")
    public var clearCompleted = tr("Clear Completed")
    public var delete = tr("Delete Item")
    public var moveUp = tr("Move Up")
    public var moveDown = tr("Move Down")
    public var filter = tr("Show items of")
    public var emptyTitle = tr("Nothing to Do")
    public var emptyDescription = tr("Type what needs doing above and press Enter.")

    public init() {}
}
