/// What a screen reader says on a trip's page: its stop rows, their buttons,
/// the map and its pins. Worded here, as everything a person reads, so a
/// translation changes what is heard with what is seen.
extension TripsWording {
    /// A stop's row: "Stop 2 of 4, Lübeck, Schleswig-Holstein, Germany, 73 km, 50 min",
    /// then its dates and nights once the trip has a start date.
    public nonisolated static func stopRow(
        number: Int, count: Int, name: String, detail: String, leg: String?, stay: String?
    ) -> String {
        var spoken = tr(
            "Stop {number} of {count}, {name}", ["number": String(number), "count": String(count), "name": name])
        for part in [detail, leg ?? "", stay ?? ""] where !part.isEmpty {
            spoken = joined(spoken, part)
        }
        return spoken
    }

    /// A leg as said aloud: "73 km, 50 min"; "about 58 km, about 50 min" in a straight line.
    public func spokenLeg(_ leg: RouteLeg, isStraight: Bool, mode: TravelMode) -> String {
        let figures = legFigures(leg, isStraight: isStraight, mode: mode)
        guard let time = figures.duration else { return figures.distance }
        if isStraight {
            return tr("about {distance}, about {duration}", ["distance": figures.distance, "duration": time])
        }
        return tr("{distance}, {duration}", ["distance": figures.distance, "duration": time])
    }

    /// Two parts of one spoken line, in order.
    nonisolated static func joined(_ first: String, _ second: String) -> String {
        // Translators: how the parts a screen reader says of a stop are joined ("Stop 2 of 4, Lübeck").
        tr("{first}, {second}", ["first": first, "second": second])
    }

    /// A stop's pin on the map: "Stop 2, Lübeck".
    public nonisolated static func pin(number: Int, name: String) -> String {
        tr("Stop {number}, {name}", ["number": String(number), "name": name])
    }

    /// The button that opens a stop's menu: "Menu for Lübeck".
    public nonisolated static func stopMenu(name: String) -> String {
        tr("Menu for {name}", ["name": name])
    }

    /// The leg's button on a stop's row: "Directions to Lübeck".
    public nonisolated static func directions(to name: String) -> String {
        tr("Directions to {name}", ["name": name])
    }

    /// The map's name: "Map of Baltic Coast, 4 stops".
    public nonisolated static func map(of trip: String, stops: Int) -> String {
        ntr(
            "Map of {trip}, {count} stop", "Map of {trip}, {count} stops", stops,
            ["trip": trip, "count": String(stops)])
    }

    /// The most stop names the map's description lists.
    static let describedStops = 12

    /// What the map shows: "Pins for Hamburg, Lübeck, Kiel and Rostock, joined by their route";
    /// a long trip's first names, then how many more.
    public nonisolated static func mapDescription(stops names: [String]) -> String {
        guard let first = names.first else { return tr("No stops on the map yet") }
        let listed = names.prefix(describedStops)
        var list = listed.dropFirst().reduce(first) { joined($0, $1) }
        if names.count > listed.count {
            let more = names.count - listed.count
            list = ntr(
                "{stops} and {count} more", "{stops} and {count} more", more, ["stops": list, "count": String(more)])
        }
        return names.count == 1
            ? tr("A pin for {stop}", ["stop": list]) : tr("Pins for {stops}, joined by their route", ["stops": list])
    }

    /// The map of the stop editor: "Map of Lübeck", or of nothing chosen yet.
    public nonisolated static func editorMap(of place: String?) -> String {
        place.map { tr("Map of {place}", ["place": $0]) } ?? tr("Map")
    }
}

extension TripsMapWording {
    /// libshumate's zoom buttons have icons only.
    public static var zoomIn: String { tr("Zoom in") }
    public static var zoomOut: String { tr("Zoom out") }
}
