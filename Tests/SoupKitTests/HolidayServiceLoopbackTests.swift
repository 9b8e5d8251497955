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
            var result: Result<HolidayYear, HolidayLoadError>?
            Task { @MainActor in
                do throws(HolidayLoadError) {
                    result = .success(try await service.holidays(country: "AT", year: 2024, reload: reload))
                } catch {
                    result = .failure(error)
                }
            }
            #expect(await pumpUntil(timeout: .seconds(8)) { result != nil })
            return try #require(result).get()
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
            #expect(cached.fallbackNote?.contains("HTTP 503") == true)
            #expect(cached.fallbackNote?.hasSuffix("Showing the copy saved earlier.") == true)

            server.stop()
            let emptyCache = HolidayService(
                online: NagerHolidayProvider(
                    baseURL: server.url("/api/v3/"),
                    client: SoupHTTPClient(userAgent: "Globetrotter/test", cacheDirectory: nil)),
                offline: PackStandIn())
            let offline = try await load(emptyCache)
            #expect(offline.source.label == "Offline data, 2024–2030")
            #expect(offline.fallbackNote?.hasSuffix("Showing offline data.") == true)
        }
    }
}
