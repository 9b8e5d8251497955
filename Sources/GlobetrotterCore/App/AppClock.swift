import Foundation

/// What time it is for the app and the search provider: the system's clock,
/// or, for tests and screenshots of another day, the instant the environment's
/// `GLOBETROTTER_NOW` names ("2031-03-01T12:00:00Z": UTC, whole seconds).
/// Every "today" the app words (a holiday's "In 30 days", the year Holidays
/// opens on, the searches' next holiday) comes from here.
public enum AppClock {
    public static let variable = "GLOBETROTTER_NOW"

    public static func now(environment: [String: String]) -> @Sendable () -> Date {
        guard let text = environment[variable], let fixed = instant(text) else { return { Date() } }
        return { fixed }
    }

    /// "YYYY-MM-DDTHH:MM:SSZ", read without a date formatter (and its ICU data) at start-up.
    static func instant(_ text: String) -> Date? {
        let parts = text.split(separator: "T", omittingEmptySubsequences: false)
        guard parts.count == 2, let day = LocalDate(iso: parts[0]), parts[1].hasSuffix("Z") else { return nil }
        let time = parts[1].dropLast().split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
        guard time.count == 3, let hours = time[0], let minutes = time[1], let seconds = time[2],
            (0..<24).contains(hours), (0..<60).contains(minutes), (0..<60).contains(seconds)
        else { return nil }
        let secondsOfDay = hours * 3600 + minutes * 60 + seconds
        return Date(timeIntervalSince1970: TimeInterval(day.daysSinceEpoch * 86_400 + secondsOfDay))
    }
}
