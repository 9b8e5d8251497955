import Foundation

/// What a file looks like read latitude first, for the question "Latitude
/// and Longitude Swapped?".
public struct SwappedReading: Equatable, Sendable {
    /// How many positions the file has: its stops, or its line's points when it has none.
    public var positionCount: Int
    /// The bundled city nearest the first position read latitude first: "near Lyon".
    public var nearCity: String

    public init(positionCount: Int, nearCity: String) {
        self.positionCount = positionCount
        self.nearCity = nearCity
    }
}

/// Tells a GeoJSON written `[latitude, longitude]` (a common mistake) from
/// one written as RFC 7946 has it. There is no land map offline, so the
/// bundled towns are the land test: a trip's positions lie near towns. The
/// file is taken for swapped when, read as written, its positions are far
/// from any town (the sea off Somalia for a trip through Germany), and read
/// the other way round, near them and many times nearer.
///
/// "Far" and "near" are judged on the middle (median) distance, not on every
/// position: swapped European positions often land on the Horn of Africa, a
/// few near some town there (Genève swapped is 12 km from one), and a trip
/// read right may have a stop in the wilds. A trip that is remote both ways
/// (the open sea, a desert) is never taken for swapped. Measured on the
/// bundled towns: swapped trips through Germany, the Alps, Spain, Italy,
/// Greece, Britain, Scandinavia, Kenya, India, Brazil and the US east are
/// caught; right ones across the Sahara, the Sahel, Arabia, Kenya, the
/// Amazon and the Atlantic are not taken for swapped.
enum SwappedCoordinates {
    /// Read as written, the middle position is at least this far from a town…
    static let farFromTowns = 30_000.0
    /// …and read swapped, at most this far…
    static let nearTowns = 15_000.0
    /// …and this many times nearer.
    static let nearerBy = 4.0
    /// Positions looked at: spread over the file, enough for a median, few
    /// enough to cost well under a second (each a scan of the towns).
    static let sampleSize = 15

    /// The decision, on the distances (metres) from the same positions read
    /// as written and swapped to their nearest towns.
    static func looksSwapped(asWritten: [Double], swapped: [Double]) -> Bool {
        guard !asWritten.isEmpty, asWritten.count == swapped.count else { return false }
        let far = median(asWritten), near = median(swapped)
        return far >= farFromTowns && near <= nearTowns && far >= near * nearerBy
    }

    /// The swapped reading when `documents` (as written) look swapped; nil
    /// when they do not, or when the towns cannot say.
    static func reading(
        of documents: [TripDocument], swapped: [TripDocument], cities: any NearestCityFinding
    ) async -> SwappedReading? {
        let written = positions(of: documents), turned = positions(of: swapped)
        guard !written.isEmpty, written.count == turned.count else { return nil }
        let sample = sampleIndices(count: written.count)
        var asWritten: [Double] = []
        for index in sample {
            guard let nearby = await cities.nearestCity(to: written[index]) else { return nil }
            asWritten.append(nearby.distance)
        }
        // Most files lie near towns as written: one pass, and the answer is no.
        guard median(asWritten) >= farFromTowns else { return nil }
        var nearest: [NearbyCity] = []
        for index in sample {
            guard let nearby = await cities.nearestCity(to: turned[index]) else { return nil }
            nearest.append(nearby)
        }
        guard looksSwapped(asWritten: asWritten, swapped: nearest.map(\.distance)), let first = nearest.first else {
            return nil
        }
        return SwappedReading(positionCount: written.count, nearCity: first.city.name)
    }

    /// Each trip's stops, or its line where it has none.
    private static func positions(of documents: [TripDocument]) -> [GeoPoint] {
        documents.flatMap { $0.stops.isEmpty ? $0.line : $0.stops.map(\.point) }
    }

    /// Up to `sampleSize` indices spread evenly from the first to the last.
    static func sampleIndices(count: Int) -> [Int] {
        guard count > sampleSize else { return Array(0..<count) }
        return (0..<sampleSize).map { $0 * (count - 1) / (sampleSize - 1) }
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
