import OpenCombine
import Testing

@testable import GlobetrotterCore

@MainActor
private final class FakeHolidaysScreens: HolidaysScreens {
    let routes = PassthroughSubject<HolidaysRoute, Never>()
    var modal: PassthroughSubject<PickerResult<Country>, Never>?
    var events: [String] = []
    var sent: [HolidaysAction] = []

    func showHolidays() -> AnyPublisher<HolidaysRoute, Never> {
        events.append("page")
        return routes.eraseToAnyPublisher()
    }

    func sendToHolidays(_ action: HolidaysAction) { sent.append(action) }

    func presentPicker<Item: Sendable>(_ content: PickerContent<Item>) -> AnyPublisher<PickerResult<Item>, Never> {
        events.append("modal")
        let subject = PassthroughSubject<PickerResult<Country>, Never>()
        modal = subject
        // The coordinator opens a picker of countries: its results are this subject's.
        return subject.map { $0 as! PickerResult<Item> }.eraseToAnyPublisher()
    }

    func dismissPicker() { events.append("dismiss") }

    func showHolidayDetail(_ input: HolidayDetailInput) { events.append("detail:\(input.holiday.name)") }
    func saveCalendar(_ export: CalendarExport) { events.append("save:\(export.suggestedFileName)") }
}

/// The Holidays screens with the real page presenter and a real picker:
/// the page's routes go to the coordinator, its results come back to the page.
@MainActor
private final class PageScreens: HolidaysScreens {
    let page: HolidaysPresenter
    private(set) var picker: PickerPresenter<Country>?
    var events: [String] = []

    init(page: HolidaysPresenter) { self.page = page }

    func showHolidays() -> AnyPublisher<HolidaysRoute, Never> {
        events.append("page")
        return page.routes
    }

    func sendToHolidays(_ action: HolidaysAction) { page.viewModel.send(action) }

    func presentPicker<Item: Sendable>(_ content: PickerContent<Item>) -> AnyPublisher<PickerResult<Item>, Never> {
        events.append("picker")
        let presenter = PickerPresenter(content: content)
        picker = presenter as? PickerPresenter<Country>
        presenter.viewModel.send(.viewDidLoad)
        return presenter.routes
    }

    func dismissPicker() {
        events.append("dismiss")
        picker = nil
    }

    func showHolidayDetail(_ input: HolidayDetailInput) { events.append("detail:\(input.holiday.name)") }
    func saveCalendar(_ export: CalendarExport) { events.append("save:\(export.suggestedFileName)") }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct HolidaysCoordinatorTests {
    @Test func chosenCountryGoesBackToThePageAndTheChildIsReleased() {
        let screens = FakeHolidaysScreens()
        let coordinator = HolidaysCoordinator(screens: screens)
        let running = coordinator.start().sink { _ in }
        screens.routes.send(.chooseAmongFixtures)
        #expect(coordinator.childCoordinatorCount == 1)
        screens.modal?.send(.picked(CountryFixtures.germany))
        screens.modal?.send(.picked(CountryFixtures.austria))
        #expect(screens.sent == [.countryChosen(CountryFixtures.germany)], "only the first result counts")
        #expect(coordinator.childCoordinatorCount == 0)
        #expect(screens.events == ["page", "modal", "dismiss"])
        withExtendedLifetime(running) {}
    }

    @Test func cancelKeepsTheOldCountry() async {
        let screens = FakeHolidaysScreens()
        let coordinator = HolidaysCoordinator(screens: screens)
        let running = coordinator.start().sink { _ in }
        screens.routes.send(.chooseAmongFixtures)
        screens.routes.send(.chooseAmongFixtures)
        #expect(screens.events == ["page", "modal"], "one modal at a time")
        screens.modal?.send(.cancelled)
        #expect(screens.sent.isEmpty, "the page is told nothing, so it keeps its country")
        #expect(coordinator.childCoordinatorCount == 0)

        withExtendedLifetime(running) {}
    }

    /// Cancel in the real picker, opened from the real page: the page keeps its country and loads nothing.
    @Test func cancellingThePickerKeepsThePagesCountry() async throws {
        let interactor = FakeHolidaysInteractor()
        interactor.savedCountry = CountryFixtures.germany
        interactor.answers = [.success(year2024(HolidayFixtures.germany2024))]
        let page = HolidaysPresenter(interactor: interactor, names: EnglishCountryNames(), dates: HolidayDateText())
        let screens = PageScreens(page: page)
        let coordinator = HolidaysCoordinator(screens: screens)
        let running = coordinator.start().sink { _ in }
        page.viewModel.send(.viewDidLoad)
        await page.settled()
        let shown = page.state
        #expect(shown.countryTitle == "🇩🇪 Germany")
        page.viewModel.send(.chooseCountry)
        let picker = try #require(screens.picker)
        picker.viewModel.send(.search("aut"))
        picker.viewModel.send(.cancel)
        #expect(coordinator.childCoordinatorCount == 0, "released after its result")
        #expect(screens.events == ["page", "picker", "dismiss"])
        await page.settled()
        #expect(page.state == shown, "the page is told nothing, so it shows what it showed")
        #expect(interactor.remembered.isEmpty)
        #expect(interactor.requests.map(\.country) == ["DE"])
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

    /// Choose Country end to end: the page routes, the picker opens on the
    /// page's countries, the choice comes back as an action and loads.
    @Test func aCountryPickedInThePickerLoadsOnThePage() async throws {
        let interactor = FakeHolidaysInteractor()
        interactor.answers = [.success(year2024(HolidayFixtures.germany2024))]
        let page = HolidaysPresenter(interactor: interactor, names: EnglishCountryNames(), dates: HolidayDateText())
        let screens = PageScreens(page: page)
        let coordinator = HolidaysCoordinator(screens: screens)
        let running = coordinator.start().sink { _ in }
        page.viewModel.send(.viewDidLoad)
        page.viewModel.send(.chooseCountry)
        #expect(coordinator.childCoordinatorCount == 1)
        let picker = try #require(screens.picker)
        #expect(picker.state.rows.map(\.title) == ["Austria", "Côte d'Ivoire", "Germany", "Guernsey", "South Korea"])
        picker.viewModel.send(.search("aut"))
        picker.viewModel.send(.chooseSelected)
        #expect(coordinator.childCoordinatorCount == 0, "released after its result")
        #expect(screens.events == ["page", "picker", "dismiss"])
        #expect(interactor.remembered == ["country:AT"])
        await page.settled()
        #expect(page.state.countryTitle == "🇦🇹 Austria")
        #expect(interactor.requests.map(\.country) == ["AT"])
        withExtendedLifetime(running) {}
    }
}
