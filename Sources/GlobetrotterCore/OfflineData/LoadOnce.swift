import Synchronization

/// A value loaded on first use and kept, safe to share between threads.
/// A failed load is not kept: the next call tries again (the file may have
/// been restored). Concurrent first calls wait for one load instead of each
/// doing the work.
final class LoadOnce<Value: Sendable>: Sendable {
    private let value = Mutex<Value?>(nil)

    func get<Failure: Error>(orLoad load: () throws(Failure) -> Value) throws(Failure) -> Value {
        try value.withLock { (stored: inout Value?) throws(Failure) -> Value in
            if let stored { return stored }
            let loaded = try load()
            stored = loaded
            return loaded
        }
    }
}
