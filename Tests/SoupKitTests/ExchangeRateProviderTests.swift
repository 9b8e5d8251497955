import Foundation
import GLibTestSupport
import GlobetrotterCore
import SoupKit
import Testing

extension SoupKitTests {
    /// Frankfurter and currencyconverterapi against a loopback server: the
    /// documented answers, the redirect from the old host, and every failure
    /// with the message the converter shows for it.
    @MainActor
    @Suite
    struct ExchangeRateProviderTests {
        private let client = SoupHTTPClient(userAgent: "Globetrotter/test", cacheDirectory: nil)
        private let lastDayOfOctober = LocalDate(year: 2026, month: 10, day: 30)!

        init() { SoupTestEnvironment.prepare() }

        private func frankfurter(_ server: LoopbackServer, timeout: Duration = .seconds(5)) -> FrankfurterProvider {
            FrankfurterProvider(baseURL: server.url("/v1/"), client: client, timeout: timeout)
        }

        private func outcome<Value: Sendable>(
            _ body: @escaping @Sendable () async throws(ExchangeRateError) -> Value
        ) async throws -> Result<Value, ExchangeRateError> {
            let result = await awaitPumping { () async -> Result<Value, ExchangeRateError> in
                do throws(ExchangeRateError) {
                    return .success(try await body())
                } catch {
                    return .failure(error)
                }
            }
            return try #require(result, "the provider did not return")
        }

        @Test func latestRateIsExactAndAsksForThePair() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route("/v1/latest") { _ in
                .json(#"{"amount":1.0,"base":"USD","date":"2026-10-30","rates":{"EUR":0.92345}}"#)
            }
            let provider = frankfurter(server)
            let rate = try await outcome { () async throws(ExchangeRateError) in
                try await provider.latestRate(from: "usd", to: "EUR")
            }.get()
            #expect(
                rate
                    == ExchangeRate(
                        base: "USD", target: "EUR", date: lastDayOfOctober, rate: Decimal(string: "0.92345")!))
            let request = try #require(server.requests("/v1/latest").first)
            #expect(request.query == "base=USD&symbols=EUR")
            #expect(request.header("Accept") == "application/json")
        }

        @Test func quotedRatesAndAmountsAreAccepted() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route("/v1/latest") { _ in
                .json(#"{"amount":"10","base":"USD","date":"2026-10-30","rates":{"EUR":"9.2345"},"extra":[1]}"#)
            }
            let provider = frankfurter(server)
            let rate = try await outcome { () async throws(ExchangeRateError) in
                try await provider.latestRate(from: "USD", to: "EUR")
            }.get()
            #expect(rate.rate == Decimal(string: "0.92345")!)
        }

        @Test func currenciesSkipEntriesThatAreNotACodeWithAName() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route("/v1/currencies") { _ in
                .json(#"{"AUD":"Australian Dollar","EUR":"Euro","usd":"US Dollar","BAD1":"x","JPY":7}"#)
            }
            let provider = frankfurter(server)
            let currencies = try await outcome { () async throws(ExchangeRateError) in try await provider.currencies() }
                .get()
            #expect(currencies == ["AUD": "Australian Dollar", "EUR": "Euro", "USD": "US Dollar"])
        }

        @Test func historyIsAscendingAndSkipsDaysWithoutTheTarget() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            let path = "/v1/2026-10-01..2026-10-30"
            server.route(path) { _ in
                .json(
                    #"{"amount":1.0,"base":"USD","start_date":"2026-10-01","end_date":"2026-10-30","#
                        + #""rates":{"2026-10-30":{"EUR":0.93},"2026-10-01":{"EUR":0.91},"2026-10-02":{}}}"#)
            }
            let provider = frankfurter(server)
            let days = LocalDate(year: 2026, month: 10, day: 1)!...lastDayOfOctober
            let history = try await outcome { () async throws(ExchangeRateError) in
                try await provider.history(from: "USD", to: "EUR", days: days)
            }.get()
            #expect(history.map(\.date.description) == ["2026-10-01", "2026-10-30"])
            #expect(history.map(\.rate) == [Decimal(string: "0.91")!, Decimal(string: "0.93")!])
            #expect(server.requests(path).first?.query == "base=USD&symbols=EUR")
        }

        /// The old host answers 301 with the new address; libsoup follows it.
        @Test func movedPermanentlyIsFollowed() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            let newLatest = server.url("/v1/latest").absoluteString + "?base=USD&symbols=EUR"
            server.route("/old/latest") { _ in .redirect(301, to: newLatest) }
            server.route("/v1/latest") { _ in .json(#"{"base":"USD","date":"2026-10-30","rates":{"EUR":0.92}}"#) }
            let provider = FrankfurterProvider(baseURL: server.url("/old/"), client: client)
            let rate = try await outcome { () async throws(ExchangeRateError) in
                try await provider.latestRate(from: "USD", to: "EUR")
            }.get()
            #expect(rate.rate == Decimal(string: "0.92")!)
            #expect(server.hits("/old/latest") == 1)
            #expect(server.hits("/v1/latest") == 1)
        }

        @Test func anUnknownCurrencyIsNoRateForThePair() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route("/v1/latest") { _ in .json(#"{"message":"not found"}"#, status: 404) }
            let provider = frankfurter(server)
            let result = try await outcome { () async throws(ExchangeRateError) in
                try await provider.latestRate(from: "USD", to: "XYZ")
            }
            #expect(throws: ExchangeRateError.pairNotAvailable(from: "USD", to: "XYZ")) { try result.get() }
            #expect(
                ExchangeRateError.pairNotAvailable(from: "USD", to: "XYZ").trouble?.sentence(about: "Frankfurter")
                    == "Frankfurter has no USD → XYZ rate.")
        }

        @Test func aServerErrorSaysSo() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route("/v1/currencies") { _ in .status(500) }
            let provider = frankfurter(server)
            let result = try await outcome { () async throws(ExchangeRateError) in try await provider.currencies() }
            #expect(throws: ExchangeRateError.http(.serverError(status: 500))) { try result.get() }
            #expect(
                ExchangeRateError.http(.serverError(status: 500)).trouble?.sentence(about: "Frankfurter")
                    == "Frankfurter is not available right now (server error, HTTP 500).")
        }

        @Test func aSilentServerTimesOut() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route("/v1/latest") { _ in .pause }
            let provider = frankfurter(server, timeout: .milliseconds(300))
            // `outcome` waits 5 s at most: the provider's own 300 ms, not a default, ended it.
            let result = try await outcome { () async throws(ExchangeRateError) in
                try await provider.latestRate(from: "USD", to: "EUR")
            }
            #expect(throws: ExchangeRateError.http(.timedOut)) { try result.get() }
            #expect(
                ExchangeRateError.http(.timedOut).trouble?.sentence(about: "Frankfurter")
                    == "Frankfurter could not be reached (timed out).")
        }

        @Test func tooManyRequestsSaysWhenToTryAgain() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route("/v1/latest") { _ in .status(429, headers: ["Retry-After": "7"]) }
            let provider = frankfurter(server)
            let result = try await outcome { () async throws(ExchangeRateError) in
                try await provider.latestRate(from: "USD", to: "EUR")
            }
            #expect(throws: ExchangeRateError.http(.rateLimited(retryAfterSeconds: 7))) { try result.get() }
            #expect(
                ExchangeRateError.http(.rateLimited(retryAfterSeconds: 7)).trouble?.sentence(about: "Frankfurter")
                    == "Frankfurter is not available right now (too many requests, HTTP 429).")
        }

        nonisolated static let garbage: [(String, String)] = [
            ("<html>Service Unavailable</html>", "not JSON"),
            (#"{"amount":1.0,"base":"USD","date":"2026-10-30","rates":{"EUR":0.92"#, "truncated"),
            ("", "empty answer"),
            (#"{"date":"2026-10-30","rates":[0.92]}"#, "rates is a list, not an object"),
            (#"{"date":"yesterday","rates":{"EUR":0.92}}"#, "date is not a YYYY-MM-DD date"),
            (#"{"date":"2026-10-30","rates":{"EUR":"lots"}}"#, "the rate is not a number"),
            (#"{"date":"2026-10-30","rates":{"EUR":-1}}"#, "the rate is negative"),
            (#"{"base":"GBP","date":"2026-10-30","rates":{"EUR":0.92}}"#, "the base is not the one asked for"),
            (#"[1,2,3]"#, "a list, not an object"),
        ]

        @Test(arguments: garbage)
        func garbageIsAMalformedResponse(body: String, what: String) async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route("/v1/latest") { _ in .json(body) }
            let provider = frankfurter(server)
            let result = try await outcome { () async throws(ExchangeRateError) in
                try await provider.latestRate(from: "USD", to: "EUR")
            }
            guard case .failure(.malformedResponse(let reason)) = result else {
                Issue.record("\(what): expected a malformed response, got \(result)")
                return
            }
            #expect(!reason.isEmpty)
            #expect(
                ExchangeRateError.malformedResponse(reason).trouble?.sentence(about: "Frankfurter")
                    == "Frankfurter sent data that could not be read.")
        }

        @Test func currencyConverterAPISendsTheKeyAndDatesTheRateToday() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route("/api/v7/convert") { _ in .json(#"{"USD_EUR":0.9234}"#) }
            let today = lastDayOfOctober
            let provider = CurrencyConverterAPIProvider(
                baseURL: server.url("/api/v7/"), client: client,
                secrets: MemorySecretStore([.currencyConverterAPI: "secret-key"]), today: { today })
            let rate = try await outcome { () async throws(ExchangeRateError) in
                try await provider.latestRate(from: "USD", to: "EUR")
            }.get()
            #expect(rate == ExchangeRate(base: "USD", target: "EUR", date: today, rate: Decimal(string: "0.9234")!))
            #expect(server.requests("/api/v7/convert").first?.query == "q=USD_EUR&compact=ultra&apiKey=secret-key")
        }

        @Test func currencyConverterAPIWithoutAKeySendsNothing() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route("/api/v7/convert") { _ in .json(#"{"USD_EUR":0.9234}"#) }
            let provider = CurrencyConverterAPIProvider(
                baseURL: server.url("/api/v7/"), client: client, secrets: MemorySecretStore())
            let result = try await outcome { () async throws(ExchangeRateError) in
                try await provider.latestRate(from: "USD", to: "EUR")
            }
            #expect(throws: ExchangeRateError.missingKey) { try result.get() }
            #expect(server.hits("/api/v7/convert") == 0)
        }

        /// The key travels in the query string; no message the user or a log sees may carry it.
        @Test func currencyConverterAPIFailuresNeverShowTheKey() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            let provider = CurrencyConverterAPIProvider(
                baseURL: server.url("/api/v7/"), client: client,
                secrets: MemorySecretStore([.currencyConverterAPI: "very-secret-key"]))
            let result = try await outcome { () async throws(ExchangeRateError) in
                try await provider.latestRate(from: "USD", to: "EUR")
            }
            guard case .failure(let error) = result else {
                Issue.record("an unrouted path must fail, got \(result)")
                return
            }
            let message = error.trouble?.sentence(about: "currencyconverterapi.com") ?? ""
            #expect(message == "currencyconverterapi.com is not available right now (not found, HTTP 404).")
            #expect(!message.contains("very-secret-key") && !String(describing: error).contains("very-secret-key"))
            #expect(server.requests("/api/v7/convert").first?.query?.contains("apiKey=very-secret-key") == true)
        }

        @Test func currencyConverterAPIErrorsAndCurrencies() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route("/api/v7/convert") { _ in .json(#"{"status":400,"error":"Invalid API key."}"#) }
            server.route("/api/v7/currencies") { _ in
                .json(#"{"results":{"ALL":{"currencyName":"Albanian Lek","currencySymbol":"Lek","id":"ALL"},"X":{}}}"#)
            }
            let provider = CurrencyConverterAPIProvider(
                baseURL: server.url("/api/v7/"), client: client,
                secrets: MemorySecretStore([.currencyConverterAPI: "k"]))
            let refused = try await outcome { () async throws(ExchangeRateError) in
                try await provider.latestRate(from: "USD", to: "EUR")
            }
            #expect(throws: ExchangeRateError.refused("Invalid API key.")) { try refused.get() }
            let currencies = try await outcome { () async throws(ExchangeRateError) in try await provider.currencies() }
            #expect(try currencies.get() == ["ALL": "Albanian Lek"])
        }
    }
}
