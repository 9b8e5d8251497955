import Foundation
import GlobetrotterCore

/// `globetrotter-bench todo-writes PATH COUNT`: COUNT to-do edits in the
/// database at PATH (adding, ticking every third, moving every fifth to the
/// top), printing "committed N" after each returns. The SIGKILL test kills it
/// mid-burst and checks that every edit it saw committed is in the file.
enum ToDoWrites {
    static func run(path: String, count: Int) throws {
        let store = ToDoStore(database: try AppDatabase.open(at: path))
        for index in 1...count {
            let item = try store.add("Item \(index)")
            if index % 3 == 0 { try store.setDone(id: item.id, true) }
            if index % 5 == 0 { try store.move(id: item.id, to: Int.max) }
            // Unbuffered: the killer must never see a line for an edit not yet written.
            FileHandle.standardOutput.write(Data("committed \(index)\n".utf8))
        }
    }
}
