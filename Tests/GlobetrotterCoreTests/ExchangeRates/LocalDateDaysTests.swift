import Foundation
import Testing

@testable import GlobetrotterCore

@Suite(.serialized, .timeLimit(.minutes(1))) struct LocalDateDaysTests {
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

    /// The C library's offset in zones with and without summer time, in winter and summer
    /// (1 January 2026 and 2 July 2026, noon UTC), whatever zone the machine is in.
    @Test(arguments: [
        ("UTC", 0, 0), ("Europe/Berlin", 3_600, 7_200), ("America/New_York", -18_000, -14_400),
        ("Australia/Sydney", 39_600, 36_000), ("Asia/Kolkata", 19_800, 19_800),
    ])
    func theSystemOffsetFollowsTheZonesSummerTime(zone: String, january: Int, july: Int) {
        let winter = Date(timeIntervalSince1970: 1_767_268_800)
        let summer = Date(timeIntervalSince1970: 1_782_993_600)
        let offsets = SystemZone.with(zone) {
            (LocalDate.systemUTCOffset(at: winter), LocalDate.systemUTCOffset(at: summer))
        }
        #expect(offsets == (january, july))
    }
}

/// Sets the process's `TZ` for the duration of a body (the C library reads it at `tzset`).
/// Only for serialized suites: the zone is the whole process's.
enum SystemZone {
    private static let lock = NSLock()

    static func with<Value>(_ zone: String, _ body: () -> Value) -> Value {
        lock.withLock {
            let saved = getenv("TZ").map { String(cString: $0) }
            setenv("TZ", zone, 1)
            tzset()
            defer {
                if let saved { setenv("TZ", saved, 1) } else { unsetenv("TZ") }
                tzset()
            }
            return body()
        }
    }
}
