/// Where the last rates are kept between runs: a JSON file under the XDG
/// cache directory in the app, memory in tests.
public protocol RateCacheStoring: Sendable {
    /// The saved snapshot; empty when there is none or it cannot be read —
    /// a damaged cache must never stop the converter.
    func load() -> RateCacheSnapshot
    func save(_ snapshot: RateCacheSnapshot) throws
}
