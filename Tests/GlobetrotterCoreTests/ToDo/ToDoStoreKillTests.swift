import Foundation
import GRDB
import Testing

@testable import GlobetrotterCore

/// SIGKILL in the middle of a burst of 1,000 to-do edits loses nothing the
/// writer had seen committed: a real process (`globetrotter-bench
/// todo-writes`) writes, reports each committed edit, and is killed without warning.
@Suite(.serialized, .timeLimit(.minutes(1))) struct ToDoStoreKillTests {
    @Test(arguments: [1, 137, 512])
    func killedMidBurstKeepsEveryCommittedEdit(killAfter: Int) throws {
        try KilledWriter.run("todo-writes", killAfter: killAfter) { path, seen in
            // The file opens and holds at least every edit reported.
            let store = ToDoStore(database: try AppDatabase.open(at: path))
            let items = try store.items()
            #expect(items.count >= seen)
            let numbers = Set(items.compactMap { Int($0.text.dropFirst("Item ".count)) })
            #expect(numbers == Set(1...items.count))
            for item in items {
                let number = Int(item.text.dropFirst("Item ".count)) ?? 0
                if number <= seen { #expect(item.isDone == (number % 3 == 0)) }
            }
        }
    }
}
