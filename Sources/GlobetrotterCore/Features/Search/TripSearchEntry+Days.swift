extension TripSearchEntry {
    /// More nights than a century has are no trip anyone plans; walking them
    /// a day at a time would keep the search from answering.
    static let mostNights = 36_600

    /// The trip's first and last day, as its Days view counts them (the
    /// itinerary of its stops, nights, stored legs and travel mode); nil
    /// without a start date or stops.
    func days(dailyDrivingLimit: Double) -> ClosedRange<LocalDate>? {
        guard let start = summary.trip.startDate, !summary.stops.isEmpty else { return nil }
        let count = summary.stops.count
        let stops = summary.stops.enumerated().map { position, point in
            let chosen = nights.indices.contains(position) ? nights[position] : nil
            return ItineraryStop(
                place: Place(name: stopNames.indices.contains(position) ? stopNames[position] : "", point: point),
                nights: chosen ?? Waypoint.defaultNights(position: position, count: count))
        }
        guard stops.reduce(0, { $0 + max(0, min($1.nights, Self.mostNights + 1)) }) <= Self.mostNights else {
            return nil
        }
        let itinerary = Itinerary(
            ItineraryInput(
                stops: stops,
                legs: ItineraryLeg.legs(of: summary.route, through: summary.stops, mode: summary.trip.travelMode),
                startDate: start, dailyDrivingLimit: dailyDrivingLimit, travelMode: summary.trip.travelMode,
                homeCurrency: ""))
        guard let last = itinerary.days.last?.date else { return nil }
        return start...last
    }
}
