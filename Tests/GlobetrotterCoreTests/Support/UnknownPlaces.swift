@testable import GlobetrotterCore

/// A `PlaceNaming` that knows no place: stops keep their coordinates as their name.
struct UnknownPlaces: PlaceNaming {
    func place(at point: GeoPoint) async -> Place? { nil }
}
