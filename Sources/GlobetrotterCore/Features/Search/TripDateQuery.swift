/// The dates a trip search names: months ("december", "dez", "decem") and
/// years ("2027"). "trip december 2026" asks for December of 2026; a trip
/// matches when one of its days falls in what is asked.
struct TripDateQuery: Equatable {
    /// One entry per month word: the months it may name.
    var months: [Set<Int>] = []
    var years: Set<Int> = []

    var isEmpty: Bool { months.isEmpty && years.isEmpty }

    /// What a search word says about dates: the months it names (`words`'
    /// names), or a year (a four-digit number); nil for any other word.
    static func term(_ token: SearchToken, months words: MonthWords) -> (months: Set<Int>, year: Int?)? {
        if let year = token.year { return ([], year) }
        guard token.kind == .word else { return nil }
        let months = words.months(named: token.text)
        return months.isEmpty ? nil : (months, nil)
    }

    mutating func add(_ term: (months: Set<Int>, year: Int?)) {
        if let year = term.year { years.insert(year) }
        if !term.months.isEmpty { months.append(term.months) }
    }

    /// Whether a trip from `days.lowerBound` to `days.upperBound` is on a day
    /// asked for: a day in each month word's month of a named year (of any
    /// year without one), and a day in each named year.
    func matches(_ days: ClosedRange<LocalDate>) -> Bool {
        let touched = Self.months(of: days)
        return months.allSatisfy { named in
            touched.contains { named.contains($0.month) && (years.isEmpty || years.contains($0.year)) }
        } && years.allSatisfy { year in touched.contains { $0.year == year } }
    }

    /// Every month a day of `days` is in: a month at a time, not a day.
    private static func months(of days: ClosedRange<LocalDate>) -> [(year: Int, month: Int)] {
        var result: [(year: Int, month: Int)] = []
        var year = days.lowerBound.year
        var month = days.lowerBound.month
        while (year, month) <= (days.upperBound.year, days.upperBound.month) {
            result.append((year, month))
            if month == 12 {
                year += 1
                month = 1
            } else {
                month += 1
            }
        }
        return result
    }
}
