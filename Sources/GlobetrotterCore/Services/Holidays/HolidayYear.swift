/// One country-year of holidays as shown, with where it came from.
public struct HolidayYear: Equatable, Sendable {
    public var countryCode: String
    public var year: Int
    public var holidays: [Holiday]
    public var source: HolidaySource
    /// Why this is not a fresh answer from the online source; nil when it is.
    public var fallback: HolidayFallback?
    /// The offline data's years, when it was asked to stand in for an empty
    /// online answer and does not hold this year; nil otherwise.
    public var offlineYearsLacking: ClosedRange<Int>?

    public init(
        countryCode: String, year: Int, holidays: [Holiday], source: HolidaySource, fallback: HolidayFallback? = nil,
        offlineYearsLacking: ClosedRange<Int>? = nil
    ) {
        self.countryCode = countryCode
        self.year = year
        self.holidays = holidays
        self.source = source
        self.fallback = fallback
        self.offlineYearsLacking = offlineYearsLacking
    }
}
