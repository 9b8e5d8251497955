import Foundation

/// What a result says, before it is worded: the search's entities.
public enum SearchAnswer: Equatable, Sendable {
    case conversion(amount: Decimal, quote: RateQuote)
    case holiday(Holiday, country: Country?)
    /// A year of a country's holidays the offline data (`offlineYears`) does not hold.
    case holidayYear(country: Country?, code: String, year: Int, offlineYears: ClosedRange<Int>)
    /// A trip, with its first and last day when it has dates.
    case trip(TripSummary, days: ClosedRange<LocalDate>?)
}
