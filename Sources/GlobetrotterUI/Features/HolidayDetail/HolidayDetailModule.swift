import GlobetrotterCore
import GtkKit

/// Assembles a holiday's detail page.
@MainActor
final class HolidayDetailModule {
    let view = HolidayDetailView()
    let viewModel = HolidayDetailViewModel()
    private let presenter: HolidayDetailPresenter

    init(input: HolidayDetailInput, regions: any SubdivisionNaming, today: LocalDate) {
        presenter = HolidayDetailPresenter(
            viewModel: viewModel, input: input, regions: regions, dates: HolidayDateText(), today: today)
        view.bind(to: viewModel)
        viewModel.actions.send(.viewDidLoad)
    }
}
