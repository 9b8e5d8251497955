/// One source of public holidays (an API or the bundled pack).
public protocol HolidayProviding: Sendable {
    /// Names the source on screen ("Nager.Date").
    var source: HolidaySource { get }
    /// The country's holidays in `year`, sorted by date.
    /// - Parameter country: ISO 3166-1 alpha-2, any case.
    func holidays(country: String, year: Int) async throws(HolidayProviderError) -> [Holiday]
}

/// A provider whose answers go through the HTTP cache, so the last response
/// can be read back when the server cannot be reached.
public protocol CachedHolidayProviding: HolidayProviding {
    /// The last cached answer however old, without asking the server when one is stored.
    func cachedHolidays(country: String, year: Int) async throws(HolidayProviderError) -> [Holiday]
}
