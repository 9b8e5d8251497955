import Foundation
import GLibTestSupport
import GlobetrotterCore
import SoupKit
import Testing

extension SoupKitTests {
    /// Nager.Date against a loopback server: every answer APIS.md lists.
    @MainActor
    @Suite
    struct NagerHolidayProviderTests {
        init() { SoupTestEnvironment.prepare() }

        private func provider(_ server: LoopbackServer, cache: String? = nil, timeout: Duration = .seconds(5))
            -> NagerHolidayProvider
        {
            NagerHolidayProvider(
                baseURL: server.url("/api/v3"),
                client: SoupHTTPClient(userAgent: "Globetrotter/test", cacheDirectory: cache), timeout: timeout)
        }

        private func fetch(_ provider: NagerHolidayProvider, _ country: String = "at", _ year: Int = 2024) async throws
            -> Result<[Holiday], HolidayProviderError>
        {
            try #require(
                await outcome { () async throws(HolidayProviderError) in
                    try await provider.holidays(country: country, year: year)
                })
        }

        @Test func okListIsDecodedSortedAndAskedForTheUpperCaseCode() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route("/api/v3/PublicHolidays/2024/AT") { _ in .json(NagerFixtures.austria2024) }
            let holidays = try await fetch(provider(server)).get()
            #expect(holidays.map(\.name) == ["New Year's Day", "Christmas Day"])
            #expect(holidays[0].types == [.public, .bank])
            #expect(holidays[1].localName == "Weihnachten")
            #expect(holidays[1].date == LocalDate(year: 2024, month: 12, day: 25))
            #expect(server.hits("/api/v3/PublicHolidays/2024/AT") == 1)
            #expect(server.requests("/api/v3/PublicHolidays/2024/AT").first?.header("Accept") == "application/json")
        }

        @Test(arguments: [LoopbackReply.respond(status: 204), .json("[]"), .json("  \n")])
        func noDataIsAnEmptyList(reply: LoopbackReply) async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route("/api/v3/PublicHolidays/2024/AQ") { _ in reply }
            #expect(try await fetch(provider(server), "AQ").get() == [])
        }

        @Test func unknownCountryIsSaidSo() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            let result = try await fetch(provider(server), "ZZ")
            #expect(throws: HolidayProviderError.unknownCountry("ZZ")) { try result.get() }
            #expect(server.hits("/api/v3/PublicHolidays/2024/ZZ") == 1)
        }

        @Test func codeThatIsNotTwoLettersNeverReachesTheServer() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            let result = try await fetch(provider(server), "../x")
            #expect(throws: HolidayProviderError.unknownCountry("../x")) { try result.get() }
            #expect(server.allRequests.isEmpty)
        }

        @Test(arguments: [
            (429, HolidayProviderError.http(.rateLimited(retryAfterSeconds: 30))),
            (500, .http(.serverError(status: 500))),
        ])
        func errorStatusesAreSpecific(status: Int, expected: HolidayProviderError) async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route("/api/v3/PublicHolidays/2024/AT") { _ in .status(status, headers: ["Retry-After": "30"]) }
            let result = try await fetch(provider(server))
            #expect(throws: expected) { try result.get() }
        }

        @Test func unansweredRequestTimesOut() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route("/api/v3/PublicHolidays/2024/AT") { _ in .pause }
            let result = try await fetch(provider(server, timeout: .milliseconds(300)))
            #expect(throws: HolidayProviderError.http(.timedOut)) { try result.get() }
        }

        @Test(arguments: [
            ("{\"date\":", "not valid JSON"), ("<html>Bad gateway</html>", ""), (#"{"holidays":[]}"#, "Array"),
            (#"[{"date":"2024-13-01","name":"X"}]"#, "date"),
        ])
        func malformedOrTruncatedJSONIsAnInvalidResponse(body: String, detail: String) async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route("/api/v3/PublicHolidays/2024/AT") { _ in .json(body) }
            let result = try await fetch(provider(server))
            guard case .failure(.invalidResponse(let reason)) = result else {
                Issue.record("expected invalidResponse, got \(result)")
                return
            }
            #expect(detail.isEmpty || reason.contains(detail), "\(reason)")
        }

        @Test func olderSingleTypeMissingLocalNameAndCountiesAreRead() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route("/api/v3/PublicHolidays/2019/AT") { _ in .json(NagerFixtures.olderSingleType) }
            server.route("/api/v3/PublicHolidays/2024/AT") { _ in .json(NagerFixtures.withoutLocalName) }
            server.route("/api/v3/PublicHolidays/2025/AT") { _ in .json(NagerFixtures.regional) }
            let nager = provider(server)

            let single = try await fetch(nager, "AT", 2019).get()
            #expect(single.first?.types == [.bank])
            let unnamed = try await fetch(nager, "AT", 2024).get()
            #expect(unnamed.first?.localName == "National Day", "the English name stands in")
            let regional = try await fetch(nager, "AT", 2025).get()
            #expect(regional.first?.global == false)
            #expect(regional.first?.counties == ["AT-2", "AT-6"])
        }

        @Test func staleCachedCopyIsServedWhenTheServerFails() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            let failing = Flag()
            server.route("/api/v3/PublicHolidays/2024/AT") { _ in
                failing.isOn ? .status(500) : .json(NagerFixtures.austria2024, headers: ["Cache-Control": "max-age=0"])
            }
            let client = SoupHTTPClient(
                userAgent: "Globetrotter/test", cacheDirectory: makeTemporaryDirectory(prefix: "nager"))
            let nager = NagerHolidayProvider(baseURL: server.url("/api/v3/"), client: client)
            _ = try await fetch(nager).get()
            client.flushCache()
            failing.isOn = true
            let failed = try await fetch(nager)
            #expect(throws: HolidayProviderError.http(.serverError(status: 500))) { try failed.get() }
            let cached = try #require(
                await outcome { () async throws(HolidayProviderError) in
                    try await nager.cachedHolidays(country: "AT", year: 2024)
                })
            #expect(try cached.get().map(\.name) == ["New Year's Day", "Christmas Day"])
        }
    }
}
