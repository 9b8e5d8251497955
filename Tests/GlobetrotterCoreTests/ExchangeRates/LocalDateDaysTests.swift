import Foundation
import Testing

@testable import GlobetrotterCore

@Suite struct LocalDateDaysTests {
    static let days: [(String, Int)] = [
        ("1970-01-01", 0), ("1970-01-02", 1), ("1969-12-31", -1), ("2000-03-01", 11_017), ("2026-10-30", 20_756),
    ]

    @Test(arguments: days)
    func daysSinceEpoch(date: String, expected: Int) throws {
        let day = try #require(LocalDate(iso: date))
        #expect(day.daysSinceEpoch == expected)
        #expect(LocalDate(year: 1970, month: 1, day: 1)!.adding(days: expected) == day)
    }

    @Test func addingCrossesMonthsYearsAndLeapDays() {
        let leapDay = LocalDate(year: 2028, month: 2, day: 29)!
        #expect(leapDay.adding(days: 1) == LocalDate(year: 2028, month: 3, day: 1))
        #expect(leapDay.adding(days: -365) == LocalDate(year: 2027, month: 3, day: 1))
        #expect(
            LocalDate(year: 2026, month: 11, day: 21)!.adding(days: -30) == LocalDate(year: 2026, month: 10, day: 22))
        #expect(LocalDate(year: 9999, month: 12, day: 31)!.adding(days: 1) == nil)
    }

    @Test func todayIsTheDayInTheGivenTimeZone() {
        // 2026-10-30 12:00 UTC is already the 31st at UTC+14 (Kiritimati) and still the 30th at UTC−11.
        let noonUTC = Date(timeIntervalSince1970: 20_756 * 86_400 + 43_200)
        #expect(
            LocalDate.today(now: noonUTC, utcOffset: { _ in 14 * 3600 }) == LocalDate(year: 2026, month: 10, day: 31))
        #expect(
            LocalDate.today(now: noonUTC, utcOffset: { _ in -11 * 3600 }) == LocalDate(year: 2026, month: 10, day: 30))
        let beforeEpoch = Date(timeIntervalSince1970: -1)
        #expect(LocalDate.today(now: beforeEpoch, utcOffset: { _ in 0 }) == LocalDate(year: 1969, month: 12, day: 31))
    }

    @Test func theSystemOffsetIsFoundationsOffset() {
        // The C library and Foundation read the same tz database, summer and winter.
        for instant in [Date(timeIntervalSince1970: 1_767_225_600), Date(timeIntervalSince1970: 1_783_000_000)] {
            #expect(LocalDate.systemUTCOffset(at: instant) == TimeZone.current.secondsFromGMT(for: instant))
        }
    }
}
