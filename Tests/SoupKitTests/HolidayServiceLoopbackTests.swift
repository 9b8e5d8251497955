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
            #expect(live.source == .nager && live.fallbackNote == nil && live.holidays.count == 2)
            _ = try await load(service)
            #expect(server.hits(path) == 1, "the same country-year again asks no one")

            client.flushCache()
            failing.isOn = true
            let cached = try await load(service, reload: true)
            #expect(cached.holidays == live.holidays)
            #expect(
                cached.fallbackNote
                    == "Nager.Date is not available right now (server error, HTTP 503). Showing the copy saved earlier."
            )

            server.stop()
            let emptyCache = HolidayService(
                online: NagerHolidayProvider(
                    baseURL: server.url("/api/v3/"),
                    client: SoupHTTPClient(userAgent: "Globetrotter/test", cacheDirectory: nil)),
                offline: PackStandIn())
            let offline = try await load(emptyCache)
            #expect(offline.source.label == "Offline data, 2024–2030")
            #expect(
                offline.fallbackNote
                    == "Nager.Date could not be reached (no connection). Showing offline data, 2024–2030.")
        }

        /// What a person reads for each bad answer from a real server: the
        /// fallback notice, or the problem when nothing can be shown.
        nonisolated static let answers: [(LoopbackReply, Result<String, HolidayLoadError>)] = [
            (
                .status(404),
                .success("Nager.Date has no holidays for this country. Showing offline data, 2024–2030.")
            ),
            (.json("[]"), .success("Nager.Date has no holidays for 2024. Showing offline data, 2024–2030.")),
            (.status(204), .success("Nager.Date has no holidays for 2024. Showing offline data, 2024–2030.")),
            (
                .status(429, headers: ["Retry-After": "30"]),
                .success(
                    "Nager.Date is not available right now (too many requests, HTTP 429). Showing offline data, 2024–2030."
                )
            ),
            (
                .status(500),
                .success(
                    "Nager.Date is not available right now (server error, HTTP 500). Showing offline data, 2024–2030.")
            ),
            (.pause, .success("Nager.Date could not be reached (timed out). Showing offline data, 2024–2030.")),
            (
                .json("<html>Bad gateway</html>"),
                .success("Nager.Date sent data that could not be read. Showing offline data, 2024–2030.")
            ),
            (
                .json(String(NagerFixtures.austria2024.prefix(60))),
                .success("Nager.Date sent data that could not be read. Showing offline data, 2024–2030.")
            ),
        ]

        @Test(arguments: answers)
        func eachBadAnswerGivesItsOwnSentence(reply: LoopbackReply, shown: Result<String, HolidayLoadError>)
            async throws
        {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route("/api/v3/PublicHolidays/2024/AT") { _ in reply }
            let service = HolidayService(
                online: NagerHolidayProvider(
                    baseURL: server.url("/api/v3/"),
                    client: SoupHTTPClient(userAgent: "Globetrotter/test", cacheDirectory: nil),
                    timeout: .milliseconds(300)),
                offline: PackStandIn())
            let result = try #require(await outcome(of: service))
            #expect(result.map { $0.fallbackNote ?? "no notice" } == shown)
        }
    }
}
