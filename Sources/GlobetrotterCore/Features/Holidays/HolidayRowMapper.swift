/// Turns holidays into rows: which are past, which one is next.
@MainActor
struct HolidayRowMapper {
    let dates: HolidayDateText

    func rows(for holidays: [Holiday], today: LocalDate) -> (rows: [HolidayRow], next: Int?) {
        let next = holidays.firstIndex { $0.date >= today }
        let rows = holidays.enumerated().map { index, holiday in
            HolidayRow(
                dateText: dates.text(for: holiday.date), name: holiday.name,
                localName: holiday.localName == holiday.name ? nil : holiday.localName,
                badges: holiday.types.map(\.rawValue), regionNote: Self.regionNote(holiday),
                isPast: holiday.date < today, isNext: index == next)
        }
        return (rows, next)
    }

    static func regionNote(_ holiday: Holiday) -> String? {
        guard !holiday.global else { return nil }
        switch holiday.counties?.count ?? 0 {
        case 0: return "Regional"
        case 1: return "Regional: 1 region"
        case let count: return "Regional: \(count) regions"
        }
    }
}
