import Foundation

/// ECB reference rates from Frankfurter (no key). The old host
/// `api.frankfurter.app` answers 301 to the new one; the HTTP client follows it.
public struct FrankfurterProvider: ExchangeRateProviding {
    public static let defaultBaseURL = URL(string: "https://api.frankfurter.dev/v1/")!
    public static let baseURLVariable = "GLOBETROTTER_FRANKFURTER_URL"

    public let source = RateSource.frankfurter
    public let baseURL: URL
    private let client: any HTTPClient
    private let timeout: Duration

    public init(baseURL: URL = Self.defaultBaseURL, client: any HTTPClient, timeout: Duration = .seconds(10)) {
        self.baseURL = baseURL
        self.client = client
        self.timeout = timeout
    }

    /// The base URL from `GLOBETROTTER_FRANKFURTER_URL`, else the public one.
    public static func baseURL(environment: [String: String]) -> URL {
        ServiceURL.base(environment[baseURLVariable]) ?? defaultBaseURL
    }

    public func currencies() async throws(ExchangeRateError) -> [String: String] {
        try FrankfurterDecoder.currencies(try await get("currencies", query: []))
    }

    public func latestRate(from: String, to: String) async throws(ExchangeRateError) -> ExchangeRate {
        let (from, to) = try codes(from, to)
        let data = try await get("latest", query: [("base", from), ("symbols", to)], pair: (from, to))
        return try FrankfurterDecoder.latestRate(data, from: from, to: to)
    }

    public func history(from: String, to: String, days: ClosedRange<LocalDate>) async throws(ExchangeRateError)
        -> [ExchangeRate]
    {
        let (from, to) = try codes(from, to)
        let data = try await get(
            "\(days.lowerBound)..\(days.upperBound)", query: [("base", from), ("symbols", to)], pair: (from, to))
        return try FrankfurterDecoder.history(data, from: from, to: to)
    }

    private func codes(_ from: String, _ to: String) throws(ExchangeRateError) -> (String, String) {
        guard let fromCode = RateJSON.currencyCode(from), let toCode = RateJSON.currencyCode(to) else {
            throw .pairNotAvailable(from: from, to: to)
        }
        return (fromCode, toCode)
    }

    /// Frankfurter answers 404 for a currency it does not know, so with a pair that 404 means "no such rate".
    private func get(_ path: String, query: [(String, String)], pair: (String, String)? = nil)
        async throws(ExchangeRateError) -> Data
    {
        let url = ServiceURL.make(baseURL, path: path, query: query)
        do {
            return try await client.jsonBody(from: url, timeout: timeout)
        } catch {
            if case .notFound = error, let pair { throw .pairNotAvailable(from: pair.0, to: pair.1) }
            throw .http(error)
        }
    }
}
