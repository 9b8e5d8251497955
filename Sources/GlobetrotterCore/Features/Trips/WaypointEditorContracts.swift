public enum WaypointEditorAction: Equatable, Sendable {
    case viewDidLoad
    case queryChanged(String)
    /// Enter in the search entry: a full search (Nominatim online).
    case submit
    case choose(index: Int)
    /// Up (-1) or Down (+1) from the search entry: the result above or below
    /// the selected one, staying within the list.
    case moveSelection(by: Int)
    case done
    case cancel
}

extension WaypointEditorAction {
    /// What the shared picker's keys and clicks mean in the editor: typing
    /// suggests, Enter searches (or takes a deliberate answer), Escape cancels.
    public init?(picker action: PickerAction) {
        switch action {
        case .viewDidLoad: return nil
        case .search(let text): self = .queryChanged(text)
        case .moveSelection(let offset): self = .moveSelection(by: offset)
        case .chooseSelected: self = .submit
        case .choose(let index): self = .choose(index: index)
        case .cancel: self = .cancel
        }
    }
}

public enum WaypointEditorRoute: Equatable, Sendable {
    case finished(WaypointEditorResult)
}

/// One search result.
public struct PlaceRow: Equatable, Sendable {
    public var name: String
    public var detail: String
    public var flag: String?
}

public struct WaypointEditorState: Equatable, Sendable {
    public var title = ""
    public var query = ""
    public var results: [PlaceRow] = []
    public var selectedIndex: Int?
    /// The place the stop will be: the chosen result, or the stop as it was.
    public var chosen: Place?
    /// The chosen place's pin on the small map.
    public var map = TripMapContent()
    /// "No places found for “xyz”", a fallback note, or the hint.
    public var message: String?
    public var isSearching = false
    public var canFinish = false
    /// "Search: Photon" — the source of the results shown.
    public var credit = ""
    public var labels = WaypointEditorLabels()
    public var isContentShown = false

    public init() {}

    /// The results as the shared picker shows them: the flag and name, the
    /// region under it, a check on the selected place.
    public var picker: PickerState {
        var picker = PickerState(title: title, searchPlaceholder: labels.searchPlaceholder)
        picker.query = query
        picker.rows = results.enumerated().map { index, row in
            PickerRow(
                symbol: "", title: [row.flag, row.name].compactMap { $0 }.joined(separator: " "),
                subtitle: row.detail.isEmpty ? nil : row.detail, detail: "", isCurrent: index == selectedIndex,
                accessibleLabel: row.detail.isEmpty ? row.name : TripsWording.joined(row.name, row.detail))
        }
        picker.selectedIndex = selectedIndex
        picker.isContentShown = isContentShown
        return picker
    }
}

public struct WaypointEditorLabels: Equatable, Sendable {
    public var searchPlaceholder = tr("Search for a city or place")
    public var done = tr("Done")
    public var cancel = tr("Cancel")

    public init() {}
}
