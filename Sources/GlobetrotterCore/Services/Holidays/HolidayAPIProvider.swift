import Foundation

/// holidayapi.com v1 (APIS.md) with the user's key from the keyring. The key
/// goes only into the request URL, never into an error message.
public struct HolidayAPIProvider: CachedHolidayProviding {
    public static let defaultBaseURL = URL(string: "https://holidayapi.com/v1/")!

    private let baseURL: URL
    private let client: any HTTPClient
    private let secrets: any SecretStore
    private let timeout: Duration

    public init(
        baseURL: URL = Self.defaultBaseURL, client: any HTTPClient, secrets: any SecretStore,
        timeout: Duration = .seconds(10)
    ) {
        self.baseURL = baseURL.asBaseDirectory
        self.client = client
        self.secrets = secrets
        self.timeout = timeout
    }

    public var source: HolidaySource { .holidayAPI }

    public func holidays(country: String, year: Int) async throws(HolidayProviderError) -> [Holiday] {
        try await fetch(country: country, year: year, headers: [:], timeout: timeout)
    }

    public func cachedHolidays(country: String, year: Int) async throws(HolidayProviderError) -> [Holiday] {
        try await fetch(country: country, year: year, headers: ["Cache-Control": "max-stale"], timeout: .seconds(3))
    }

    private func fetch(country: String, year: Int, headers: [String: String], timeout: Duration)
        async throws(HolidayProviderError) -> [Holiday]
    {
        let code = country.uppercased()
        guard HolidayCountryCode.isValid(code) else { throw .unknownCountry(country) }
        let stored: String?
        do {
            stored = try await secrets.secret(for: .holidayAPI)
        } catch {
            throw .keyUnavailable(String(describing: error))
        }
        guard let key = stored, !key.isEmpty else { throw .missingKey }
        var components = URLComponents(url: baseURL.appendingPathComponent("holidays"), resolvingAgainstBaseURL: true)
        components?.queryItems = [
            URLQueryItem(name: "key", value: key), URLQueryItem(name: "country", value: code),
            URLQueryItem(name: "year", value: String(year)),
        ]
        guard let url = components?.url else { throw .invalidResponse("cannot build the request address") }
        let response: HTTPResponse
        do {
            response = try await client.send(
                HTTPRequest(url: url, headers: headers.merging(["Accept": "application/json"]) { $1 }, timeout: timeout)
            )
        } catch .notFound {
            throw .unknownCountry(code)
        } catch .clientError(let status) where status == 401 || status == 402 || status == 403 {
            // i18n-ignore: log text; the page words .refused by its status
            throw .refused(status: status, message: "the API key was not accepted for this request")
        } catch .clientError(400) {
            throw .unknownCountry(code)
        } catch {
            throw .http(error.redactingKey(key))
        }
        return try HolidayAPIDecoder.decodeHolidays(from: response.body, countryCode: code).sorted(by: Holiday.byDate)
    }
}

extension HTTPError {
    /// Transport messages may quote the URL, which holds the key.
    fileprivate func redactingKey(_ key: String) -> HTTPError {
        switch self {
        case .transport(let message): .transport(message.replacingOccurrences(of: key, with: "…"))
        case .cannotConnect(let host, let reason):
            .cannotConnect(host: host, reason: reason.replacingOccurrences(of: key, with: "…"))
        default: self
        }
    }
}
