/// One line of the holiday list, every text ready to show.
public struct HolidayRow: Equatable, Sendable {
    /// Localized date with weekday, e.g. "Wednesday, 25 December".
    public let dateText: String
    /// The holiday's name: the local one where the interface speaks its
    /// language, else the English one (`HolidayNaming`).
    public let name: String
    /// The local name under an English name, only when it differs from it.
    public let localName: String?
    /// "Public", "Bank"… one badge per type.
    public let badges: [String]
    /// "Regional" with how many regions, nil for a nationwide holiday.
    public let regionNote: String?
    public let isPast: Bool
    /// The first holiday from today on: highlighted and scrolled to.
    public let isNext: Bool
    /// The badges as a screen reader says them ("public holiday").
    public var spokenTypes: [String] = []

    /// What a screen reader says for the row: "Friday, 25 December, Christmas
    /// Day, Erster Weihnachtstag, public holiday" (the visible badge "Public" alone says little).
    public var spokenName: String {
        ([dateText, name, localName, regionNote].compactMap { $0 } + spokenTypes).joined(separator: ", ")
    }
}
