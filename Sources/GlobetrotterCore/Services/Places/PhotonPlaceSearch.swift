import Foundation

/// Photon's `api/?q=&limit=&lang=` (APIS.md): GeoJSON features, type-ahead allowed.
public struct PhotonPlaceSearch: PlaceSearching {
    public static let defaultBaseURL = URL(string: "https://photon.komoot.io/")!
    private let baseURL: URL
    private let client: any HTTPClient
    private let language: String
    private let timeout: Duration

    public init(
        baseURL: URL = Self.defaultBaseURL, client: any HTTPClient, language: String = "en",
        timeout: Duration = .seconds(8)
    ) {
        self.baseURL = baseURL.asBaseDirectory
        self.client = client
        self.language = language
        self.timeout = timeout
    }

    public var name: String { "Photon" }

    public func places(matching query: String, limit: Int) async throws(PlaceSearchError) -> [Place] {
        try await places(matching: query, limit: limit, near: nil)
    }

    /// With `near`, Photon ranks places close to it first (`lat`, `lon`).
    public func places(matching query: String, limit: Int, near: GeoPoint?) async throws(PlaceSearchError) -> [Place] {
        var parameters = [("q", query), ("limit", String(limit)), ("lang", language)]
        if let near {
            parameters += [("lat", Self.coordinate(near.latitude)), ("lon", Self.coordinate(near.longitude))]
        }
        let url = ServiceURL.make(baseURL, path: "api/", query: parameters)
        let body: Data
        do {
            body = try await client.jsonBody(from: url, timeout: timeout)
        } catch {
            throw .http(error)
        }
        return try PlaceJSON.decode(Collection.self, from: body).features.compactMap(\.place)
    }

    /// A coordinate to four decimals (about 10 m), in the C locale.
    private static func coordinate(_ value: Double) -> String { String(format: "%.4f", value) }

    private struct Collection: Decodable {
        var features: [Feature]
    }

    private struct Feature: Decodable {
        var geometry: Geometry?
        var properties: Properties?

        var place: Place? {
            guard let coordinates = geometry?.coordinates, coordinates.count >= 2,
                let properties, let name = properties.name ?? properties.city, !name.isEmpty
            else { return nil }
            let point = GeoPoint(latitude: coordinates[1], longitude: coordinates[0])
            guard point.isValid else { return nil }
            return Place(
                name: name, region: properties.state, countryCode: properties.countrycode?.uppercased(),
                countryName: properties.country, point: point)
        }
    }

    private struct Geometry: Decodable {
        var coordinates: [Double]?
    }

    private struct Properties: Decodable {
        var name: String?
        var city: String?
        var state: String?
        var country: String?
        var countrycode: String?
    }
}

/// Decoding place answers: garbage is `.unreadable`, naming what was wrong.
enum PlaceJSON {
    static func decode<Answer: Decodable>(_ type: Answer.Type, from data: Data) throws(PlaceSearchError) -> Answer {
        guard !data.isEmpty else { throw .unreadable("empty answer") }
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            throw .unreadable(readableDecodingFailure(error))
        }
    }
}
