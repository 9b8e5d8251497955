import Foundation
import Testing

@testable import GlobetrotterCore

@Suite(.timeLimit(.minutes(1))) struct ExchangeRateServiceTests {
    private let day = LocalDate(year: 2026, month: 10, day: 30)!
    private let offline = FakeRateProvider(.offlineECB, rates: ["USD_EUR": 2, "USD_AED": 9], currencies: ["USD": "US"])

    @Test func theFirstSourceThatAnswersWinsAndIsSaved() async {
        let failing = FakeRateProvider(.frankfurter, failing: .http(.serverError(status: 503)))
        let keyed = FakeRateProvider(.currencyConverterAPI, rates: ["USD_EUR": 3])
        let cache = MemoryRateCache()
        let service = ExchangeRateService(online: [failing, keyed], offline: offline, cache: cache)
        let lookup = await service.rate(from: "USD", to: "EUR")
        let rate = ExchangeRate(base: "USD", target: "EUR", date: day, rate: 3)
        #expect(lookup == RateLookup(quote: RateQuote(rate: rate, source: .currencyConverterAPI), failure: nil))
        #expect(cache.load().quote(from: "USD", to: "EUR")?.rate == rate)
        #expect(offline.callCount == 0)
    }

    @Test func aSourceWithoutAKeyIsSkippedQuietly() async {
        let frankfurter = FakeRateProvider(.frankfurter, failing: .pairNotAvailable(from: "USD", to: "AED"))
        let keyless = FakeRateProvider(.currencyConverterAPI, failing: .missingKey)
        let service = ExchangeRateService(online: [keyless, frankfurter], offline: offline, cache: MemoryRateCache())
        let lookup = await service.rate(from: "USD", to: "AED")
        #expect(lookup.quote?.source == .offlineECB)
        #expect(lookup.failure == RateFailure(source: .frankfurter, error: .pairNotAvailable(from: "USD", to: "AED")))
    }

    /// Seen in the app with a key: Frankfurter has no peso, currencyconverterapi.com
    /// timed out, and the note blamed only Frankfurter's missing pair.
    @Test func aKeyedSourceFailingIsSaidOverAnotherLackingThePair() async {
        let frankfurter = FakeRateProvider(.frankfurter, failing: .pairNotAvailable(from: "USD", to: "ARS"))
        let keyed = FakeRateProvider(.currencyConverterAPI, failing: .http(.timedOut))
        let service = ExchangeRateService(online: [frankfurter, keyed], offline: offline, cache: MemoryRateCache())
        let lookup = await service.rate(from: "USD", to: "ARS")
        #expect(
            lookup
                == RateLookup(quote: nil, failure: RateFailure(source: .currencyConverterAPI, error: .http(.timedOut))))
        let lacking = FakeRateProvider(.currencyConverterAPI, failing: .pairNotAvailable(from: "USD", to: "ARS"))
        let neither = ExchangeRateService(online: [frankfurter, lacking], offline: offline, cache: MemoryRateCache())
        #expect(
            await neither.rate(from: "USD", to: "ARS").failure
                == RateFailure(source: .frankfurter, error: .pairNotAvailable(from: "USD", to: "ARS")),
            "both lack it: the first says so")
    }

    @Test func nothingAnywhereGivesNoQuoteAndTheFirstFailure() async {
        let service = ExchangeRateService(
            online: [FakeRateProvider(.frankfurter, failing: .http(.timedOut))], offline: offline,
            cache: MemoryRateCache())
        let lookup = await service.rate(from: "USD", to: "XYZ")
        #expect(
            lookup
                == RateLookup(quote: nil, failure: RateFailure(source: .frankfurter, error: .http(.timedOut))))
        #expect(await service.rateWithoutNetwork(from: "USD", to: "XYZ") == nil)
    }

    @Test func offlineModeUsesSavedRatesBeforeBundledOnesWithoutComplaint() async {
        var snapshot = RateCacheSnapshot()
        let saved = RateQuote(rate: ExchangeRate(base: "USD", target: "EUR", date: day, rate: 5), source: .frankfurter)
        snapshot.remember(saved)
        let service = ExchangeRateService(online: [], offline: offline, cache: MemoryRateCache(snapshot))
        var expected = saved
        expected.isSaved = true
        #expect(await service.rate(from: "USD", to: "EUR") == RateLookup(quote: expected, failure: nil))
        #expect(await service.rateWithoutNetwork(from: "USD", to: "EUR") == expected)
        #expect(await service.rate(from: "USD", to: "AED").quote?.source == .offlineECB)
    }

    @Test func theSameCurrencyNeedsNoSource() async {
        let online = FakeRateProvider(.frankfurter)
        let service = ExchangeRateService(online: [online], offline: offline, cache: MemoryRateCache())
        let lookup = await service.rate(from: "EUR", to: "EUR")
        #expect(lookup.quote?.rate.rate == 1)
        #expect(lookup.quote?.source == .sameCurrency)
        #expect(online.callCount == 0)
    }

    @Test func currencyListsOfOnlineSourcesAreMergedAndSaved() async {
        let frankfurter = FakeRateProvider(.frankfurter, currencies: ["EUR": "Euro", "USD": "US Dollar"])
        let keyed = FakeRateProvider(.currencyConverterAPI, currencies: ["AED": "UAE Dirham", "USD": "Dollar"])
        let cache = MemoryRateCache()
        let service = ExchangeRateService(online: [frankfurter, keyed], offline: offline, cache: cache)
        let expected = ["EUR": "Euro", "USD": "US Dollar", "AED": "UAE Dirham"]
        #expect(await service.currencies() == CurrencyLookup(currencies: expected, failure: nil))
        #expect(cache.load().currencies == expected)

        let broken = ExchangeRateService(
            online: [FakeRateProvider(.frankfurter, failing: .http(.serverError(status: 500)))], offline: offline,
            cache: cache)
        #expect(
            await broken.currencies()
                == CurrencyLookup(
                    currencies: expected,
                    failure: RateFailure(source: .frankfurter, error: .http(.serverError(status: 500)))))
    }
}
