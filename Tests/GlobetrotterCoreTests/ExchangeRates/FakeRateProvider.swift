import Foundation
import Synchronization

@testable import GlobetrotterCore

/// A rate source that answers from fixed tables or fails with a fixed error,
/// and counts the calls it gets.
final class FakeRateProvider: ExchangeRateProviding {
    let source: RateSource
    let rates: [String: Decimal]
    let currencyNames: [String: String]
    let error: ExchangeRateError?
    let date: LocalDate
    private let calls = Mutex(0)

    init(
        _ source: RateSource, rates: [String: Decimal] = [:], currencies: [String: String] = [:],
        failing error: ExchangeRateError? = nil, date: LocalDate = LocalDate(year: 2026, month: 10, day: 30)!
    ) {
        self.source = source
        self.rates = rates
        self.currencyNames = currencies
        self.error = error
        self.date = date
    }

    var callCount: Int { calls.withLock { $0 } }

    func currencies() async throws(ExchangeRateError) -> [String: String] {
        try record()
        return currencyNames
    }

    /// `rates` is keyed "USD_EUR".
    func latestRate(from: String, to: String) async throws(ExchangeRateError) -> ExchangeRate {
        try record()
        guard let rate = rates["\(from)_\(to)"] else { throw .pairNotAvailable(from: from, to: to) }
        return ExchangeRate(base: from, target: to, date: date, rate: rate)
    }

    /// One rate a day for the five days ending at `days.upperBound`, rising by 0.01.
    func history(from: String, to: String, days: ClosedRange<LocalDate>) async throws(ExchangeRateError)
        -> [ExchangeRate]
    {
        try record()
        guard let rate = rates["\(from)_\(to)"] else { throw .pairNotAvailable(from: from, to: to) }
        return (0..<5).compactMap { offset in
            days.upperBound.adding(days: offset - 4).map {
                ExchangeRate(base: from, target: to, date: $0, rate: rate + Decimal(offset) / 100)
            }
        }
    }

    private func record() throws(ExchangeRateError) {
        calls.withLock { $0 += 1 }
        if let error { throw error }
    }
}
