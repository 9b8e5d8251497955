import Foundation

/// The original converter's source, currencyconverterapi.com (v7), used only
/// when the user has put a key in the keyring. It has no history, and its
/// rates carry no date: they are taken as today's.
public struct CurrencyConverterAPIProvider: ExchangeRateProviding {
    public static let defaultBaseURL = URL(string: "https://free.currconv.com/api/v7/")!
    public static let baseURLVariable = "GLOBETROTTER_CURRCONV_URL"

    public let source = RateSource.currencyConverterAPI
    public let baseURL: URL
    private let client: any HTTPClient
    private let secrets: any SecretStore
    private let today: @Sendable () -> LocalDate
    private let timeout: Duration

    public init(
        baseURL: URL = Self.defaultBaseURL, client: any HTTPClient, secrets: any SecretStore,
        today: @escaping @Sendable () -> LocalDate = { LocalDate.today() }, timeout: Duration = .seconds(10)
    ) {
        self.baseURL = baseURL
        self.client = client
        self.secrets = secrets
        self.today = today
        self.timeout = timeout
    }

    public static func baseURL(environment: [String: String]) -> URL {
        ServiceURL.base(environment[baseURLVariable]) ?? defaultBaseURL
    }

    /// `currencies?apiKey=` → `{"results":{"ALL":{"currencyName":"Albanian Lek",…},…}}`.
    public func currencies() async throws(ExchangeRateError) -> [String: String] {
        let answer = try RateJSON.decode(CurrencyList.self, from: try await get("currencies", query: []))
        try refusal(answer.error)
        guard let results = answer.results else { throw .malformedResponse("results is missing") }
        var currencies: [String: String] = [:]
        for (key, value) in results {
            if let code = RateJSON.currencyCode(key), let name = value.value?.currencyName { currencies[code] = name }
        }
        guard !currencies.isEmpty else { throw .malformedResponse("it lists no currencies") }
        return currencies
    }

    /// `convert?q=USD_EUR&compact=ultra&apiKey=` → `{"USD_EUR":0.92}`.
    public func latestRate(from: String, to: String) async throws(ExchangeRateError) -> ExchangeRate {
        guard let from = RateJSON.currencyCode(from), let to = RateJSON.currencyCode(to) else {
            throw .pairNotAvailable(from: from, to: to)
        }
        let pair = "\(from)_\(to)"
        let data = try await get("convert", query: [("q", pair), ("compact", "ultra")])
        try refusal(try RateJSON.decode(Refusal.self, from: data).error)
        // An unknown currency gives `{}`.
        guard let value = try RateJSON.decode([String: RateNumber].self, from: data)[pair] else {
            throw .pairNotAvailable(from: from, to: to)
        }
        return ExchangeRate(base: from, target: to, date: today(), rate: try RateJSON.rate(value, pair))
    }

    public func history(from: String, to: String, days: ClosedRange<LocalDate>) async throws(ExchangeRateError)
        -> [ExchangeRate]
    {
        throw .unsupported
    }

    /// The service's own `{"status":400,"error":"…"}` as `.refused`.
    private func refusal(_ error: Lenient<String>?) throws(ExchangeRateError) {
        if let message = error?.value { throw .refused(message) }
    }

    private struct Refusal: Decodable {
        let error: Lenient<String>?
    }

    private struct CurrencyList: Decodable {
        let error: Lenient<String>?
        let results: [String: Lenient<Entry>]?

        struct Entry: Decodable, Sendable {
            let currencyName: String
        }
    }

    private func get(_ path: String, query: [(String, String)]) async throws(ExchangeRateError) -> Data {
        // A keyring that cannot be read is the same as no key: the other sources still work.
        guard let key = try? await secrets.secret(for: .currencyConverterAPI), !key.isEmpty else {
            throw .missingKey
        }
        let url = ServiceURL.make(baseURL, path: path, query: query + [("apiKey", key)])
        do {
            return try await client.jsonBody(from: url, timeout: timeout)
        } catch {
            throw .http(error)
        }
    }
}
