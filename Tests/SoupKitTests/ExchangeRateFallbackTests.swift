import Foundation
import GLibTestSupport
import GlobetrotterCore
import SoupKit
import Testing

extension SoupKitTests {
    /// The rate service over a real Frankfurter transport: online, then the
    /// saved rates, then the bundled ECB rates, each with the message saying
    /// what failed.
    @MainActor
    @Suite
    struct ExchangeRateFallbackTests {
        /// Tests/SoupKitTests/this file → repository root → data/pack.
        private static let pack = DataPack(
            root: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("data/pack"))
        private let client = SoupHTTPClient(userAgent: "Globetrotter/test", cacheDirectory: nil)
        private let offline = OfflineExchangeRateProvider(
            store: OfflineRateStore(pack: pack), catalog: CurrencyCatalog(pack: pack))

        init() { SoupTestEnvironment.prepare() }

        private func service(_ server: LoopbackServer, cache: any RateCacheStoring) -> ExchangeRateService {
            ExchangeRateService(
                online: [FrankfurterProvider(baseURL: server.url("/v1/"), client: client)], offline: offline,
                cache: cache)
        }

        @Test func aFailingServerFallsBackToTheSavedRateThenTheBundledOne() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            let serverFails = Flag()
            server.route("/v1/latest") { _ in
                serverFails.isOn ? .status(500) : .json(#"{"base":"USD","date":"2026-11-20","rates":{"EUR":0.9512}}"#)
            }
            let cacheFile = URL(fileURLWithPath: makeTemporaryDirectory(prefix: "rates")).appendingPathComponent(
                "r.json")
            let service = service(server, cache: JSONFileRateCache(fileURL: cacheFile))
            let date = LocalDate(year: 2026, month: 11, day: 20)!
            let live = ExchangeRate(base: "USD", target: "EUR", date: date, rate: Decimal(string: "0.9512")!)

            let online = try #require(await awaitPumping { await service.rate(from: "USD", to: "EUR") })
            #expect(online == RateLookup(quote: RateQuote(rate: live, source: .frankfurter), failure: nil))

            serverFails.isOn = true
            // A new service over the same file: what an offline restart reads back.
            let restarted = self.service(server, cache: JSONFileRateCache(fileURL: cacheFile))
            let saved = try #require(await awaitPumping { await restarted.rate(from: "USD", to: "EUR") })
            #expect(
                saved
                    == RateLookup(
                        quote: RateQuote(rate: live, source: .frankfurter, isSaved: true),
                        failure: RateFailure(source: .frankfurter, error: .http(.serverError(status: 500)))))

            let uncached = try #require(await awaitPumping { await restarted.rate(from: "GBP", to: "EUR") })
            let bundled = try offline.latestRate(from: "GBP", to: "EUR")
            #expect(
                uncached
                    == RateLookup(
                        quote: RateQuote(rate: bundled, source: .offlineECB),
                        failure: RateFailure(source: .frankfurter, error: .http(.serverError(status: 500)))))
            #expect(bundled.date == LocalDate(year: 2026, month: 10, day: 30)!)
        }

        @Test func currenciesFallBackToTheBundledList() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route("/v1/currencies") { _ in .json("{\"AUD\":\"Austral") }
            let service = service(server, cache: MemoryRateCache())
            let lookup = try #require(await awaitPumping { await service.currencies() })
            #expect(lookup.currencies.count == 30)
            #expect(lookup.currencies["USD"] == "US Dollar")
            #expect(lookup.currencies["EUR"] == "Euro")
            let failure = try #require(lookup.failure)
            #expect(failure.source == .frankfurter)
            #expect(failure.error.trouble == .unreadable)
        }

        @Test func historyFallsBackToTheBundledDaysEndingAtThePacksLatest() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route("/v1/2026-10-22..2026-11-21") { _ in .pause }
            let service = ExchangeRateService(
                online: [FrankfurterProvider(baseURL: server.url("/v1/"), client: client, timeout: .milliseconds(200))],
                offline: offline, cache: MemoryRateCache())
            let days = LocalDate(year: 2026, month: 10, day: 22)!...LocalDate(year: 2026, month: 11, day: 21)!
            let lookup = try #require(await awaitPumping { await service.history(from: "USD", to: "EUR", days: days) })
            #expect(lookup.source == .offlineECB)
            #expect(lookup.failure == RateFailure(source: .frankfurter, error: .http(.timedOut)))
            // 30 days back from the pack's last day, 2026-10-30: working days from 2026-09-30 on.
            #expect(lookup.rates.first?.date == LocalDate(year: 2026, month: 9, day: 30)!)
            #expect(lookup.rates.last?.date == LocalDate(year: 2026, month: 10, day: 30)!)
            #expect((20...23).contains(lookup.rates.count))
        }
    }
}
