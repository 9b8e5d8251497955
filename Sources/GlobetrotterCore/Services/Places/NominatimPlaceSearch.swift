import Foundation

/// Nominatim's `search?q=&format=jsonv2` (APIS.md). Its policy allows no
/// type-ahead and one request a second: the editor asks it only on Enter,
/// and every request waits its turn in `spacing`.
public struct NominatimPlaceSearch: PlaceSearching {
    public static let defaultBaseURL = URL(string: "https://nominatim.openstreetmap.org/")!
    private let baseURL: URL
    private let client: any HTTPClient
    private let spacing: RequestSpacing
    private let language: String
    private let timeout: Duration

    public init(
        baseURL: URL = Self.defaultBaseURL, client: any HTTPClient, spacing: RequestSpacing = RequestSpacing(),
        language: String = "en", timeout: Duration = .seconds(10)
    ) {
        self.baseURL = baseURL.asBaseDirectory
        self.client = client
        self.spacing = spacing
        self.language = language
        self.timeout = timeout
    }

    public var name: String { "Nominatim" }

    public func places(matching query: String, limit: Int) async throws(PlaceSearchError) -> [Place] {
        let body = try await answer(path: "search", query: [("q", query), ("limit", String(limit))])
        return try PlaceJSON.decode([Result].self, from: body).compactMap(\.place)
    }

    /// One request to `path` in its turn, as JSON with addresses in the app's language.
    func answer(path: String, query: [(String, String)]) async throws(PlaceSearchError) -> Data {
        let url = ServiceURL.make(
            baseURL, path: path,
            query: query + [("format", "jsonv2"), ("addressdetails", "1"), ("accept-language", language)])
        try await spacing.waitForTurn(orThrow: PlaceSearchError.http(.cancelled))
        do {
            return try await client.jsonBody(from: url, timeout: timeout)
        } catch {
            throw .http(error)
        }
    }

    private struct Result: Decodable {
        var lat: Lenient<String>?
        var lon: Lenient<String>?
        var name: String?
        var display_name: String?
        var address: NominatimAddress?

        var place: Place? {
            guard let latitude = lat?.value.flatMap(Double.init), let longitude = lon?.value.flatMap(Double.init)
            else { return nil }
            let point = GeoPoint(latitude: latitude, longitude: longitude)
            let fallbackName = display_name?.split(separator: ",").first.map(String.init)
            guard point.isValid, let name = (name?.isEmpty == false ? name : nil) ?? fallbackName else { return nil }
            return Place(
                name: name, region: address?.state, regionCode: address?.regionCode,
                countryCode: address?.countryCode, countryName: address?.country, point: point)
        }
    }
}
