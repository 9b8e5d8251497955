/// What a person reads in an exported calendar, worded by the Holidays
/// presenter in the user's language; the writer only formats it.
public struct ICalendarText: Sendable {
    /// "Holidays in Germany 2026".
    public var calendarName: String
    /// An event's title: the holiday's name as the page shows it.
    public var summary: @Sendable (Holiday) -> String
    /// An event's description, lines separated by "\n".
    public var description: @Sendable (Holiday) -> String
    /// An event's categories ("Public", "Bank").
    public var categories: @Sendable (Holiday) -> [String]

    public init(
        calendarName: String, summary: @escaping @Sendable (Holiday) -> String = { $0.name },
        description: @escaping @Sendable (Holiday) -> String, categories: @escaping @Sendable (Holiday) -> [String]
    ) {
        self.calendarName = calendarName
        self.summary = summary
        self.description = description
        self.categories = categories
    }
}
