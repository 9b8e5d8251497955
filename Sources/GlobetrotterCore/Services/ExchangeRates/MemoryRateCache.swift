import Synchronization

/// The rate cache in memory: for tests, and when no cache directory is writable.
public final class MemoryRateCache: RateCacheStoring {
    private let snapshot: Mutex<RateCacheSnapshot>

    public init(_ snapshot: RateCacheSnapshot = RateCacheSnapshot()) {
        self.snapshot = Mutex(snapshot)
    }

    public func load() -> RateCacheSnapshot { snapshot.withLock { $0 } }

    public func save(_ snapshot: RateCacheSnapshot) throws {
        self.snapshot.withLock { $0 = snapshot }
    }
}
