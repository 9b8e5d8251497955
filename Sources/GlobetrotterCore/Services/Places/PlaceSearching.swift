/// Why a place search gave nothing, typed for the editor's message.
public enum PlaceSearchError: Error, Equatable, Sendable, CustomStringConvertible {
    case http(HTTPError)
    case unreadable(String)
    case offline(DataPackError)

    public var description: String {
        switch self {
        case .http(let error): error.description
        case .unreadable(let reason): "unreadable places: \(reason)"
        case .offline(let error): error.description
        }
    }
}

/// Finds places by name.
public protocol PlaceSearching: Sendable {
    /// The source's name, for messages and credit ("Photon").
    var name: String { get }
    func places(matching query: String, limit: Int) async throws(PlaceSearchError) -> [Place]
    /// Places matching `query`, those near `near` first where the source can
    /// rank by distance (Photon's `lat`/`lon`, as GNOME Maps passes the map's centre).
    func places(matching query: String, limit: Int, near: GeoPoint?) async throws(PlaceSearchError) -> [Place]
}

/// The bundled cities (GeoNames, population above 15,000), through the pack's FTS5 index.
extension PlaceSearching {
    /// A source that cannot rank by distance answers as it would without a point.
    public func places(matching query: String, limit: Int, near: GeoPoint?) async throws(PlaceSearchError) -> [Place] {
        try await places(matching: query, limit: limit)
    }
}

public struct OfflinePlaceSearch: PlaceSearching {
    private let cities: CitySearch

    public init(cities: CitySearch) {
        self.cities = cities
    }

    public var name: String { "GeoNames" }

    public func places(matching query: String, limit: Int) async throws(PlaceSearchError) -> [Place] {
        do {
            return try cities.search(query, limit: limit).map { city in
                Place(
                    name: city.name, region: city.region, countryCode: city.countryCode,
                    point: GeoPoint(latitude: city.latitude, longitude: city.longitude))
            }
        } catch {
            throw .offline(error)
        }
    }
}
