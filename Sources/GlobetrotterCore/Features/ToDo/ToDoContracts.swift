import Foundation

/// What the person can do on the To-Do page.
public enum ToDoAction: Equatable, Sendable {
    case viewDidLoad
    /// Items or trips may have changed elsewhere (a trip renamed or deleted): read them again.
    case reload
    /// Enter in the entry: adds the trimmed text at the end, or says why not.
    case add(String)
    /// The entry's text changed: a refusal of the text before goes.
    case editEntry
    /// The check box: done items go to "Completed", and back.
    case toggle(id: Int64)
    /// The text edited in place.
    case rename(id: Int64, text: String)
    case delete(id: Int64)
    /// The toast's Undo: the last delete or "Clear Completed".
    case undo
    /// Keyboard reordering: up (-1) or down (+1) among the open items.
    case moveItem(id: Int64, offset: Int)
    /// Drag and drop: to `index` among the open items shown.
    case moveItemTo(id: Int64, index: Int)
    case clearCompleted
    case selectFilter(ToDoFilter)
}

/// The page does not navigate yet.
public enum ToDoRoute: Equatable, Sendable {}

/// The To-Do page's use cases over the user's database; typed results and
/// failures (`AppDatabaseError`: what SQLite or the disk refused), no sentences.
public protocol ToDoInteracting: Sendable {
    /// The filter's items, in order.
    func items(_ filter: ToDoFilter) async throws(AppDatabaseError) -> [ToDoItem]
    /// The trips an item can belong to, for the filter choices.
    func trips() async throws(AppDatabaseError) -> [Trip]
    func add(_ text: String, tripID: Int64?) async throws(AppDatabaseError) -> ToDoItem
    func setDone(id: Int64, _ isDone: Bool) async throws(AppDatabaseError)
    func rename(id: Int64, to text: String) async throws(AppDatabaseError)
    func delete(id: Int64) async throws(AppDatabaseError) -> ToDoItem?
    /// Puts deleted items back where they were.
    func restore(_ items: [ToDoItem]) async throws(AppDatabaseError)
    func move(id: Int64, to index: Int, in filter: ToDoFilter) async throws(AppDatabaseError)
    func clearCompleted(_ filter: ToDoFilter) async throws(AppDatabaseError) -> [ToDoItem]
}
