/// Names a position on the map: what a stop placed there (or read from a
/// file without a name) is called.
public protocol PlaceNaming: Sendable {
    /// A place at exactly `point`, named after what is there or near; nil when nothing can say.
    func place(at point: GeoPoint) async -> Place?
}

/// Names a position after the nearest of the pack's 34,000 cities: works
/// offline, and is right to the town, which is what a road trip's stop is.
public struct NearestCityNaming: PlaceNaming {
    private let pack: DataPack
    private let regions: IsoSubdivisions

    /// `regions` gives the stop its region's code now, so it keeps it offline.
    public init(pack: DataPack, regions: IsoSubdivisions = .system) {
        self.pack = pack
        self.regions = regions
    }

    public func place(at point: GeoPoint) async -> Place? {
        guard let city = try? pack.city(nearest: point) else { return nil }
        return regions.resolvingCode(
            of: Place(name: city.name, region: city.region, countryCode: city.countryCode, point: point))
    }
}
