/// Turns holidays into rows: school breaks joined into one row each, which
/// rows are past, which one is next.
@MainActor
struct HolidayRowMapper {
    let dates: HolidayDateText
    var naming = HolidayNaming()

    /// The rows, the span behind each (for its detail) and the next one's index.
    struct Mapped {
        let spans: [HolidaySpan]
        let rows: [HolidayRow]
        let next: Int?
    }

    func rows(for holidays: [Holiday], today: LocalDate) -> Mapped {
        let spans = HolidaySpan.group(holidays)
        // A break is current while today is inside it: it counts as the next one.
        let next = spans.firstIndex { $0.lastDate >= today }
        let rows = spans.enumerated().map { index, span in
            let holiday = span.holiday
            return HolidayRow(
                dateText: span.isRange
                    ? dates.text(from: span.firstDate, to: span.lastDate) : dates.text(for: span.firstDate),
                name: naming.title(of: holiday), localName: naming.subtitle(of: holiday),
                badges: holiday.types.map(HolidaysWording.name(of:)), regionNote: HolidaysWording.regionNote(holiday),
                isPast: span.lastDate < today, isNext: index == next,
                spokenTypes: holiday.types.map(HolidaysWording.spokenName(of:)))
        }
        return Mapped(spans: spans, rows: rows, next: next)
    }
}
