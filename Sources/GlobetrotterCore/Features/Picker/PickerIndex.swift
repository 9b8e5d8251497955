/// Finds choices as a person types: exactly by a code (case-insensitive),
/// then names starting with the query, then names with a word starting with
/// it, then names containing it; case and accents do not matter ("cote"
/// finds Côte d'Ivoire, "deu" Germany, "yen" the Japanese yen). Names are
/// folded once, so a keystroke only compares bytes.
public struct PickerIndex: Sendable {
    /// What one choice is found by.
    public struct Keys: Sendable {
        public var codes: [String]
        public var names: [String]

        public init(codes: [String], names: [String]) {
            self.codes = codes
            self.names = names
        }
    }

    private struct Entry: Sendable {
        let codes: [[UInt8]]
        let names: [FoldedText]
    }

    private let entries: [Entry]

    /// - Parameter keys: one per choice, in the order an empty query lists them.
    public init(_ keys: [Keys]) {
        entries = keys.map { keys in
            Entry(
                codes: keys.codes.map { Array($0.lowercased().utf8) },
                names: Set(keys.names).map { SearchFolding.key(ofASCII: SearchFolding.fold(query: $0)) })
        }
    }

    /// The positions of the matching choices, best first; every choice, in
    /// order, for an empty query.
    public func matches(_ query: String) -> [Int] {
        let folded = SearchFolding.fold(query: query)
        guard !folded.isEmpty else { return Array(entries.indices) }
        var ranked: [[Int]] = [[], [], [], []]
        for (index, entry) in entries.enumerated() {
            if let rank = rank(entry, folded) { ranked[rank].append(index) }
        }
        return ranked.flatMap { $0 }
    }

    private func rank(_ entry: Entry, _ query: [UInt8]) -> Int? {
        if entry.codes.contains(query) { return 0 }
        var best: Int?
        for name in entry.names {
            guard let start = Self.firstOccurrence(of: query, in: name.bytes) else { continue }
            let rank = start == 0 ? 1 : name.wordStarts.contains(start) ? 2 : 3
            best = min(best ?? rank, rank)
            if rank == 1 { break }
        }
        return best
    }

    /// Earliest word-start occurrence if any, else the first occurrence.
    private static func firstOccurrence(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard needle.count <= haystack.count else { return nil }
        var first: Int?
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) {
                if start == 0 || haystack[start - 1] == SearchFolding.separator { return start }
                first = first ?? start
            }
        }
        return first
    }
}
