import Synchronization

/// Rates with fallbacks (ARCHITECTURE §5): the online sources in order, then
/// the cache of the last rates, then the bundled ECB rates. Never throws: a
/// lookup carries what it found and, separately, which source failed and how.
public final class ExchangeRateService: Sendable {
    private let online: [any ExchangeRateProviding]
    private let offline: any ExchangeRateProviding
    private let cache: any RateCacheStoring
    /// Serializes read-modify-write of the cache between concurrent lookups.
    private let cacheUpdate = Mutex(())

    /// - Parameter online: tried in order; empty in offline mode.
    public init(online: [any ExchangeRateProviding], offline: any ExchangeRateProviding, cache: any RateCacheStoring) {
        self.online = online
        self.offline = offline
        self.cache = cache
    }

    public func rate(from: String, to: String) async -> RateLookup {
        if from == to { return RateLookup(quote: Self.sameCurrency(from)) }
        var failure: RateFailure?
        for provider in online {
            do {
                let quote = RateQuote(rate: try await provider.latestRate(from: from, to: to), source: provider.source)
                updateCache { $0.remember(quote) }
                return RateLookup(quote: quote, failure: nil)
            } catch {
                failure = Self.telling(failure, Self.failure(of: provider, error))
            }
        }
        if let saved = cache.load().quote(from: from, to: to) { return RateLookup(quote: saved, failure: failure) }
        do {
            let rate = try await offline.latestRate(from: from, to: to)
            return RateLookup(quote: RateQuote(rate: rate, source: offline.source), failure: failure)
        } catch {
            return RateLookup(quote: nil, failure: failure ?? RateFailure(source: offline.source, error: error))
        }
    }

    /// A rate without the network — saved, else bundled — to show at once while online sources answer.
    public func rateWithoutNetwork(from: String, to: String) async -> RateQuote? {
        if from == to { return Self.sameCurrency(from) }
        if let saved = cache.load().quote(from: from, to: to) { return saved }
        guard let rate = try? await offline.latestRate(from: from, to: to) else { return nil }
        return RateQuote(rate: rate, source: offline.source)
    }

    /// Every currency some source converts. The online sources' lists are
    /// merged (each adds the currencies it covers); when none answers, the
    /// saved list, then the bundled one.
    public func currencies() async -> CurrencyLookup {
        var merged: [String: String] = [:]
        var failure: RateFailure?
        for provider in online {
            do {
                merged.merge(try await provider.currencies()) { first, _ in first }
            } catch {
                failure = failure ?? Self.failure(of: provider, error)
            }
        }
        if !merged.isEmpty {
            updateCache { $0.currencies = merged }
            return CurrencyLookup(currencies: merged, failure: failure)
        }
        let saved = cache.load().currencies
        if !saved.isEmpty { return CurrencyLookup(currencies: saved, failure: failure) }
        do {
            return CurrencyLookup(currencies: try await offline.currencies(), failure: failure)
        } catch {
            return CurrencyLookup(
                currencies: [:], failure: failure ?? RateFailure(source: offline.source, error: error))
        }
    }

    /// Daily rates over `days`: online, else bundled (history is not cached here; the HTTP cache keeps it).
    public func history(from: String, to: String, days: ClosedRange<LocalDate>) async -> HistoryLookup {
        var failure: RateFailure?
        for provider in online {
            do {
                let rates = try await provider.history(from: from, to: to, days: days)
                return HistoryLookup(rates: rates, source: provider.source, failure: nil)
            } catch {
                failure = failure ?? Self.failure(of: provider, error)
            }
        }
        do {
            let rates = try await offline.history(from: from, to: to, days: days)
            return HistoryLookup(rates: rates, source: offline.source, failure: failure)
        } catch {
            return HistoryLookup(
                rates: [], source: nil, failure: failure ?? RateFailure(source: offline.source, error: error))
        }
    }

    /// The failure worth saying of two: the first, unless it only says that
    /// source lacks the pair and a later source — the one that has it, with a
    /// key for it — failed outright ("Frankfurter has no USD → ARS rate" hid
    /// currencyconverterapi.com timing out).
    private static func telling(_ first: RateFailure?, _ next: RateFailure?) -> RateFailure? {
        guard let first else { return next }
        guard case .pairNotAvailable = first.error, let next else { return first }
        if case .pairNotAvailable = next.error { return first }
        return next
    }

    /// A source that is not set up (no key) or cannot do this (no history) is
    /// skipped quietly: it did not fail, it was never in play.
    private static func failure(of provider: any ExchangeRateProviding, _ error: ExchangeRateError) -> RateFailure? {
        switch error {
        case .missingKey, .unsupported: return nil
        default:
            // What the server or the system said stays in the log; the page says it in words.
            DiagnosticLog.warning("\(provider.source.rawValue): \(error)")
            return RateFailure(source: provider.source, error: error)
        }
    }

    private static func sameCurrency(_ code: String) -> RateQuote {
        // Dated by nothing in particular: the source line of `.sameCurrency` is empty.
        RateQuote(
            rate: ExchangeRate(base: code, target: code, date: LocalDate.today(), rate: 1), source: .sameCurrency)
    }

    private func updateCache(_ change: (inout RateCacheSnapshot) -> Void) {
        cacheUpdate.withLock { _ in
            var snapshot = cache.load()
            change(&snapshot)
            // A cache that cannot be written only loses the offline fallback; the rate itself is fine.
            try? cache.save(snapshot)
        }
    }
}
