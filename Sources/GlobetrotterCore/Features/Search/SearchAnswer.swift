import Foundation

/// What a result says, before it is worded: the search's entities.
public enum SearchAnswer: Equatable, Sendable {
    case conversion(amount: Decimal, quote: RateQuote)
    case holiday(Holiday, country: Country?)
    case trip(TripSummary)
}
