import Foundation

/// What a person reads in a trip's exported calendar, worded in the user's
/// language with distances and times in LC_NUMERIC; `TripCalendarWriter`
/// only formats it.
@MainActor
public final class TripCalendarText {
    private let trips: TripsWording
    private let places: PlaceText

    /// - Parameter places: names the region and country of a stay's place, as the stop rows do.
    public init(places: PlaceText, numbers: Locale = .userNumbers) {
        trips = TripsWording(numbers: numbers)
        self.places = places
    }

    /// A stay's LOCATION: "Innsbruck, Tyrol, Austria"; the name alone when nothing more is known.
    func location(of place: Place) -> String {
        let detail = places.detail(of: place)
        guard !detail.isEmpty else { return place.name }
        // Translators: where a stay is, in an exported calendar: "Innsbruck, Tyrol, Austria".
        return tr("{place}, {detail}", ["place": place.name, "detail": detail])
    }

    /// A stay's DESCRIPTION: "2 nights"; for a stop without a night, what it is on the way.
    func stay(nights: Int, isFirst: Bool, isLast: Bool) -> String {
        guard nights == 0 else { return ntr("{count} night", "{count} nights", nights) }
        if isLast { return tr("End of the trip") }
        if isFirst { return tr("Start of the trip") }
        return tr("Passing through")
    }

    /// A drive's SUMMARY: "Drive Innsbruck → Verona".
    func driveTitle(from: String, to: String) -> String {
        tr("Drive {from} → {to}", ["from": from, "to": to])
    }

    /// A drive's DESCRIPTION: "274 km · 3 h 10 min" ("≈" for an estimate),
    /// and whether the leg began the day before or goes on the next day.
    func driveDetails(_ drive: DriveOnDay) -> String {
        let distance = trips.distance(drive.distance)
        let duration = trips.duration(drive.duration)
        var lines = [
            drive.isApproximate
                ? tr("≈ {distance} · ≈ {duration}", ["distance": distance, "duration": duration])
                : tr("{distance} · {duration}", ["distance": distance, "duration": duration])
        ]
        if drive.continues { lines.append(tr("The drive began the day before.")) }
        if drive.goesOn { lines.append(tr("The drive goes on the next day.")) }
        return lines.joined(separator: "\n")
    }
}
