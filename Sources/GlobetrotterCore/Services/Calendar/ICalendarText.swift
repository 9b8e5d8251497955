/// What a person reads in an exported calendar, worded by the Holidays
/// presenter in the user's language; the writer only formats it.
public struct ICalendarText: Sendable {
    /// "Holidays in Germany 2026".
    public var calendarName: String
    /// An event's description, lines separated by "\n".
    public var description: @Sendable (Holiday) -> String
    /// An event's categories ("Public", "Bank").
    public var categories: @Sendable (Holiday) -> [String]

    public init(
        calendarName: String, description: @escaping @Sendable (Holiday) -> String,
        categories: @escaping @Sendable (Holiday) -> [String]
    ) {
        self.calendarName = calendarName
        self.description = description
        self.categories = categories
    }
}
