import Foundation
import GlobetrotterCore
import SoupKit
import Testing

extension SoupKitTests {
    /// holidayapi.com against a loopback server: the key from the secret store,
    /// its answer shape and its error bodies.
    @MainActor
    @Suite
    struct HolidayAPIProviderTests {
        static let body = """
            {"status":200,"requests":{"used":1,"available":9999,"resets":"2024-06-01 00:00:00"},"holidays":[
            {"name":"Independence Day","date":"2023-07-04","observed":"2023-07-04","public":true,"country":"US",\
            "uuid":"a","subdivisions":[]},
            {"name":"Christmas Day","date":"2022-12-25","observed":"2022-12-26","public":true,"country":"US","uuid":"b"},
            {"name":"Cesar Chavez Day","date":"2023-03-31","observed":"2023-03-31","public":false,"country":"US",\
            "uuid":"c","subdivisions":["US-CA","US-TX"]}]}
            """

        init() { SoupTestEnvironment.prepare() }

        private func provider(_ server: LoopbackServer, key: String? = "sekrit-123") -> HolidayAPIProvider {
            HolidayAPIProvider(
                baseURL: server.url("/v1"), client: SoupHTTPClient(userAgent: "Globetrotter/test", cacheDirectory: nil),
                secrets: MemorySecretStore(key.map { [.holidayAPI: $0] } ?? [:]))
        }

        private func fetch(_ provider: HolidayAPIProvider) async throws -> Result<[Holiday], HolidayProviderError> {
            try #require(
                await outcome { () async throws(HolidayProviderError) in
                    try await provider.holidays(country: "us", year: 2023)
                })
        }

        @Test func holidaysAreReadWithObservedDaysAndSubdivisions() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route("/v1/holidays") { _ in .json(Self.body) }
            let holidays = try await fetch(provider(server)).get()
            #expect(holidays.map(\.name) == ["Christmas Day", "Cesar Chavez Day", "Independence Day"])
            #expect(holidays[0].observedOn == LocalDate(year: 2022, month: 12, day: 26))
            #expect(holidays[2].observedOn == nil, "the same day is not an observed day")
            #expect(holidays[1].types == [.observance])
            #expect(holidays[1].counties == ["US-CA", "US-TX"])
            #expect(holidays[1].global == false)
            #expect(holidays[0].localName == "Christmas Day")
        }

        @Test func keyCountryAndYearGoInTheQuery() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route("/v1/holidays") { _ in .json(#"{"status":200,"holidays":[]}"#) }
            _ = try await fetch(provider(server)).get()
            let query = try #require(server.requests("/v1/holidays").first?.query)
            #expect(query.split(separator: "&").sorted() == ["country=US", "key=sekrit-123", "year=2023"])
        }

        @Test func withoutAKeyNothingIsSent() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            let result = try await fetch(provider(server, key: nil))
            #expect(throws: HolidayProviderError.missingKey) { try result.get() }
            #expect(server.hits("/v1/holidays") == 0)
        }

        @Test func unreadableKeyringIsSaidAndNothingIsSent() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            let provider = HolidayAPIProvider(
                baseURL: server.url("/v1"), client: SoupHTTPClient(userAgent: "Globetrotter/test", cacheDirectory: nil),
                secrets: LockedKeyring())
            let result = try await fetch(provider)
            #expect(throws: HolidayProviderError.keyUnavailable("the keyring is locked")) { try result.get() }
            #expect(server.hits("/v1/holidays") == 0)
        }

        @Test func refusedKeyIsSaidWithoutQuotingIt() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route("/v1/holidays") { _ in .json(#"{"status":401,"error":"Invalid key"}"#, status: 401) }
            let result = try await fetch(provider(server))
            guard case .failure(let error) = result, case .refused(401, _) = error else {
                Issue.record("expected a refusal, got \(result)")
                return
            }
            #expect(!error.description.contains("sekrit-123"))
        }

        @Test func errorBodyWithStatus200IsARefusal() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route("/v1/holidays") { _ in
                .json(#"{"status":402,"error":"Free accounts are limited to last year"}"#)
            }
            let result = try await fetch(provider(server))
            #expect(
                throws: HolidayProviderError.refused(status: 402, message: "Free accounts are limited to last year")
            ) {
                try result.get()
            }
        }

        @Test func rateLimitAndMalformedBodiesAreSpecific() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route("/v1/holidays") { _ in .status(429) }
            let limited = try await fetch(provider(server))
            #expect(throws: HolidayProviderError.http(.rateLimited(retryAfterSeconds: nil))) { try limited.get() }
            server.route("/v1/holidays") { _ in .json(#"{"status":200,"holidays":[{"name":"X"}]}"#) }
            let result = try await fetch(provider(server))
            guard case .failure(.invalidResponse(let reason)) = result else {
                Issue.record("expected invalidResponse, got \(result)")
                return
            }
            #expect(reason.contains("[0]"))
        }
    }
}

/// A keyring that cannot be read.
private struct LockedKeyring: SecretStore {
    struct Locked: Error, CustomStringConvertible {
        var description: String { "the keyring is locked" }
    }
    func secret(for key: SecretKey) async throws -> String? { throw Locked() }
    func setSecret(_ value: String?, for key: SecretKey) async throws { throw Locked() }
}
