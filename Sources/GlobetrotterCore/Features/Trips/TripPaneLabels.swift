/// The words of the trip page's two panes when the window is too narrow
/// for the stops and the map side by side: one shows, a button away from the other.
public struct TripPaneLabels: Equatable, Sendable {
    /// The button beside the trip's name that shows the map.
    public var showMap = tr("Show Map")
    /// The button over the map that goes back to the stops.
    public var showStops = tr("Show Stops")

    public init() {}
}
