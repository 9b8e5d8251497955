/// The trip page's travel-mode control: Car, Bicycle, On Foot.
public struct TravelModeChoice: Equatable, Sendable {
    public struct Option: Equatable, Sendable {
        public var mode: TravelMode
        public var label: String
    }

    public var options: [Option] = TravelMode.allCases.map {
        Option(mode: $0, label: TravelModeChoice.label($0))
    }
    public var selected: TravelMode = .car
    /// What a screen reader calls the control.
    public var accessibleName = tr("Travel mode")

    public init() {}

    public static func label(_ mode: TravelMode) -> String {
        switch mode {
        case .car: tr("Car")
        case .bicycle: tr("Bicycle")
        case .foot: tr("On Foot")
        }
    }
}

/// One instruction in a leg's directions list.
public struct DirectionStep: Equatable, Sendable {
    /// "Turn left onto Hauptstraße"
    public var instruction: String
    /// "1.2 km"; empty on arrival.
    public var distance: String
    /// Where the maneuver is: the map centres on it when the step is selected.
    public var point: GeoPoint

    /// What a screen reader says for the step's row: "Turn left onto Hauptstraße, 1.2 km".
    public var accessibleLabel: String {
        distance.isEmpty
            ? instruction : tr("{instruction}, {distance}", ["instruction": instruction, "distance": distance])
    }
}

/// A leg's turn-by-turn directions, opened from its stop's row.
public struct LegDirections: Equatable, Sendable {
    /// The stop the leg ends at.
    public var stopID: Int64
    /// "Hamburg → Lübeck"
    public var title: String
    /// "66 km · 50 min"
    public var summary: String
    public var steps: [DirectionStep]
    /// Said instead of steps: why there are none ("Directions need a road route…").
    public var emptyText: String?
    public var selectedStep: Int?
    /// Grows by one each time a step is chosen, so choosing the same one again centres again.
    public var focusSerial = 0
    public var backLabel = tr("Stops")
}

/// Something the page hands to another program: a `geo:` URI for a map app.
public struct Launch: Equatable, Sendable {
    /// Tells two launches of the same URI apart.
    public var id: Int
    public var uri: String

    public init(id: Int = Occurrence.next(), uri: String) {
        self.id = id
        self.uri = uri
    }
}
