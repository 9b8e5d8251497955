import Foundation

/// The bundled city nearest a position, and how far from it the position is.
public struct NearbyCity: Equatable, Sendable {
    public var city: City
    /// Metres along the great circle.
    public var distance: Double

    public init(city: City, distance: Double) {
        self.city = city
        self.distance = distance
    }

    /// Within this of a bundled city (34,000 towns of 15,000 people or more)
    /// a position is taken to be in that city's country. Every place in
    /// Europe is nearer one than this; the open sea, a desert or the tundra
    /// can be farther.
    public static let countryReach = 50_000.0
}

/// Finds the bundled city nearest a position: what gives a stop read from a
/// file its country, and what tells a position near towns from one out at sea.
public protocol NearestCityFinding: Sendable {
    func nearestCity(to point: GeoPoint) async -> NearbyCity?
}

/// The data pack's cities, offline, through a grid of their positions read
/// on first use (`CityGrid`).
public struct PackCities: NearestCityFinding {
    private let pack: DataPack
    private let grid = LoadOnce<CityGrid>()

    public init(pack: DataPack) {
        self.pack = pack
    }

    public func nearestCity(to point: GeoPoint) async -> NearbyCity? {
        guard let grid = try? grid.get(orLoad: { () throws(DataPackError) in CityGrid(try pack.cityPositions()) }),
            let nearest = grid.nearest(to: point), let city = try? pack.city(id: nearest.id)
        else { return nil }
        return NearbyCity(city: city, distance: nearest.distance)
    }
}
