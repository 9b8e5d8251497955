import Foundation
import Testing

@testable import GlobetrotterCore

@Suite(.timeLimit(.minutes(1))) struct RateCacheTests {
    private let day = LocalDate(year: 2026, month: 10, day: 30)!

    private func quote(_ from: String, _ to: String, _ rate: String) -> RateQuote {
        RateQuote(
            rate: ExchangeRate(base: from, target: to, date: day, rate: Decimal(string: rate)!), source: .frankfurter)
    }

    @Test func rememberedQuotesComeBackSavedAndExact() {
        var snapshot = RateCacheSnapshot()
        snapshot.remember(quote("USD", "EUR", "0.9"))
        snapshot.remember(quote("USD", "EUR", "0.92345678901234567890"))
        #expect(snapshot.rates.count == 1)
        #expect(
            snapshot.quote(from: "USD", to: "EUR")
                == RateQuote(
                    rate: quote("USD", "EUR", "0.92345678901234567890").rate, source: .frankfurter, isSaved: true))
        #expect(snapshot.quote(from: "EUR", to: "USD") == nil)
    }

    @Test func onlyTheMostRecentPairsAreKept() {
        var snapshot = RateCacheSnapshot()
        for target in ["AAA", "BBB", "CCC"] { snapshot.remember(quote("USD", target, "2"), limit: 2) }
        #expect(snapshot.rates.map(\.target) == ["CCC", "BBB"])
    }

    @Test func theFileRoundTripsAndDamageReadsAsEmpty() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rate-cache-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = JSONFileRateCache(cacheDirectory: directory.path)
        #expect(cache.fileURL.path.hasSuffix("/globetrotter/rates.json"))
        #expect(cache.load() == RateCacheSnapshot())
        var snapshot = RateCacheSnapshot(currencies: ["EUR": "Euro"])
        snapshot.remember(quote("USD", "EUR", "0.9234"))
        try cache.save(snapshot)
        #expect(cache.load() == snapshot)
        try Data("{\"rates\":[{\"base\":".utf8).write(to: cache.fileURL)
        #expect(cache.load() == RateCacheSnapshot())
    }

    @Test func baseURLsComeFromTheEnvironment() {
        #expect(FrankfurterProvider.baseURL(environment: [:]) == FrankfurterProvider.defaultBaseURL)
        #expect(
            FrankfurterProvider.baseURL(environment: ["GLOBETROTTER_FRANKFURTER_URL": "http://127.0.0.1:8080/v1"])
                == URL(string: "http://127.0.0.1:8080/v1/"))
        #expect(
            FrankfurterProvider.baseURL(environment: ["GLOBETROTTER_FRANKFURTER_URL": "ftp://example.org/"])
                == FrankfurterProvider.defaultBaseURL)
        #expect(
            CurrencyConverterAPIProvider.baseURL(environment: ["GLOBETROTTER_CURRCONV_URL": "https://c.example/api/v7/"]
            )
                == URL(string: "https://c.example/api/v7/"))
    }
}
