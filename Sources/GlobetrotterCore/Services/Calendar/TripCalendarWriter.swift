import Foundation

/// Writes a trip's days as an iCalendar file (RFC 5545) that GNOME Calendar
/// and Evolution import:
///
/// - one all-day VEVENT per stay, from the day of arrival to the day of
///   departure as an exclusive end (RFC 5545 §3.6.1), as a hotel counts
///   nights: two nights from Friday is DTSTART Friday, DTEND Sunday, which
///   GNOME Calendar shows as a bar over Friday and Saturday, and Sunday
///   holds the drive on. A stop without a night is a one-day event on its day.
///   The place's coordinates are its GEO (§3.8.1.6).
/// - one timed VEVENT per drive on a day (a leg over two days is two),
///   the day's drives back to back from 09:00 in floating time (no TZID,
///   no "Z"): the traveller's own clock wherever the calendar is opened,
///   as the days are calendar days.
///
/// UIDs follow from the trip's id and the stop, or the day and leg: the
/// same on every export, so a re-import updates the events.
@MainActor
public enum TripCalendarWriter {
    /// When the first drive of a day starts, in minutes after midnight.
    static let firstDriveStarts = 9 * 60

    /// The trip's calendar; nil without a start date (nothing has a date) or without stops.
    /// - Parameters:
    ///   - stops: the stops the itinerary was planned from, in order.
    ///   - stamp: when the file is written (DTSTAMP).
    public static func document(
        tripID: Int64, tripName: String, itinerary: Itinerary, stops: [ItineraryStop], text: TripCalendarText,
        stamp: Date
    ) -> String? {
        guard stops.count == itinerary.stays.count, itinerary.stays.first?.arrival != nil else { return nil }
        let dtstamp = ICalendarSyntax.timestamp(stamp)
        var lines = ICalendarSyntax.header(product: "Trips", calendarName: tripName)
        for (index, (stop, stay)) in zip(stops, itinerary.stays).enumerated() {
            lines += stayEvent(
                stay, of: stop, uid: uid(tripID, "stop-\(index)"), dtstamp: dtstamp,
                description: text.stay(nights: stay.nights, isFirst: index == 0, isLast: index == stops.count - 1),
                location: text.location(of: stop.place))
        }
        for day in itinerary.days {
            guard let date = day.date else { continue }
            var start = firstDriveStarts
            for drive in day.drives where stops.indices.contains(drive.leg + 1) {
                let minutes = Int((drive.duration / 60).rounded())
                lines += [
                    "BEGIN:VEVENT", "UID:\(uid(tripID, "day-\(day.index)-leg-\(drive.leg)"))", "DTSTAMP:\(dtstamp)",
                    "DTSTART:\(ICalendarSyntax.floating(date.adding(days: start / 1_440) ?? date, minutes: start % 1_440))",
                    "DURATION:\(ICalendarSyntax.duration(minutes: minutes))",
                    "SUMMARY:\(ICalendarSyntax.escape(text.driveTitle(from: stops[drive.leg].place.name, to: stops[drive.leg + 1].place.name)))",
                    "DESCRIPTION:\(ICalendarSyntax.escape(text.driveDetails(drive)))", "END:VEVENT",
                ]
                start += minutes
            }
        }
        return ICalendarSyntax.document(lines)
    }

    /// "Baltic Coast.ics": the trip's name made safe for a file name, as the GPX export's.
    public nonisolated static func fileName(for tripName: String) -> String {
        TripFileFormat.safeFileName(for: tripName, extension: "ics")
    }

    private static func stayEvent(
        _ stay: StopStay, of stop: ItineraryStop, uid: String, dtstamp: String, description: String, location: String
    ) -> [String] {
        guard let arrival = stay.arrival, let departure = stay.departure else { return [] }
        let end = stay.nights > 0 ? departure : arrival.nextDay
        let point = stop.place.point
        return [
            "BEGIN:VEVENT", "UID:\(uid)", "DTSTAMP:\(dtstamp)", "DTSTART;VALUE=DATE:\(ICalendarSyntax.date(arrival))",
            "DTEND;VALUE=DATE:\(ICalendarSyntax.date(end))", "SUMMARY:\(ICalendarSyntax.escape(stop.place.name))",
            "LOCATION:\(ICalendarSyntax.escape(location))",
            // Two FLOATs with a '.' whatever the locale, at most 6 decimals (§3.8.1.6).
            "GEO:\(FileCoordinate.text(point.latitude));\(FileCoordinate.text(point.longitude))",
            "DESCRIPTION:\(ICalendarSyntax.escape(description))", "TRANSP:TRANSPARENT", "END:VEVENT",
        ]
    }

    /// "trip-12-stop-0@globetrotter.github.io": never random.
    private static func uid(_ tripID: Int64, _ part: String) -> String {
        "trip-\(tripID)-\(part)@\(ICalendarSyntax.uidDomain)"
    }
}
