import Foundation
import Testing

@testable import GlobetrotterCore

@Suite(.timeLimit(.minutes(1))) struct ICalendarWriterTests {
    static let stamp = Date(timeIntervalSince1970: 1_735_689_600)  // 2025-01-01 00:00:00 UTC

    static let year = HolidayYear(
        countryCode: "DE", year: 2024,
        holidays: [
            Holiday(
                date: LocalDate(year: 2024, month: 12, day: 31)!, localName: "Silvester", name: "New Year's Eve",
                countryCode: "DE", types: [.observance]),
            Holiday(
                date: LocalDate(year: 2024, month: 8, day: 15)!, localName: "Mariä Himmelfahrt",
                name: "Assumption Day; regional, partly", countryCode: "DE", global: false,
                counties: ["DE-BY", "DE-SL"], types: [.public, .bank]),
        ],
        source: .nager)

    /// The words as the Holidays presenter gives them, in English.
    private static func text(for year: HolidayYear, language: String = "en") -> ICalendarText {
        HolidaysWording.calendarText(
            countryName: "Germany", year: year.year, source: year.source, naming: HolidayNaming(language: language))
    }

    private var document: String {
        ICalendarWriter.document(for: Self.year, text: Self.text(for: Self.year), stamp: Self.stamp)
    }

    /// Unfolded content lines.
    private var lines: [String] {
        document.replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n")
    }

    @Test func calendarHeaderAndEveryLineEndInCRLF() {
        #expect(document.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Globetrotter//Holidays"))
        #expect(document.hasSuffix("END:VCALENDAR\r\n"))
        #expect(!document.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "no bare LF")
        #expect(lines.contains("CALSCALE:GREGORIAN"))
        #expect(lines.contains("X-WR-CALNAME:Holidays in Germany 2024"))
        #expect(lines.filter { $0 == "BEGIN:VEVENT" }.count == 2)
        #expect(lines.filter { $0 == "END:VEVENT" }.count == 2)
    }

    @Test func eventsAreAllDayWithAnExclusiveEndOnTheNextDay() {
        let event = ICalendarWriter.event(
            Self.year.holidays[0], text: Self.text(for: Self.year), dtstamp: "20250101T000000Z")
        #expect(
            event == [
                "BEGIN:VEVENT", "UID:20241231-DE-new-year-s-eve@globetrotter.github.io", "DTSTAMP:20250101T000000Z",
                "DTSTART;VALUE=DATE:20241231", "DTEND;VALUE=DATE:20250101", "SUMMARY:New Year's Eve",
                "DESCRIPTION:Silvester\\nGermany: Observance\\nSource: Nager.Date", "CATEGORIES:Observance",
                "TRANSP:TRANSPARENT", "END:VEVENT",
            ])
        #expect(lines.contains("DTSTAMP:20250101T000000Z"))
    }

    /// In German an event is titled as the page titles it, by its German
    /// name, the English one first in the description; its UID stays the same.
    @Test func inGermanAnEventIsTitledByItsGermanName() {
        let event = ICalendarWriter.event(
            Self.year.holidays[0], text: Self.text(for: Self.year, language: "de"), dtstamp: "20250101T000000Z")
        #expect(event.contains("SUMMARY:Silvester"))
        #expect(event.contains("DESCRIPTION:New Year's Eve\\nGermany: Observance\\nSource: Nager.Date"))
        #expect(event.contains("UID:20241231-DE-new-year-s-eve@globetrotter.github.io"))
    }

    /// GNOME Calendar shows one bar over the break, not a stack of day events.
    @Test func aSchoolBreakListedDayByDayIsOneEventOverItsDays() {
        let days = (21...31).map { day in
            Holiday(
                date: LocalDate(year: 2026, month: 12, day: day)!, localName: "Weihnachtsferien",
                name: "Christmas Break", countryCode: "DE", global: false, counties: ["DE-BE"], types: [.school])
        }
        let christmas = Holiday(
            date: LocalDate(year: 2026, month: 12, day: 25)!, localName: "Erster Weihnachtstag", name: "Christmas Day",
            countryCode: "DE", types: [.public])
        let year = HolidayYear(
            countryCode: "DE", year: 2026, holidays: (days + [christmas]).sorted { $0.date < $1.date }, source: .nager)
        let lines = ICalendarWriter.document(for: year, text: Self.text(for: year), stamp: Self.stamp)
            .replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n")
        #expect(lines.filter { $0 == "BEGIN:VEVENT" }.count == 2, "the break and Christmas Day")
        #expect(lines.filter { $0 == "SUMMARY:Christmas Break" }.count == 1)
        #expect(lines.contains("DTSTART;VALUE=DATE:20261221"))
        #expect(lines.contains("DTEND;VALUE=DATE:20270101"), "exclusive end after the 31st")
        #expect(lines.contains("UID:20261221-to-20261231-DE-christmas-break-DE-BE@globetrotter.github.io"))
        #expect(lines.contains("UID:20261225-DE-christmas-day@globetrotter.github.io"), "single days keep their UIDs")
    }

    @Test func textIsEscapedAndRegionsNamed() {
        #expect(lines.contains("SUMMARY:Assumption Day\\; regional\\, partly"))
        #expect(
            lines.contains(
                "DESCRIPTION:Mariä Himmelfahrt\\nGermany: Public\\, Bank\\nRegions: DE-BY\\, DE-SL\\nSource: Nager.Date"
            ))
        #expect(lines.contains("CATEGORIES:Public,Bank"))
        #expect(ICalendarSyntax.escape("a\\b;c,d\ne") == "a\\\\b\\;c\\,d\\ne")
    }

    @Test func uidsAreStableAcrossExports() {
        let later = ICalendarWriter.document(
            for: Self.year, text: Self.text(for: Self.year), stamp: Self.stamp.addingTimeInterval(86_400))
        let uids = { (text: String) in
            text.replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n").filter {
                $0.hasPrefix("UID:")
            }
        }
        #expect(uids(later) == uids(document))
        #expect(Set(uids(document)).count == 2)
        #expect(
            uids(document).contains(
                "UID:20240815-DE-assumption-day--regional--partly-DE-BY+DE-SL@globetrotter.github.io"))
    }

    @Test func longLinesAreFoldedAt75OctetsWithoutSplittingCharacters() {
        let long = "SUMMARY:" + String(repeating: "Ü", count: 60)  // 8 + 120 octets
        let folded = ICalendarSyntax.fold(long)
        let pieces = folded.components(separatedBy: "\r\n")
        #expect(pieces.count == 2)
        #expect(pieces.allSatisfy { $0.utf8.count <= 75 })
        #expect(pieces[1].hasPrefix(" "))
        #expect(pieces[0].utf8.count == 74, "75 would split a two-octet Ü")
        #expect(folded.replacingOccurrences(of: "\r\n ", with: "") == long)
        for line in document.components(separatedBy: "\r\n") { #expect(line.utf8.count <= 75) }
    }

    @Test func fileNameNamesCountryAndYear() {
        #expect(ICalendarWriter.fileName(for: Self.year) == "holidays-DE-2024.ics")
    }
}
