import Foundation
import OpenCombine
import Testing

@testable import GlobetrotterCore

@MainActor
@Suite struct HolidaysPresenterTests {
    let interactor = FakeHolidaysInteractor()
    let router = RecordingHolidaysRouter()
    let viewModel = HolidaysViewModel(year: 2024)

    private func makePresenter() -> HolidaysPresenter {
        HolidaysPresenter(
            viewModel: viewModel, interactor: interactor, router: router, names: EnglishCountryNames(),
            dates: HolidayDateText(locale: Locale(identifier: "en_US")))
    }

    private static let rows = [
        HolidayRow(
            dateText: "Monday, January 1", name: "New Year's Day", localName: "Neujahr", badges: ["Public"],
            regionNote: nil, isPast: true, isNext: false),
        HolidayRow(
            dateText: "Wednesday, May 1", name: "Labour Day", localName: "Tag der Arbeit", badges: ["Public"],
            regionNote: nil, isPast: true, isNext: false),
        HolidayRow(
            dateText: "Wednesday, December 25", name: "Christmas Day", localName: "Erster Weihnachtstag",
            badges: ["Public"], regionNote: nil, isPast: false, isNext: true),
    ]

    private var loading: HolidaysState {
        HolidaysState(
            countryTitle: "🇩🇪 Germany", year: 2024, canGoToPreviousYear: false, canGoToNextYear: true,
            content: .loading, isLoading: true, sourceLine: nil, notice: nil, scrollTarget: nil, canExport: false)
    }

    @Test func withoutASavedCountryItAsksForOne() async {
        let presenter = makePresenter()
        var states: [HolidaysState] = []
        let recording = viewModel.state.sink { states.append($0) }
        viewModel.actions.send(.viewDidLoad)
        viewModel.actions.send(.chooseCountry)
        #expect(states == [.initial(year: 2024)])
        #expect(router.routes == [.chooseCountry])
        #expect(interactor.requests.isEmpty)
        withExtendedLifetime((presenter, recording)) {}
    }

    @Test func loadingThenLoadedWithTheNextHolidayHighlighted() async {
        interactor.savedCountry = CountryFixtures.germany
        interactor.answers = [.success(year2024(HolidayFixtures.germany2024))]
        let presenter = makePresenter()
        var states: [HolidaysState] = []
        let recording = viewModel.state.sink { states.append($0) }
        viewModel.actions.send(.viewDidLoad)
        await presenter.pendingLoad?.value

        var loaded = loading
        loaded.content = .list(Self.rows)
        loaded.isLoading = false
        loaded.sourceLine = "Source: Nager.Date"
        loaded.scrollTarget = 2
        loaded.canExport = true
        #expect(states == [.initial(year: 2024), loading, loaded])
        withExtendedLifetime((presenter, recording)) {}
    }

    @Test func failureThenOfflineFallbackOnRetry() async {
        interactor.savedCountry = CountryFixtures.germany
        interactor.answers = [
            .failure(HolidayLoadError(message: "Nager.Date could not be reached: The server did not answer in time")),
            .success(
                year2024(
                    HolidayFixtures.germany2024, source: .offline(years: 2024...2030),
                    note: "Nager.Date could not be reached. Showing offline data.")),
        ]
        let presenter = makePresenter()
        var states: [HolidaysState] = []
        let recording = viewModel.state.sink { states.append($0) }
        viewModel.actions.send(.viewDidLoad)
        await presenter.pendingLoad?.value
        viewModel.actions.send(.retry)
        await presenter.pendingLoad?.value

        var failed = loading
        failed.isLoading = false
        failed.content = .failed("Nager.Date could not be reached: The server did not answer in time")
        var retrying = failed
        retrying.isLoading = true
        retrying.content = .loading
        var fallback = retrying
        fallback.isLoading = false
        fallback.content = .list(Self.rows)
        fallback.sourceLine = "Source: Offline data, 2024–2030"
        fallback.notice = "Nager.Date could not be reached. Showing offline data."
        fallback.scrollTarget = 2
        fallback.canExport = true
        #expect(states == [.initial(year: 2024), loading, failed, retrying, fallback])
        #expect(interactor.requests.map(\.reload) == [false, true])
        withExtendedLifetime((presenter, recording)) {}
    }

    @Test func changingYearKeepsTheListWhileItLoadsAndIsRemembered() async {
        interactor.savedCountry = CountryFixtures.germany
        interactor.answers = [.success(year2024(HolidayFixtures.germany2024)), .success(year2024([]))]
        let presenter = makePresenter()
        viewModel.actions.send(.viewDidLoad)
        await presenter.pendingLoad?.value
        var states: [HolidaysState] = []
        let recording = viewModel.state.dropFirst().sink { states.append($0) }
        viewModel.actions.send(.nextYear)
        await presenter.pendingLoad?.value

        #expect(states.count == 2)
        #expect(states[0].year == 2025 && states[0].isLoading)
        #expect(states[0].content == .list(Self.rows), "the last good list stays while loading")
        #expect(states[1].content == .empty("Nager.Date lists no public holidays for 2025."))
        #expect(states[1].canGoToPreviousYear && !states[1].canExport && !states[1].isLoading)
        #expect(interactor.remembered == ["year:2025"])
        #expect(interactor.requests.map(\.year) == [2024, 2025])
        withExtendedLifetime((presenter, recording)) {}
    }

    @Test func yearSwitcherStopsAtTheCoveredYears() async {
        interactor.savedCountry = CountryFixtures.germany
        interactor.savedYear = 2030
        interactor.answers = [.success(year2024([]))]
        let presenter = makePresenter()
        viewModel.actions.send(.viewDidLoad)
        await presenter.pendingLoad?.value
        viewModel.actions.send(.nextYear)
        #expect(viewModel.state.value.year == 2030)
        #expect(!viewModel.state.value.canGoToNextYear)
        #expect(interactor.requests.count == 1, "no request past the last year")
        withExtendedLifetime(presenter) {}
    }

    @Test func selectingAHolidayRoutesToItsDetailAndExportBuildsTheFile() async throws {
        interactor.savedCountry = CountryFixtures.germany
        interactor.answers = [.success(year2024(HolidayFixtures.germany2024))]
        let presenter = makePresenter()
        viewModel.actions.send(.viewDidLoad)
        await presenter.pendingLoad?.value
        viewModel.actions.send(.selectHoliday(index: 2))
        viewModel.actions.send(.selectHoliday(index: 9))
        viewModel.actions.send(.exportCalendar)

        #expect(router.routes.count == 2, "an index past the list does nothing")
        #expect(
            router.routes.first
                == .showDetail(
                    HolidayDetailInput(
                        holiday: HolidayFixtures.germany2024[2], country: CountryFixtures.germany,
                        countryName: "Germany", source: .nager)))
        guard case .exportCalendar(let export) = router.routes.last else {
            Issue.record("expected an export route")
            return
        }
        #expect(export.suggestedFileName == "holidays-DE-2024.ics")
        #expect(export.contents.components(separatedBy: "BEGIN:VEVENT").count == 4)
        withExtendedLifetime(presenter) {}
    }

    @Test func choosingACountryRemembersAndLoadsIt() async {
        interactor.answers = [.success(year2024(HolidayFixtures.germany2024))]
        let presenter = makePresenter()
        viewModel.actions.send(.viewDidLoad)
        viewModel.actions.send(.countryChosen(CountryFixtures.austria))
        await presenter.pendingLoad?.value
        #expect(interactor.remembered == ["country:AT"])
        #expect(interactor.requests.map(\.country) == ["AT"])
        #expect(viewModel.state.value.countryTitle == "🇦🇹 Austria")
        withExtendedLifetime(presenter) {}
    }
}
