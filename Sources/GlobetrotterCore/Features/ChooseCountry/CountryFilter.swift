/// Finds countries as a person types: by localized, common or ISO name
/// (any word's start, then anywhere), or exactly by alpha-2 or alpha-3 code;
/// case and accents do not matter ("cote" finds Côte d'Ivoire, "deu"
/// Germany). Names are folded once, so a keystroke only compares bytes.
public struct CountryFilter: Sendable {
    public struct Match: Equatable, Sendable {
        public let country: Country
        public let displayName: String
    }

    private struct Entry: Sendable {
        let match: Match
        let codes: [[UInt8]]
        let names: [FoldedText]
    }

    private let entries: [Entry]

    public init(countries: [Country], names: any CountryNameLocalizing) {
        entries =
            countries
            .map { country in
                let displayName = country.localizedName(names)
                let keys = Set([displayName, country.name, country.commonName].compactMap { $0 })
                return Entry(
                    match: Match(country: country, displayName: displayName),
                    codes: [Array(country.alpha2.lowercased().utf8), Array(country.alpha3.lowercased().utf8)],
                    names: keys.map(Self.fold))
            }
            .sorted { $0.match.displayName.localizedStandardCompare($1.match.displayName) == .orderedAscending }
    }

    /// Every country, sorted by display name, for an empty query; otherwise
    /// code matches, then names starting with the query, then names with a
    /// word starting with it, then names containing it.
    public func matches(_ query: String) -> [Match] {
        let folded = SearchFolding.fold(query: query)
        guard !folded.isEmpty else { return entries.map(\.match) }
        var ranked: [[Match]] = [[], [], [], []]
        for entry in entries {
            if let rank = rank(entry, folded) { ranked[rank].append(entry.match) }
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

    private static func fold(_ name: String) -> FoldedText {
        SearchFolding.key(ofASCII: SearchFolding.fold(query: name))
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
