import Foundation
import GlobetrotterCore

/// Any bytes as a trip file (GPX, GeoJSON or trips.json, told apart by their
/// content as the app does): read whole or refused, never a crash, a hang or
/// a trip that breaks the reader's promises.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTripFile(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let bytes else { return 0 }
    let data = Data(bytes: bytes, count: count)
    guard let trips = try? TripFileReader.trips(in: data, fallbackName: "fuzz") else { return 0 }
    for trip in trips {
        precondition(trip.stops.count <= TripFileReader.stopLimit, "more stops than the limit")
        precondition(trip.line.count <= TripFileReader.pointLimit, "more points than the limit")
        for point in trip.stops.map(\.point) + trip.line {
            precondition((-90...90).contains(point.latitude) && (-180...180).contains(point.longitude), "off Earth")
        }
        precondition(!trip.name.isEmpty, "a trip without a name")
    }
    return 0
}
