import GlobetrotterCore
import GtkKit

/// Assembles a holiday's detail page: a pure function of the holiday, so a
/// state and its view, with no presenter.
@MainActor
enum HolidayDetailModule {
    static func build(input: HolidayDetailInput, regions: any SubdivisionNaming, today: LocalDate) -> HolidayDetailView
    {
        let view = HolidayDetailView()
        view.render(
            HolidayDetailState(input: input, regions: regions, dates: HolidayDateText(locale: .userDates), today: today)
        )
        return view
    }
}
