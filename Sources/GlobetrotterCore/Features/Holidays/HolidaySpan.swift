/// What one row of the list stands for: a single holiday, or a school break
/// that a provider lists one day at a time (the German pack has an entry for
/// each of the 82 days of "Summer Break"), joined into one range.
public struct HolidaySpan: Equatable, Sendable {
    /// The first day's holiday, with the regions of every day of the span.
    public var holiday: Holiday
    public var lastDate: LocalDate

    public init(holiday: Holiday, lastDate: LocalDate? = nil) {
        self.holiday = holiday
        self.lastDate = lastDate ?? holiday.date
    }

    public var firstDate: LocalDate { holiday.date }
    public var dayCount: Int { firstDate.days(until: lastDate) + 1 }
    public var isRange: Bool { lastDate != firstDate }

    /// Joins the days of each school break into one span; every other holiday
    /// keeps its own. Days join when they follow each other without a gap and
    /// agree on name, local name, types and being nationwide; regions add up.
    /// - Parameter holidays: sorted by date, as every provider returns them.
    public static func group(_ holidays: [Holiday]) -> [HolidaySpan] {
        var spans: [HolidaySpan] = []
        var openBreaks: [BreakKey: Int] = [:]
        for holiday in holidays {
            guard holiday.types.contains(.school) else {
                spans.append(HolidaySpan(holiday: holiday))
                continue
            }
            let key = BreakKey(holiday)
            if let index = openBreaks[key], holiday.date <= spans[index].lastDate.nextDay {
                spans[index].extend(with: holiday)
            } else {
                openBreaks[key] = spans.count
                spans.append(HolidaySpan(holiday: holiday))
            }
        }
        return spans
    }

    /// The row of the `index`-th of `day`'s holidays (in `holidays`' order, as
    /// search results count them): Christmas Day's own row, not the school
    /// break's that also covers the 25th. Without that holiday (the data
    /// changed since), the first row covering the day.
    public static func row(of index: Int, on day: LocalDate, among holidays: [Holiday], in spans: [HolidaySpan])
        -> Int?
    {
        let covering = spans.indices.filter { spans[$0].firstDate <= day && day <= spans[$0].lastDate }
        let onDay = holidays.filter { $0.date == day }
        guard onDay.indices.contains(index) else { return covering.first }
        let wanted = BreakKey(onDay[index])
        return covering.first { BreakKey(spans[$0].holiday) == wanted } ?? covering.first
    }

    private mutating func extend(with day: Holiday) {
        lastDate = max(lastDate, day.date)
        guard let regions = day.counties else { return }
        let known = Set(holiday.counties ?? [])
        let added = regions.filter { !known.contains($0) }
        if !added.isEmpty { holiday.counties = ((holiday.counties ?? []) + added).sorted() }
    }

    /// What the days of one break share.
    private struct BreakKey: Hashable {
        let name: String
        let localName: String
        let types: [HolidayType]
        let global: Bool

        init(_ holiday: Holiday) {
            name = holiday.name
            localName = holiday.localName
            types = holiday.types
            global = holiday.global
        }
    }
}
