import Foundation
import GRDB
import Testing

@testable import GlobetrotterCore

/// SIGKILL in the middle of a burst of 1,000 edits loses nothing the writer
/// had seen committed: a real process (`globetrotter-bench trip-writes`)
/// writes, reports each committed edit, and is killed without warning.
@Suite(.serialized, .timeLimit(.minutes(1))) struct TripStoreKillTests {
    @Test(arguments: [1, 137, 512])
    func killedMidBurstKeepsEveryCommittedEdit(killAfter: Int) throws {
        try KilledWriter.run("trip-writes", killAfter: killAfter) { path, seen in
            // The file opens and holds at least every edit reported.
            let store = TripStore(database: try AppDatabase.open(at: path))
            let trip = try #require(try store.trips().first?.trip)
            let stops = try store.waypoints(ofTrip: trip.id)
            #expect(stops.count >= seen)
            let renamed = Int(trip.name.dropFirst("Burst ".count)) ?? 0
            #expect(renamed >= seen)
            #expect(stops.map(\.position) == Array(0..<stops.count))
            #expect(Set(stops.map(\.place.name)).count == stops.count)
        }
    }
}
