/// One row of a picker: what the view shows, nothing to compute.
public struct PickerRow: Equatable, Sendable {
    /// A flag (emoji), or empty.
    public var symbol: String
    public var title: String
    /// A second line under the title (a place's region and country), or nil.
    public var subtitle: String?
    /// A code, shown dimmed at the row's end.
    public var detail: String
    /// A short badge ("No rate"), with its tooltip.
    public var mark: PickerMark?
    /// The choice the opening button shows; checked.
    public var isCurrent: Bool
    /// What a screen reader says for the row.
    public var accessibleLabel: String

    public init(
        symbol: String, title: String, subtitle: String? = nil, detail: String, mark: PickerMark? = nil,
        isCurrent: Bool = false, accessibleLabel: String? = nil
    ) {
        self.symbol = symbol
        self.title = title
        self.subtitle = subtitle
        self.detail = detail
        self.mark = mark
        self.isCurrent = isCurrent
        self.accessibleLabel = accessibleLabel ?? title
    }
}

public struct PickerMark: Equatable, Sendable {
    public var text: String
    public var tooltip: String

    public init(_ text: String, tooltip: String) {
        self.text = text
        self.tooltip = tooltip
    }
}

/// Everything a searchable picker shows.
public struct PickerState: Equatable, Sendable {
    /// The window's title: "Choose Country".
    public var title: String
    public var searchPlaceholder: String
    public var query: String
    /// The choices matching `query`, best first.
    public var rows: [PickerRow]
    /// The row Enter picks; nil when nothing matches.
    public var selectedIndex: Int?
    /// Shown instead of the list when it is empty: no match, or why there is no list.
    public var emptyMessage: String?
    /// Why the last choice could not be picked; cleared by the next search.
    public var refusal: String?
    /// The list is filled (readiness for screenshots and tests).
    public var isContentShown: Bool

    public init(title: String, searchPlaceholder: String) {
        self.title = title
        self.searchPlaceholder = searchPlaceholder
        query = ""
        rows = []
        selectedIndex = nil
        emptyMessage = nil
        refusal = nil
        isContentShown = false
    }
}

public enum PickerAction: Equatable, Sendable {
    case viewDidLoad
    case search(String)
    /// Up, Down, Page Up, Page Down in the search entry.
    case moveSelection(by: Int)
    /// Enter in the search entry: the selected row.
    case chooseSelected
    /// A click on a row (or Enter on it).
    case choose(index: Int)
    /// Escape, Cancel, or closing the window.
    case cancel
}

/// What a picker gives back to whoever opened it: its coordinator's result.
public enum PickerResult<Item: Sendable>: Sendable {
    case picked(Item)
    case cancelled
}

extension PickerResult: Equatable where Item: Equatable {}
