import Foundation
import GLibTestSupport
import Testing

@testable import GlobetrotterCore

/// The trip's calendar read back by two independent iCalendar parsers from
/// Debian: python3-icalendar, and libical, which Evolution and GNOME
/// Calendar import with (through evolution-data-server). Both are installed
/// by `scripts/install-dependencies.sh --tests`; a missing one fails the
/// test and says which package to install.
///
/// The trip is `TripCalendarWriterTests`': Innsbruck two nights from Friday
/// 23 October 2026, Verona passed through on the Sunday summer time ends,
/// Nice on Monday, the drive to Nice split over Sunday and Monday.
@MainActor @Suite(.timeLimit(.minutes(1))) struct TripCalendarRoundTripTests {
    /// Debian's own Python, whatever `python3` a developer's PATH finds
    /// first (pyenv's does not see Debian's packages).
    static let python = URL(fileURLWithPath: "/usr/bin/python3")

    /// What python3-icalendar read: each event's values, and the errors its parser collected.
    struct Parsed: Decodable {
        struct Event: Decodable, Equatable {
            var uid: String
            var stamp: String?
            var summary: String
            var location: String?
            var description: String
            var start: String
            var end: String?
            var duration: Double?
            var geo: [Double]?
        }
        var name: String
        var errors: [String]
        var events: [Event]
    }

    /// What libical read: its errors (X-LIC-ERROR) after checking, and each event's start and end.
    struct Checked: Decodable {
        struct Event: Decodable, Equatable {
            var summary: String
            var start: String
            var end: String
        }
        var errors: [String]
        var events: [Event]
    }

    /// The three-stop trip's calendar, in a file in the test's own folder.
    private func writtenFile() throws -> String {
        let document = try #require(
            TripCalendarWriter.document(
                tripID: 12, tripName: "Alps to the Sea",
                itinerary: Itinerary(
                    ItineraryInput(
                        stops: TripCalendarWriterTests.stops, legs: TripCalendarWriterTests.legs,
                        startDate: LocalDate(iso: "2026-10-23"), travelMode: .car, homeCurrency: "EUR")),
                stops: TripCalendarWriterTests.stops,
                text: TripCalendarText(
                    places: PlaceText(countryName: { TripCalendarWriterTests.countries[$0] }),
                    numbers: Locale(identifier: "en_GB")),
                stamp: TripCalendarWriterTests.stamp))
        let path = makeTemporaryDirectory(prefix: "trip-calendar") + "/Alps to the Sea.ics"
        try document.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private func run<Answer: Decodable>(_ script: String, on path: String, as: Answer.Type) throws -> Answer {
        let outcome = try runProgram(Self.python, ["-c", script, path], timeout: 30)
        try #require(!outcome.timedOut, "python3 ran past its 30 s")
        try #require(outcome.status == 0, "python3 failed: \(outcome.errors)")
        return try JSONDecoder().decode(Answer.self, from: Data(outcome.output.utf8))
    }

    @Test func pythonIcalendarReadsTheRightDatesDurationsAndPlaces() throws {
        let parsed = try run(Self.icalendarScript, on: try writtenFile(), as: Parsed.self)
        #expect(parsed.errors == [])
        #expect(parsed.name == "Alps to the Sea")
        func stay(
            _ index: Int, _ summary: String, _ location: String, _ nights: String, _ start: String,
            _ end: String, _ geo: [Double]
        ) -> Parsed.Event {
            Parsed.Event(
                uid: "trip-12-stop-\(index)@globetrotter.github.io", stamp: "2026-09-21T14:13:20+00:00",
                summary: summary, location: location, description: nights, start: start, end: end, geo: geo)
        }
        func drive(_ uid: String, _ summary: String, _ details: String, _ start: String, _ minutes: Double)
            -> Parsed.Event
        {
            Parsed.Event(
                uid: "trip-12-\(uid)@globetrotter.github.io", stamp: "2026-09-21T14:13:20+00:00", summary: summary,
                description: details, start: start, duration: minutes * 60)
        }
        #expect(
            parsed.events == [
                stay(
                    0, "Innsbruck", "Innsbruck, Tyrol, Austria", "2 nights", "2026-10-23", "2026-10-25",
                    [47.26543, 11.39254]),
                stay(
                    1, "Verona", "Verona, Veneto, Italy", "Passing through", "2026-10-25", "2026-10-26",
                    [45.438611, 10.992778]),
                stay(2, "Nice", "Nice, France", "End of the trip", "2026-10-26", "2026-10-27", [43.7034, 7.2663]),
                drive(
                    "day-2-leg-0", "Drive Innsbruck → Verona", "274 km · 3 h 10 min", "2026-10-25T09:00:00", 190),
                drive(
                    "day-2-leg-1", "Drive Verona → Nice", "435 km · 4 h 50 min\nThe drive goes on the next day.",
                    "2026-10-25T12:10:00", 290),
                drive(
                    "day-3-leg-1", "Drive Verona → Nice", "45 km · 30 min\nThe drive began the day before.",
                    "2026-10-26T09:00:00", 30),
            ])
    }

    @Test func libicalReadsItWithoutErrors() throws {
        let checked = try run(Self.libicalScript, on: try writtenFile(), as: Checked.self)
        #expect(checked.errors == [])
        #expect(
            checked.events == [
                Checked.Event(summary: "Innsbruck", start: "20261023", end: "20261025"),
                Checked.Event(summary: "Verona", start: "20261025", end: "20261026"),
                Checked.Event(summary: "Nice", start: "20261026", end: "20261027"),
                Checked.Event(summary: "Drive Innsbruck → Verona", start: "20261025T090000", end: "20261025T121000"),
                Checked.Event(summary: "Drive Verona → Nice", start: "20261025T121000", end: "20261025T170000"),
                Checked.Event(summary: "Drive Verona → Nice", start: "20261026T090000", end: "20261026T093000"),
            ])
    }

    /// Prints the calendar as JSON; a date is "YYYY-MM-DD", a floating time has no offset.
    static let icalendarScript = #"""
        import json, sys
        try:
            import icalendar
        except ImportError as error:
            sys.exit(f"python3-icalendar is missing ({error}): install it with scripts/install-dependencies.sh --tests")
        calendar = icalendar.Calendar.from_ical(open(sys.argv[1], "rb").read())
        errors = [f"{name}: {message}" for name, message in calendar.errors]
        events = []
        for event in calendar.walk("VEVENT"):
            errors += [f"{event.get('SUMMARY')}: {name}: {message}" for name, message in event.errors]
            geo = event.get("GEO")
            duration = event.decoded("DURATION", None)
            end = event.decoded("DTEND", None)
            events.append({
                "uid": str(event["UID"]), "stamp": event.decoded("DTSTAMP").isoformat(),
                "summary": str(event["SUMMARY"]), "location": event.get("LOCATION") and str(event["LOCATION"]),
                "description": str(event["DESCRIPTION"]), "start": event.decoded("DTSTART").isoformat(),
                "end": end and end.isoformat(), "duration": duration and duration.total_seconds(),
                "geo": geo and [geo.latitude, geo.longitude],
            })
        print(json.dumps({"name": str(calendar["X-WR-CALNAME"]), "errors": errors, "events": events}))
        """#

    /// Parses and checks the calendar as evolution-data-server does, and
    /// prints libical's errors and each event's start and end (from DTEND or DURATION) as JSON.
    static let libicalScript = #"""
        import json, sys
        try:
            import gi
            gi.require_version("ICalGLib", "3.0")
            from gi.repository import ICalGLib
        except (ImportError, ValueError) as error:
            sys.exit(f"libical's bindings are missing ({error}): install gir1.2-ical-3.0 and python3-gi")

        def errors(component):
            found = []
            kind = ICalGLib.PropertyKind.XLICERROR_PROPERTY
            prop = component.get_first_property(kind)
            while prop is not None:
                found.append(prop.get_xlicerror())
                prop = component.get_next_property(kind)
            child = component.get_first_component(ICalGLib.ComponentKind.ANY_COMPONENT)
            while child is not None:
                found += errors(child)
                child = component.get_next_component(ICalGLib.ComponentKind.ANY_COMPONENT)
            return found

        calendar = ICalGLib.Component.new_from_string(open(sys.argv[1], encoding="utf-8").read())
        if calendar is None:
            sys.exit("libical could not parse the calendar")
        calendar.check_restrictions()
        events = []
        event = calendar.get_first_component(ICalGLib.ComponentKind.VEVENT_COMPONENT)
        while event is not None:
            events.append({
                "summary": event.get_summary(), "start": event.get_dtstart().as_ical_string(),
                "end": event.get_dtend().as_ical_string(),
            })
            event = calendar.get_next_component(ICalGLib.ComponentKind.VEVENT_COMPONENT)
        print(json.dumps({"errors": errors(calendar), "events": events}))
        """#
}
