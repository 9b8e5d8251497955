/// The best `limit` rows seen so far, where a lower tier beats any higher
/// one and, within a tier, a lower row (a larger population) wins; a row
/// offered twice keeps its better tier. Keeps only `limit` items, so a
/// one-letter query matching thousands of words costs no sort.
struct TopRanks {
    let limit: Int
    /// Ascending by (tier, row).
    private var ranked: [(tier: Int, row: Int)] = []

    init(limit: Int) {
        self.limit = limit
        ranked.reserveCapacity(limit + 1)
    }

    var rows: [Int] { ranked.map(\.row) }

    mutating func offer(row: Int, tier: Int) {
        if ranked.count == limit, let worst = ranked.last, (worst.tier, worst.row) <= (tier, row) { return }
        if let seen = ranked.firstIndex(where: { $0.row == row }) {
            guard tier < ranked[seen].tier else { return }
            ranked.remove(at: seen)
        }
        let position = ranked.firstIndex { ($0.tier, $0.row) > (tier, row) } ?? ranked.endIndex
        ranked.insert((tier, row), at: position)
        if ranked.count > limit { ranked.removeLast() }
    }
}
