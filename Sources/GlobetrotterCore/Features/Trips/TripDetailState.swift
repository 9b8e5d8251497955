/// One stop in the trip's list.
public struct WaypointRow: Equatable, Sendable, Identifiable {
    public var id: Int64
    /// "1", "2"… as on its pin.
    public var number: String
    public var name: String
    /// "Bavaria, Germany"
    public var detail: String
    public var flag: String?
    /// "+ 120 km · 1 h 20 min" from the previous stop; nil for the first.
    public var leg: String?
    /// The leg to this stop has turn-by-turn directions to open.
    public var hasDirections = false
    /// "Fri, 3 Oct – Sun, 5 Oct · 2 nights" once the trip has a start date; nil without.
    public var stay: String?
    /// A night less is possible (it has at least one).
    public var canStayShorter = false
    public var canMoveUp: Bool
    public var canMoveDown: Bool
    /// What a screen reader says of the row: "Stop 2 of 4, Lübeck, Schleswig-Holstein, Germany, 73 km, 50 min".
    public var accessibleName = ""
    /// The name of the row's menu button: "Menu for Lübeck".
    public var menuName = ""
    /// The name of the row's leg button: "Directions to Lübeck".
    public var directionsName = ""
}

/// What a page puts on its map: a numbered pin per stop, the line between
/// them, the box to fit, the routing credit. The map's view shows it as it
/// is; only the line is drawn through the map's presenter (simplified per zoom level).
public struct TripMapContent: Equatable, Sendable {
    public struct Pin: Equatable, Sendable, Identifiable {
        public var id: Int64
        /// What the pin shows: the stop's number.
        public var label: String
        /// What a screen reader says of it: "Stop 2, Lübeck".
        public var accessibleName: String
        public var point: GeoPoint
        public var isSelected: Bool

        public init(id: Int64, label: String, accessibleName: String, point: GeoPoint, isSelected: Bool) {
            self.id = id
            self.label = label
            self.accessibleName = accessibleName
            self.point = point
            self.isSelected = isSelected
        }
    }

    public var pins: [Pin] = []
    public var line = MapLine.none
    /// The box to fit the view to; changes only when the stops do.
    public var fitBox: GeoBox?
    /// The routing service's credit while its route is shown ("Routes: OSRM").
    public var routeCredit: String?
    /// What a screen reader calls the map: "Map of Baltic Coast, 4 stops".
    public var accessibleName = ""
    /// What it says the map shows: "Pins for Hamburg, Lübeck and Kiel, joined by their route".
    public var accessibleDescription = ""

    public init() {}
}

public struct TripDetailState: Equatable, Sendable {
    public var tripID: Int64 = 0
    public var name = ""
    /// Grows by one when the view is to focus the name with all of it
    /// selected: once, when a trip just created shows its name, so typing
    /// replaces "New Trip" (as GNOME apps offer a new item's name).
    public var nameSelections = 0
    /// The window title: the name, or "Untitled Trip" while it is empty.
    public var title = ""
    public var map = TripMapContent()
    /// "Total distance: 1,234 km · 14 h 20 min", or "Calculating…".
    public var total = ""
    /// The route and total are being worked out (the total says "Calculating…").
    public var isCalculating = false
    /// Why the route is straight lines; nil for a road route.
    public var routeNote: String?
    public var canRetryRoute = false
    /// "Optimise Order" needs two stops between the first and the last, and no optimising under way.
    public var canOptimise = false
    /// The trip's to-do items and "3 of 7 done"; nil where there is no to-do list.
    public var checklist: TripChecklist?
    /// Car, Bicycle or On Foot: the trip's travel mode.
    public var travel = TravelModeChoice()
    /// A leg's directions, while they are open.
    public var directions: LegDirections?
    /// The trip's first day; nil when it has no dates.
    public var startDate: LocalDate?
    /// "Fri, 3 Oct 2026", or "No Start Date".
    public var startDateText = ""
    /// The day the start date's calendar shows: the start date, else today.
    public var calendarDay: LocalDate?
    /// The trip day by day, its holidays and money on the way; nil without stops.
    public var days: TripDaysState?
    /// The Days view's lines, in order.
    public var dayItems: [TripDaysItem] = []
    /// Export to Calendar needs dates.
    public var canExportCalendar = false
    /// A `geo:` URI to hand to the map app ("Open in Maps").
    public var launch: Launch?
    /// The trip as printed, while a print is asked for (Ctrl+P).
    public var printout: PrintRequest?
    public var isOptimising = false
    public var rows: [WaypointRow] = []
    public var selectedID: Int64?
    public var problem: String?
    /// The last change that could not be saved ("“Lyon” was not added."),
    /// shown on the page until a change is saved again.
    public var unsaved: String?
    public var toast: Toast?
    /// A failed export: why the file could not be written.
    public var alert: Alert?
    public var labels = TripDetailLabels()
    public var isContentShown = false

    public init() {}
}

/// The trip page's fixed words.
public struct TripDetailLabels: Equatable, Sendable {
    public var back = tr("Back")
    public var namePlaceholder = tr("Trip name")
    public var addStop = tr("Add Stop")
    public var edit = tr("Edit…")
    public var moveUp = tr("Move Up")
    public var moveDown = tr("Move Down")
    public var remove = tr("Remove")
    public var retry = tr("Retry")
    public var stopMenu = tr("Stop menu")
    public var stopsTitle = tr("Stops")
    public var noStops = tr("No stops yet. Add the first one.")
    public var stopsTab = tr("_Stops")
    public var daysTab = tr("_Days")
    /// The Days tab's name for a screen reader (the Stops tab's is `stopsTitle`).
    public var daysTitle = tr("Days")
    public var tripMenu = tr("Trip menu")
    public var optimise = tr("Optimise Order")
    public var optimiseTooltip = tr("Reorder the stops between the first and the last for the shortest drive")
    public var exportGPX = tr("Export as _GPX…")
    public var exportGeoJSON = tr("Export as Geo_JSON…")
    public var exportCalendar = tr("Export to _Calendar…")
    public var startDate = tr("Start Date")
    public var removeStartDate = tr("No Start Date")
    public var stayLonger = tr("One More Night")
    public var stayShorter = tr("One Night Less")
    public var print = tr("_Print…")
    public var openInMaps = tr("Open in Maps")
    public var directionsTooltip = tr("Show directions")
    /// The map's context menu.
    public var addStopHere = tr("Add Stop Here")

    public init() {}
}
