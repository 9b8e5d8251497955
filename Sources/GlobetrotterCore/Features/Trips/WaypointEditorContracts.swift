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
}

public struct WaypointEditorLabels: Equatable, Sendable {
    public var searchPlaceholder = tr("Search for a city or place")
    public var done = tr("Done")
    public var cancel = tr("Cancel")

    public init() {}
}
