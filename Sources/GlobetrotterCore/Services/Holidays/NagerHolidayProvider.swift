import Foundation

/// Nager.Date v3 `PublicHolidays/{year}/{countryCode}` (APIS.md): 404 for an
/// unknown country, 204 or `[]` for a country without data.
public struct NagerHolidayProvider: CachedHolidayProviding {
    public static let defaultBaseURL = URL(string: "https://date.nager.at/api/v3/")!

    private let baseURL: URL
    private let client: any HTTPClient
    private let timeout: Duration

    public init(baseURL: URL = Self.defaultBaseURL, client: any HTTPClient, timeout: Duration = .seconds(10)) {
        self.baseURL = baseURL.asBaseDirectory
        self.client = client
        self.timeout = timeout
    }

    public var source: HolidaySource { .nager }

    public func holidays(country: String, year: Int) async throws(HolidayProviderError) -> [Holiday] {
        try await fetch(country: country, year: year, headers: ["Accept": "application/json"], timeout: timeout)
    }

    public func cachedHolidays(country: String, year: Int) async throws(HolidayProviderError) -> [Holiday] {
        // SoupCache serves a stored response of any age for `max-stale` without a value.
        try await fetch(
            country: country, year: year, headers: ["Accept": "application/json", "Cache-Control": "max-stale"],
            timeout: .seconds(3))
    }

    private func fetch(country: String, year: Int, headers: [String: String], timeout: Duration)
        async throws(HolidayProviderError) -> [Holiday]
    {
        let code = country.uppercased()
        guard HolidayCountryCode.isValid(code),
            let url = URL(string: "PublicHolidays/\(year)/\(code)", relativeTo: baseURL)
        else { throw .unknownCountry(country) }
        let response: HTTPResponse
        do {
            response = try await client.send(HTTPRequest(url: url.absoluteURL, headers: headers, timeout: timeout))
        } catch .notFound {
            throw .unknownCountry(code)
        } catch {
            throw .http(error)
        }
        if response.status == 204 { return [] }
        do {
            return try NagerHolidayDecoder.decodeHolidays(from: response.body, countryCode: code).sorted(
                by: Holiday.byDate)
        } catch {
            throw .invalidResponse(error.reason)
        }
    }
}
