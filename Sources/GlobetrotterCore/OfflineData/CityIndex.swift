/// Every word start of every city's folded name, sorted by the text from
/// there to the end of the name: the cities whose name or one of its words
/// starts with a query form one contiguous run, found by binary search.
struct CityIndex: Sendable {
    /// The folded names, one after another.
    private let keys: [UInt8]
    /// Offset of each city's key in `keys`; one more entry marks the end.
    private let keyStarts: [Int32]
    /// (city, offset in `keys` where a word of its name starts), sorted.
    private let entries: [(city: Int32, offset: Int32)]

    init(table: CityTable) {
        var keys: [UInt8] = []
        var keyStarts: [Int32] = []
        var entries: [(city: Int32, offset: Int32)] = []
        keyStarts.reserveCapacity(table.count + 1)
        entries.reserveCapacity(table.count * 2)
        for row in 0..<table.count {
            let folded = SearchFolding.key(ofASCII: table.searchableName(of: row))
            keyStarts.append(Int32(keys.count))
            for start in folded.wordStarts { entries.append((Int32(row), Int32(keys.count + start))) }
            keys += folded.bytes
        }
        keyStarts.append(Int32(keys.count))
        keys.withUnsafeBufferPointer { keys in
            entries.sort { a, b in
                let order = Self.compare(
                    keys, a.offset, Self.end(keyStarts, a.city), keys, b.offset, Self.end(keyStarts, b.city))
                return order != 0 ? order < 0 : a.city < b.city
            }
        }
        self.keys = keys
        self.keyStarts = keyStarts
        self.entries = entries
    }

    /// Rows of the cities whose folded name starts with `query` (ranked
    /// first) or has a later word that does, each by row, i.e. by population;
    /// at most `limit`.
    func rows(matching query: [UInt8], limit: Int) -> [Int] {
        guard !query.isEmpty, limit > 0 else { return [] }
        return keys.withUnsafeBufferPointer { keys in
            query.withUnsafeBufferPointer { query in
                var best = TopRanks(limit: limit)
                var index = firstEntry(notBefore: query, keys)
                while index < entries.count {
                    let (city, offset) = entries[index]
                    let end = Self.end(keyStarts, city)
                    guard Int(end - offset) >= query.count,
                        Self.compare(keys, offset, offset + Int32(query.count), query, 0, Int32(query.count)) == 0
                    else { break }
                    let isWholeNamePrefix = offset == keyStarts[Int(city)]
                    best.offer(row: Int(city), tier: isWholeNamePrefix ? 0 : 1)
                    index += 1
                }
                return best.rows
            }
        }
    }

    private func firstEntry(notBefore query: UnsafeBufferPointer<UInt8>, _ keys: UnsafeBufferPointer<UInt8>) -> Int {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            let (city, offset) = entries[middle]
            if Self.compare(keys, offset, Self.end(keyStarts, city), query, 0, Int32(query.count)) < 0 {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }

    private static func end(_ keyStarts: [Int32], _ city: Int32) -> Int32 { keyStarts[Int(city) + 1] }

    /// Lexicographic comparison of `a[aStart..<aEnd]` with `b[bStart..<bEnd]`: <0, 0, >0.
    private static func compare(
        _ a: UnsafeBufferPointer<UInt8>, _ aStart: Int32, _ aEnd: Int32,
        _ b: UnsafeBufferPointer<UInt8>, _ bStart: Int32, _ bEnd: Int32
    ) -> Int {
        let aCount = Int(aEnd - aStart)
        let bCount = Int(bEnd - bStart)
        var i = 0
        while i < min(aCount, bCount) {
            let x = a[Int(aStart) + i]
            let y = b[Int(bStart) + i]
            if x != y { return Int(x) - Int(y) }
            i += 1
        }
        return aCount - bCount
    }
}
