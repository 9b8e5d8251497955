import Foundation

/// A destination name as sent to Pixabay and as the search cache's key:
/// "  Paris ", "paris" and "PARIS" are one search and one cache file.
struct PhotoQuery: Hashable, Sendable {
    /// Pixabay rejects longer `q` values.
    static let maximumLength = 100

    /// Trimmed, blanks collapsed, lower-cased, precomposed, at most 100 characters.
    let text: String

    /// Nil for a blank name, which is not worth a request.
    init?(_ destination: String) {
        let words = destination.precomposedStringWithCanonicalMapping.lowercased()
            .split(whereSeparator: \.isWhitespace)
        guard !words.isEmpty else { return nil }
        text = String(words.joined(separator: " ").prefix(Self.maximumLength))
    }

    /// The cache file's name: FNV-1a (64 bit) of the UTF-8 text in hex. Swift's
    /// own `hashValue` is seeded per process, so it cannot name files.
    var cacheKey: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
