import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Pixabay's answers and the downloaded images on disk (the app passes
/// `$XDG_CACHE_HOME/globetrotter/photos`). Pixabay asks that answers be
/// cached for 24 hours, and downloaded rather than hotlinked:
/// - `searches/<hash of the query>.json`: one answer, with when it was fetched;
/// - `images/<photo id>.<jpg|png|webp>`: one downloaded image.
///
/// Every file is written to a temporary name and renamed over the old one,
/// so a crash leaves the old file or the new one. A file that cannot be read
/// back is a miss: the caller asks again and overwrites it.
public struct PhotoCache: Sendable {
    /// How long an answer may be reused without asking Pixabay.
    public static let searchLifetime: TimeInterval = 24 * 60 * 60

    public let directory: URL
    /// The cache's clock, which the service also times Pixabay's rate limit by.
    let now: @Sendable () -> Date

    /// - Parameter now: the clock answers are dated and aged by; tests move it.
    public init(directory: URL, now: @escaping @Sendable () -> Date = { Date() }) {
        self.directory = directory
        self.now = now
    }

    /// One stored answer; `query` guards against two queries sharing a hash.
    private struct StoredSearch: Codable {
        var query: String
        var fetched: Date
        var photos: [TripPhoto]
    }

    /// A stored answer younger than 24 hours; `[]` when Pixabay had no photos.
    func freshPhotos(for query: PhotoQuery) -> [TripPhoto]? {
        guard let stored = storedSearch(for: query) else { return nil }
        let age = now().timeIntervalSince(stored.fetched)
        // A date in the future means the clock was turned back: ask again.
        return (0..<Self.searchLifetime).contains(age) ? stored.photos : nil
    }

    /// A stored answer of any age: shown offline rather than nothing.
    func anyPhotos(for query: PhotoQuery) -> [TripPhoto]? {
        storedSearch(for: query)?.photos
    }

    /// Stores Pixabay's answer, dated now.
    func store(_ photos: [TripPhoto], for query: PhotoQuery) throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(StoredSearch(query: query.text, fetched: now(), photos: photos))
        try Self.writeAtomically(data, to: searchFile(for: query))
    }

    /// The downloaded image of photo `id`, if one is stored and still looks like an image.
    func imageFile(for id: Int) -> URL? {
        for format in ImageFormat.allCases {
            let file = imageFile(for: id, format: format)
            guard let handle = try? FileHandle(forReadingFrom: file) else { continue }
            defer { try? handle.close() }
            let head = (try? handle.read(upToCount: ImageFormat.signatureLength)) ?? Data()
            if ImageFormat(sniffing: head) == format { return file }
        }
        return nil
    }

    /// Stores a downloaded image and returns its file.
    func storeImage(_ data: Data, format: ImageFormat, for id: Int) throws -> URL {
        let file = imageFile(for: id, format: format)
        try Self.writeAtomically(data, to: file)
        return file
    }

    func searchFile(for query: PhotoQuery) -> URL {
        directory.appendingPathComponent("searches/\(query.cacheKey).json")
    }

    private func imageFile(for id: Int, format: ImageFormat) -> URL {
        directory.appendingPathComponent("images/\(id).\(format.fileExtension)")
    }

    private func storedSearch(for query: PhotoQuery) -> StoredSearch? {
        guard let data = try? Data(contentsOf: searchFile(for: query)) else { return nil }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        guard let stored = try? decoder.decode(StoredSearch.self, from: data), stored.query == query.text else {
            return nil
        }
        return stored
    }

    /// Writes beside `file` under a unique name, then renames it over `file`:
    /// readers see the whole old file or the whole new one, never a part.
    private static func writeAtomically(_ data: Data, to file: URL) throws {
        let folder = file.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(".\(file.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try data.write(to: temporary)
            guard rename(temporary.path, file.path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }
}
