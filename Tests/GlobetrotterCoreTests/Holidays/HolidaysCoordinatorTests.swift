import OpenCombine
import Testing

@testable import GlobetrotterCore

@MainActor
private final class FakeHolidaysScreens: HolidaysScreens {
    let routes = PassthroughSubject<HolidaysRoute, Never>()
    var modal: PassthroughSubject<ChooseCountryResult, Never>?
    var events: [String] = []
    var sent: [HolidaysAction] = []

    func showHolidays() -> AnyPublisher<HolidaysRoute, Never> {
        events.append("page")
        return routes.eraseToAnyPublisher()
    }

    func sendToHolidays(_ action: HolidaysAction) { sent.append(action) }

    func presentChooseCountry() -> AnyPublisher<ChooseCountryResult, Never> {
        events.append("modal")
        let subject = PassthroughSubject<ChooseCountryResult, Never>()
        modal = subject
        return subject.eraseToAnyPublisher()
    }

    func showHolidayDetail(_ input: HolidayDetailInput) { events.append("detail:\(input.holiday.name)") }
    func saveCalendar(_ export: CalendarExport) { events.append("save:\(export.suggestedFileName)") }
}

@MainActor
@Suite struct HolidaysCoordinatorTests {
    @Test func chosenCountryGoesBackToThePageAndTheChildIsReleased() {
        let screens = FakeHolidaysScreens()
        let coordinator = HolidaysCoordinator(screens: screens)
        let running = coordinator.start().sink { _ in }
        screens.routes.send(.chooseCountry)
        #expect(coordinator.childCoordinatorCount == 1)
        screens.modal?.send(.chosen(CountryFixtures.germany))
        screens.modal?.send(.chosen(CountryFixtures.austria))
        #expect(screens.sent == [.countryChosen(CountryFixtures.germany)], "only the first result counts")
        #expect(coordinator.childCoordinatorCount == 0)
        #expect(screens.events == ["page", "modal"])
        withExtendedLifetime(running) {}
    }

    @Test func cancelKeepsTheOldCountry() async {
        let screens = FakeHolidaysScreens()
        let coordinator = HolidaysCoordinator(screens: screens)
        let running = coordinator.start().sink { _ in }
        screens.routes.send(.chooseCountry)
        screens.routes.send(.chooseCountry)
        #expect(screens.events == ["page", "modal"], "one modal at a time")
        screens.modal?.send(.cancelled)
        #expect(screens.sent.isEmpty, "the page is told nothing, so it keeps its country")
        #expect(coordinator.childCoordinatorCount == 0)

        // The page itself, told nothing, keeps showing its country.
        let interactor = FakeHolidaysInteractor()
        interactor.savedCountry = CountryFixtures.austria
        interactor.answers = [.success(year2024(HolidayFixtures.germany2024))]
        let viewModel = HolidaysViewModel(year: 2024)
        let presenter = HolidaysPresenter(
            viewModel: viewModel, interactor: interactor, router: RecordingHolidaysRouter(),
            names: EnglishCountryNames(), dates: HolidayDateText())
        viewModel.actions.send(.viewDidLoad)
        await presenter.pendingLoad?.value
        screens.sent.forEach(viewModel.actions.send)
        #expect(viewModel.state.value.countryTitle == "🇦🇹 Austria")
        #expect(interactor.requests.count == 1)
        withExtendedLifetime(running) {}
    }

    @Test func detailAndExportRoutesReachTheScreens() {
        let screens = FakeHolidaysScreens()
        let coordinator = HolidaysCoordinator(screens: screens)
        let running = coordinator.start().sink { _ in }
        let input = HolidayDetailInput(
            holiday: HolidayFixtures.germany2024[2], country: CountryFixtures.germany, countryName: "Germany",
            source: .nager)
        screens.routes.send(.showDetail(input))
        screens.routes.send(.exportCalendar(CalendarExport(suggestedFileName: "holidays-DE-2024.ics", contents: "")))
        #expect(screens.events == ["page", "detail:Christmas Day", "save:holidays-DE-2024.ics"])
        withExtendedLifetime(running) {}
    }
}
