import Foundation
import GLibTestSupport
import Testing

@testable import GlobetrotterCore

#if canImport(Glibc)
    import Glibc
#endif

/// A trip's days as an iCalendar file, line by line (in English: the tests'
/// C locale has no catalogue).
///
/// The trip: Innsbruck two nights from Friday 23 October 2026, Verona passed
/// through on Sunday 25 October (the end of summer time in Europe), then Nice:
/// 3 h 10 min to Verona and 5 h 20 min on, of which 4 h 50 min fit into the
/// day's 8 hours and 30 min are driven on Monday.
@MainActor @Suite(.timeLimit(.minutes(1))) struct TripCalendarWriterTests {
    static let stamp = Date(timeIntervalSince1970: 1_790_000_000)  // 2026-09-21 14:13:20 UTC
    nonisolated static let countries = ["AT": "Austria", "IT": "Italy", "FR": "France"]

    static let stops = [
        ItineraryStop(
            place: Place(
                name: "Innsbruck", region: "Tyrol", countryCode: "AT",
                point: GeoPoint(latitude: 47.26543, longitude: 11.39254)),
            nights: 2),
        ItineraryStop(
            place: Place(
                name: "Verona", region: "Veneto", countryCode: "IT",
                point: GeoPoint(latitude: 45.438611, longitude: 10.992778)),
            nights: 0),
        ItineraryStop(
            place: Place(name: "Nice", countryCode: "FR", point: GeoPoint(latitude: 43.7034, longitude: 7.2663)),
            nights: 0),
    ]
    static let legs = [
        ItineraryLeg(distance: 274_000, duration: (3 * 60 + 10) * 60),
        ItineraryLeg(distance: 480_000, duration: (5 * 60 + 20) * 60),
    ]

    private func itinerary(
        _ stops: [ItineraryStop] = Self.stops, legs: [ItineraryLeg] = Self.legs, start: String? = "2026-10-23"
    ) -> Itinerary {
        Itinerary(
            ItineraryInput(
                stops: stops, legs: legs, startDate: start.flatMap { LocalDate(iso: $0) }, travelMode: .car,
                homeCurrency: "EUR"))
    }

    private func text(numbers: Locale = Locale(identifier: "en_GB")) -> TripCalendarText {
        TripCalendarText(places: PlaceText(countryName: { Self.countries[$0] }), numbers: numbers)
    }

    private func document(
        name: String = "Alps to the Sea", stops: [ItineraryStop] = Self.stops, legs: [ItineraryLeg] = Self.legs,
        start: String? = "2026-10-23", text: TripCalendarText? = nil
    ) -> String? {
        TripCalendarWriter.document(
            tripID: 12, tripName: name, itinerary: itinerary(stops, legs: legs, start: start), stops: stops,
            text: text ?? self.text(), stamp: Self.stamp)
    }

    /// Unfolded content lines.
    private func lines(_ document: String?) -> [String] {
        (document ?? "").replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n")
    }

    /// The VEVENTs, each as its lines between BEGIN and END.
    private func events(_ document: String?) -> [[String]] {
        var events: [[String]] = []
        var inside = false
        for line in lines(document) {
            switch line {
            case "BEGIN:VEVENT":
                events.append([])
                inside = true
            case "END:VEVENT": inside = false
            default: if inside { events[events.count - 1].append(line) }
            }
        }
        return events
    }

    @Test func theCalendarIsNamedAfterTheTripAndEndsEveryLineInCRLF() throws {
        let written = try #require(document())
        #expect(written.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Globetrotter//Trips "))
        #expect(written.hasSuffix("END:VCALENDAR\r\n"))
        #expect(!written.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "no bare LF")
        #expect(lines(written).contains("X-WR-CALNAME:Alps to the Sea"))
        #expect(events(written).count == 3 + 3, "three stays, and three drives over two days")
    }

    /// Two nights from Friday: the event ends, exclusively, on Sunday, the day of departure.
    @Test func aStayIsAllDayFromArrivalToTheDayOfDeparture() {
        #expect(
            events(document())[0] == [
                "UID:trip-12-stop-0@globetrotter.github.io", "DTSTAMP:20260921T141320Z",
                "DTSTART;VALUE=DATE:20261023", "DTEND;VALUE=DATE:20261025", "SUMMARY:Innsbruck",
                "LOCATION:Innsbruck\\, Tyrol\\, Austria", "GEO:47.26543;11.39254", "DESCRIPTION:2 nights",
                "TRANSP:TRANSPARENT",
            ])
    }

    /// Verona on the way, and Nice where the trip ends: one day each.
    @Test func aStopWithoutANightIsOneDay() {
        let stays = events(document())[1...2].map { $0.filter { !$0.hasPrefix("DTSTAMP") } }
        #expect(
            stays == [
                [
                    "UID:trip-12-stop-1@globetrotter.github.io", "DTSTART;VALUE=DATE:20261025",
                    "DTEND;VALUE=DATE:20261026", "SUMMARY:Verona", "LOCATION:Verona\\, Veneto\\, Italy",
                    "GEO:45.438611;10.992778", "DESCRIPTION:Passing through", "TRANSP:TRANSPARENT",
                ],
                [
                    "UID:trip-12-stop-2@globetrotter.github.io", "DTSTART;VALUE=DATE:20261026",
                    "DTEND;VALUE=DATE:20261027", "SUMMARY:Nice", "LOCATION:Nice\\, France", "GEO:43.7034;7.2663",
                    "DESCRIPTION:End of the trip", "TRANSP:TRANSPARENT",
                ],
            ])
    }

    /// Back to back from 09:00 on the traveller's clock (floating: no TZID,
    /// no Z), on the day summer time ends too; the leg that does not fit goes on on Monday.
    @Test func drivesFollowEachOtherFromNineAndALegOverTwoDaysIsTwoEvents() {
        let drives = events(document())[3...].map { $0.filter { !$0.hasPrefix("DTSTAMP") } }
        #expect(
            drives == [
                [
                    "UID:trip-12-day-2-leg-0@globetrotter.github.io", "DTSTART:20261025T090000", "DURATION:PT3H10M",
                    "SUMMARY:Drive Innsbruck → Verona", "DESCRIPTION:274 km · 3 h 10 min",
                ],
                [
                    "UID:trip-12-day-2-leg-1@globetrotter.github.io", "DTSTART:20261025T121000", "DURATION:PT4H50M",
                    "SUMMARY:Drive Verona → Nice",
                    "DESCRIPTION:435 km · 4 h 50 min\\nThe drive goes on the next day.",
                ],
                [
                    "UID:trip-12-day-3-leg-1@globetrotter.github.io", "DTSTART:20261026T090000", "DURATION:PT30M",
                    "SUMMARY:Drive Verona → Nice", "DESCRIPTION:45 km · 30 min\\nThe drive began the day before.",
                ],
            ])
    }

    /// With a daily limit of 20 hours, a day's second drive starts after
    /// midnight: on the next date, at 01:00.
    @Test func aDaysLongDrivesGoOnPastMidnight() throws {
        let stops = Self.stops.map { ItineraryStop(place: $0.place, nights: 0) }
        let legs = [ItineraryLeg(distance: 1_500_000, duration: 16 * 3_600), Self.legs[1]]
        let written = TripCalendarWriter.document(
            tripID: 12, tripName: "Long day",
            itinerary: Itinerary(
                ItineraryInput(
                    stops: stops, legs: legs, startDate: LocalDate(iso: "2026-12-31"),
                    dailyDrivingLimit: 20 * 3_600, travelMode: .car, homeCurrency: "EUR")),
            stops: stops, text: text(), stamp: Self.stamp)
        let starts = lines(written).filter { $0.hasPrefix("DTSTART:") || $0.hasPrefix("DURATION:") }
        #expect(
            starts == [
                "DTSTART:20261231T090000", "DURATION:PT16H", "DTSTART:20270101T010000", "DURATION:PT4H",
                "DTSTART:20270101T090000", "DURATION:PT1H20M",
            ])
        #expect(lines(written).contains("UID:trip-12-day-0-leg-1@globetrotter.github.io"), "still the day it began")
    }

    @Test func anEstimatedDriveSaysSo() {
        let legs = Self.legs.map { ItineraryLeg(distance: $0.distance, duration: $0.duration, isApproximate: true) }
        #expect(lines(document(legs: legs)).contains("DESCRIPTION:≈ 274 km · ≈ 3 h 10 min"))
    }

    /// Over the start of summer time (Sunday 28 March 2027): the days are
    /// calendar days, and the drive is at 09:00 on the Sunday all the same.
    @Test func aWeekOverTheStartOfSummerTimeKeepsItsCalendarDates() {
        let lines = lines(document(start: "2027-03-26"))
        #expect(lines.contains("DTSTART;VALUE=DATE:20270326"))
        #expect(lines.contains("DTEND;VALUE=DATE:20270328"))
        #expect(lines.contains("DTSTART:20270328T090000"))
        #expect(lines.contains("DTSTART:20270329T090000"))
        #expect(lines.contains("DTEND;VALUE=DATE:20270330"), "Nice, on Monday 29 March")
    }

    @Test func aLongNameIsFoldedAt75OctetsWithoutSplittingCharacters() throws {
        let name = "Über die Alpen ans Mittelmeer: Innsbruck, Brenner, Gardasee, Verona, Genua und Nizza"
        let written = try #require(document(name: name))
        let physical = written.components(separatedBy: "\r\n")
        #expect(physical.allSatisfy { $0.utf8.count <= 75 })
        #expect(physical.contains { $0.hasPrefix(" ") }, "the name's line is folded")
        #expect(
            lines(written).contains(
                "X-WR-CALNAME:Über die Alpen ans Mittelmeer: Innsbruck\\, Brenner\\, Gardasee\\, Verona\\, Genua und Nizza"
            ))
    }

    @Test func aPlaceNameIsEscaped() {
        var stops = Self.stops
        stops[1].place.name = "Bozen, Bolzano; A\\B\nZentrum"
        let lines = lines(document(stops: stops))
        #expect(lines.contains("SUMMARY:Bozen\\, Bolzano\\; A\\\\B\\nZentrum"))
        #expect(lines.contains("SUMMARY:Drive Innsbruck → Bozen\\, Bolzano\\; A\\\\B\\nZentrum"))
    }

    /// GEO takes two FLOATs with '.', at most 6 decimals, under a German
    /// LC_NUMERIC too, where the description's kilometres are German.
    @Test func geoIsWrittenWithAPointUnderAGermanLocale() throws {
        let before = String(cString: setlocale(LC_NUMERIC, nil))
        defer { setlocale(LC_NUMERIC, before) }
        try #require(setlocale(LC_NUMERIC, "de_DE.UTF-8") != nil, "the de_DE.UTF-8 locale is generated")
        var stops = Self.stops
        stops[0].place.point = GeoPoint(latitude: 47.123456789, longitude: -0.5)
        let legs = [ItineraryLeg(distance: 1_234_000, duration: 3_600), Self.legs[1]]
        let lines = lines(document(stops: stops, legs: legs, text: text(numbers: .userNumbers)))
        #expect(lines.contains("GEO:47.123457;-0.5"))
        #expect(lines.contains("DESCRIPTION:1.234 km · 1 h 0 min"))
    }

    @Test func withoutAStartDateOrStopsThereIsNoCalendar() {
        #expect(document(start: nil) == nil)
        #expect(document(stops: [], legs: []) == nil)
    }

    /// A re-import updates the events: the UIDs do not change with the time of export or the start date.
    @Test func uidsAreStableAndUnique() {
        let uids = { (document: String?) in self.lines(document).filter { $0.hasPrefix("UID:") } }
        let first = uids(document())
        let later = TripCalendarWriter.document(
            tripID: 12, tripName: "Alps to the Sea", itinerary: itinerary(start: "2027-05-01"), stops: Self.stops,
            text: text(), stamp: Self.stamp.addingTimeInterval(86_400))
        #expect(uids(later) == first)
        #expect(Set(first).count == first.count)
    }

    @Test func theFileNameIsTheTripsNameMadeSafe() {
        #expect(TripCalendarWriter.fileName(for: "Baltic Coast") == "Baltic Coast.ics")
        #expect(TripCalendarWriter.fileName(for: "A/B: C?") == "A B  C.ics")
        #expect(TripCalendarWriter.fileName(for: "..") == "Globetrotter.ics")
    }
}
