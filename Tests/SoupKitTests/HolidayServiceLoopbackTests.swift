import Foundation
import GLibTestSupport
import GlobetrotterCore
import SoupKit
import Testing

/// Stands in for the bundled pack.
private struct PackStandIn: HolidayProviding {
    let source = HolidaySource.offline(years: 2024...2030)
    func holidays(country: String, year: Int) async throws(HolidayProviderError) -> [Holiday] {
        [
            Holiday(
                date: LocalDate(year: year, month: 1, day: 1)!, localName: "Neujahr", name: "New Year's Day",
                countryCode: country)
        ]
    }
}

extension SoupKitTests {
    /// The whole chain over real HTTP: Nager.Date on a loopback server, the
    /// on-disk SoupCache, then the pack.
    @MainActor
    @Suite
    struct HolidayServiceLoopbackTests {
        init() { SoupTestEnvironment.prepare() }

        private func load(_ service: HolidayService, reload: Bool = false) async throws -> HolidayYear {
            try #require(await outcome(of: service, reload: reload)).get()
        }

        private func outcome(of service: HolidayService, reload: Bool = false) async
            -> Result<HolidayYear, HolidayLoadError>?
        {
            var result: Result<HolidayYear, HolidayLoadError>?
            Task { @MainActor in
                do throws(HolidayLoadError) {
                    result = .success(try await service.holidays(country: "AT", year: 2024, reload: reload))
                } catch {
                    result = .failure(error)
                }
            }
            #expect(await pumpUntil(timeout: .seconds(8)) { result != nil })
            return result
        }

        @Test func liveThenMemoryThenCachedCopyThenPack() async throws {
            let server = try LoopbackServer()
            let path = "/api/v3/PublicHolidays/2024/AT"
            let failing = Flag()
            server.route(path) { _ in
                failing.isOn ? .status(503) : .json(NagerFixtures.austria2024, headers: ["Cache-Control": "max-age=0"])
            }
            let client = SoupHTTPClient(
                userAgent: "Globetrotter/test", cacheDirectory: makeTemporaryDirectory(prefix: "holiday-chain"))
            let service = HolidayService(
                online: NagerHolidayProvider(baseURL: server.url("/api/v3/"), client: client), offline: PackStandIn())

            let live = try await load(service)
            #expect(live.source == .nager && live.fallback == nil && live.holidays.count == 2)
            _ = try await load(service)
            #expect(server.hits(path) == 1, "the same country-year again asks no one")

            client.flushCache()
            failing.isOn = true
            let cached = try await load(service, reload: true)
            #expect(cached.holidays == live.holidays)
            #expect(cached.source == .nager, "the copy saved from Nager.Date")
            #expect(cached.fallback == HolidayFallback(failedSource: .nager, trouble: .http(.serverError(status: 503))))

            server.stop()
            let emptyCache = HolidayService(
                online: NagerHolidayProvider(
                    baseURL: server.url("/api/v3/"),
                    client: SoupHTTPClient(userAgent: "Globetrotter/test", cacheDirectory: nil)),
                offline: PackStandIn())
            let offline = try await load(emptyCache)
            #expect(offline.source == .offline(years: 2024...2030))
            #expect(offline.fallback?.failedSource == .nager)
            guard case .http(.cannotConnect)? = offline.fallback?.trouble else {
                Issue.record("a stopped server is no connection, not \(String(describing: offline.fallback))")
                return
            }
        }

        /// What the page is told for each bad answer from a real server: which
        /// source failed and how (the presenter words it); the pack's list is shown.
        nonisolated static let answers: [(LoopbackReply, SourceTrouble)] = [
            (.status(404), .noData(.holidaysForCountry)),
            (.json("[]"), .noData(.holidaysForYear(2024))),
            (.status(204), .noData(.holidaysForYear(2024))),
            (.status(429, headers: ["Retry-After": "30"]), .http(.rateLimited(retryAfterSeconds: 30))),
            (.status(500), .http(.serverError(status: 500))),
            (.pause, .http(.timedOut)),
            (.json("<html>Bad gateway</html>"), .unreadable),
            (.json(String(NagerFixtures.austria2024.prefix(60))), .unreadable),
        ]

        @Test(arguments: answers)
        func eachBadAnswerIsTypedForThePage(reply: LoopbackReply, trouble: SourceTrouble) async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route("/api/v3/PublicHolidays/2024/AT") { _ in reply }
            let service = HolidayService(
                online: NagerHolidayProvider(
                    baseURL: server.url("/api/v3/"),
                    client: SoupHTTPClient(userAgent: "Globetrotter/test", cacheDirectory: nil),
                    timeout: .milliseconds(300)),
                offline: PackStandIn())
            let shown = try #require(await outcome(of: service)).get()
            #expect(shown.source == .offline(years: 2024...2030))
            #expect(shown.fallback == HolidayFallback(failedSource: .nager, trouble: trouble))
        }
    }
}
