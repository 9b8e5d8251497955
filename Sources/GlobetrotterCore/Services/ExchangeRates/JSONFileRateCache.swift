import Foundation

/// The rate cache as one small JSON file, written atomically.
public struct JSONFileRateCache: RateCacheStoring {
    public let fileURL: URL

    public init(fileURL: URL) { self.fileURL = fileURL }

    /// `<cache>/globetrotter/rates.json`, with `cacheDirectory` from GLib's `g_get_user_cache_dir`.
    public init(cacheDirectory: String) {
        self.init(fileURL: URL(fileURLWithPath: cacheDirectory).appendingPathComponent("globetrotter/rates.json"))
    }

    public func load() -> RateCacheSnapshot {
        guard let data = try? Data(contentsOf: fileURL),
            let snapshot = try? JSONDecoder().decode(RateCacheSnapshot.self, from: data)
        else { return RateCacheSnapshot() }
        return snapshot
    }

    public func save(_ snapshot: RateCacheSnapshot) throws {
        try FileManager.default.createDirectory(
            at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try encoder.encode(snapshot).write(to: fileURL, options: .atomic)
    }
}
