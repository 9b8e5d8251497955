import Foundation
import OpenCombine
import Testing

@testable import GlobetrotterCore

@MainActor
@Suite struct HolidaysPresenterTests {
    let interactor = FakeHolidaysInteractor()
    let routes = HolidaysRouteRecorder()

    static let timedOutNote = "Nager.Date could not be reached (timed out). Showing offline data, 2024–2030."
    static let timedOut = HolidayFallback(failedSource: .nager, trouble: .http(.timedOut))

    /// Germany 2024 from the pack, after Nager.Date timed out.
    private var timedOutFallback: Result<HolidayYear, HolidayLoadError> {
        .success(
            year2024(HolidayFixtures.germany2024, source: .offline(years: 2024...2030), fallback: Self.timedOut))
    }

    /// Shows the saved country, then records every state once the network is back.
    private func statesWhenTheNetworkComesBack() async -> [HolidaysState] {
        let presenter = makePresenter()
        let viewModel = presenter.viewModel
        viewModel.send(.viewDidLoad)
        await presenter.settled()
        var states: [HolidaysState] = []
        let recording = viewModel.states.sink { states.append($0) }
        viewModel.send(.networkBecameAvailable)
        await presenter.settled()
        withExtendedLifetime((presenter, recording)) {}
        return states
    }

    private func makePresenter(naming: HolidayNaming = HolidayNaming(language: "en")) -> HolidaysPresenter {
        let presenter = HolidaysPresenter(
            interactor: interactor, names: EnglishCountryNames(),
            dates: HolidayDateText(locale: Locale(identifier: "en_US")), naming: naming)
        routes.record(presenter)
        return presenter
    }

    private static let rows = [
        HolidayRow(
            dateText: "Monday, January 1", name: "New Year's Day", localName: "Neujahr", badges: ["Public"],
            regionNote: nil, isPast: true, isNext: false, spokenTypes: ["public holiday"]),
        HolidayRow(
            dateText: "Wednesday, May 1", name: "Labour Day", localName: "Tag der Arbeit", badges: ["Public"],
            regionNote: nil, isPast: true, isNext: false, spokenTypes: ["public holiday"]),
        HolidayRow(
            dateText: "Wednesday, December 25", name: "Christmas Day", localName: "Erster Weihnachtstag",
            badges: ["Public"], regionNote: nil, isPast: false, isNext: true, spokenTypes: ["public holiday"]),
    ]

    private var loading: HolidaysState {
        HolidaysState(
            countryTitle: "🇩🇪 Germany", year: 2024, canGoToPreviousYear: false, canGoToNextYear: true,
            content: .loading, isLoading: true, sourceLine: nil, notice: nil, scrollTarget: nil, canExport: false)
    }

    @Test func withoutASavedCountryItAsksForOne() async {
        let presenter = makePresenter()
        let viewModel = presenter.viewModel
        var states: [HolidaysState] = []
        let recording = viewModel.states.sink { states.append($0) }
        viewModel.send(.viewDidLoad)
        viewModel.send(.chooseCountry)
        #expect(states == [.initial(year: 2024)])
        #expect(routes.recorded == [.chooseAmongFixtures])
        #expect(interactor.requests.isEmpty)
        withExtendedLifetime((presenter, recording)) {}
    }

    @Test func loadingThenLoadedWithTheNextHolidayHighlighted() async {
        interactor.savedCountry = CountryFixtures.germany
        interactor.answers = [.success(year2024(HolidayFixtures.germany2024))]
        let presenter = makePresenter()
        let viewModel = presenter.viewModel
        var states: [HolidaysState] = []
        let recording = viewModel.states.sink { states.append($0) }
        viewModel.send(.viewDidLoad)
        await presenter.settled()

        var loaded = loading
        loaded.content = .list(Self.rows)
        loaded.isLoading = false
        loaded.sourceLine = "Source: Nager.Date"
        loaded.scrollTarget = 2
        loaded.canExport = true
        #expect(states == [.initial(year: 2024), loading, loaded])
        withExtendedLifetime((presenter, recording)) {}
    }

    /// In German, Germany's holidays are named in German alone, on the list
    /// and on the detail page, where the English name is a fact.
    @Test func inGermanTheLocalNamesAreTheTitles() async throws {
        interactor.savedCountry = CountryFixtures.germany
        interactor.answers = [.success(year2024(HolidayFixtures.germany2024))]
        let presenter = makePresenter(naming: HolidayNaming(language: "de"))
        presenter.viewModel.send(.viewDidLoad)
        await presenter.workFinished()
        guard case .list(let rows) = presenter.viewModel.state.content else {
            Issue.record("no list: \(presenter.viewModel.state.content)")
            return
        }
        #expect(rows.map(\.name) == ["Neujahr", "Tag der Arbeit", "Erster Weihnachtstag"])
        #expect(rows.map(\.localName) == [nil, nil, nil])
        presenter.viewModel.send(.selectHoliday(index: 2))
        guard case .showDetail(let input) = routes.recorded.last else {
            Issue.record("no detail: \(routes.recorded)")
            return
        }
        let detail = HolidayDetailState(
            input: input, regions: SubdivisionCodesOnly(), dates: HolidayDateText(locale: Locale(identifier: "en_US")),
            today: interactor.today)
        #expect(detail.title == "Erster Weihnachtstag")
        #expect(detail.subtitle == nil)
        #expect(detail.facts.first == HolidayFact("English name", "Christmas Day"))
        withExtendedLifetime(presenter) {}
    }

    @Test func aYearWithoutAnUpcomingHolidayStartsAtItsTop() async {
        interactor.savedCountry = CountryFixtures.germany
        interactor.today = LocalDate(year: 2025, month: 3, day: 1)!
        interactor.answers = [.success(year2024(HolidayFixtures.germany2024))]
        let presenter = makePresenter()
        let viewModel = presenter.viewModel
        viewModel.send(.viewDidLoad)
        await presenter.settled()
        #expect(viewModel.state.content != .loading)
        #expect(viewModel.state.scrollTarget == 0, "every holiday of 2024 is past: the list opens at its top")
        withExtendedLifetime(presenter) {}
    }

    @Test func aMissingPackKeepsTheSavedCountryAndSaysSo() async {
        interactor.savedCountry = CountryFixtures.germany
        interactor.offlineDataProblem = .missing(file: "/usr/share/globetrotter/pack/globetrotter-pack.sqlite")
        interactor.answers = [.success(year2024(HolidayFixtures.germany2024))]
        let presenter = makePresenter()
        let viewModel = presenter.viewModel
        viewModel.send(.viewDidLoad)
        await presenter.settled()
        let state = viewModel.state
        #expect(state.countryTitle == "🇩🇪 Germany")
        #expect(state.content == .list(Self.rows))
        #expect(
            state.notice
                == "The offline data is missing, so holidays can only be shown while online. Reinstalling Globetrotter restores it."
        )
        withExtendedLifetime(presenter) {}
    }

    @Test func failureThenOfflineFallbackOnRetry() async {
        interactor.savedCountry = CountryFixtures.germany
        interactor.answers = [
            .failure(.unavailable(online: Self.timedOut, offline: .offline(.unknownCountry("DE")))),
            timedOutFallback,
        ]
        let presenter = makePresenter()
        let viewModel = presenter.viewModel
        var states: [HolidaysState] = []
        let recording = viewModel.states.sink { states.append($0) }
        viewModel.send(.viewDidLoad)
        await presenter.settled()
        viewModel.send(.retry)
        await presenter.settled()

        var failed = loading
        failed.isLoading = false
        failed.content = .failed(
            "Nager.Date could not be reached (timed out). The offline data has no holidays for the country code “DE”."
        )
        var retrying = failed
        retrying.isLoading = true
        retrying.content = .loading
        var fallback = retrying
        fallback.isLoading = false
        fallback.content = .list(Self.rows)
        fallback.sourceLine = "Source: Offline data, 2024–2030"
        fallback.notice = Self.timedOutNote
        fallback.scrollTarget = 2
        fallback.canExport = true
        #expect(states == [.initial(year: 2024), loading, failed, retrying, fallback])
        #expect(interactor.requests.map(\.reload) == [false, true])
        withExtendedLifetime((presenter, recording)) {}
    }

    @Test func changingYearKeepsTheListWhileItLoadsAndIsRemembered() async {
        interactor.savedCountry = CountryFixtures.germany
        interactor.answers = [
            .success(year2024(HolidayFixtures.germany2024)),
            .success(HolidayYear(countryCode: "DE", year: 2025, holidays: [], source: .nager)),
        ]
        let presenter = makePresenter()
        let viewModel = presenter.viewModel
        viewModel.send(.viewDidLoad)
        await presenter.settled()
        var states: [HolidaysState] = []
        let recording = viewModel.states.dropFirst().sink { states.append($0) }
        viewModel.send(.nextYear)
        await presenter.settled()

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
        let viewModel = presenter.viewModel
        viewModel.send(.viewDidLoad)
        await presenter.settled()
        viewModel.send(.nextYear)
        #expect(viewModel.state.year == 2030)
        #expect(!viewModel.state.canGoToNextYear)
        #expect(interactor.requests.count == 1, "no request past the last year")
        withExtendedLifetime(presenter) {}
    }

    @Test func selectingAHolidayRoutesToItsDetailAndExportBuildsTheFile() async throws {
        interactor.savedCountry = CountryFixtures.germany
        interactor.answers = [.success(year2024(HolidayFixtures.germany2024))]
        let presenter = makePresenter()
        let viewModel = presenter.viewModel
        viewModel.send(.viewDidLoad)
        await presenter.settled()
        viewModel.send(.selectHoliday(index: 2))
        viewModel.send(.selectHoliday(index: 9))
        viewModel.send(.exportCalendar)

        #expect(routes.recorded.count == 2, "an index past the list does nothing")
        #expect(
            routes.recorded.first
                == .showDetail(
                    HolidayDetailInput(
                        holiday: HolidayFixtures.germany2024[2], country: CountryFixtures.germany,
                        countryName: "Germany", source: .nager)))
        guard case .exportCalendar(let export) = routes.recorded.last else {
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
        let viewModel = presenter.viewModel
        viewModel.send(.viewDidLoad)
        viewModel.send(.countryChosen(CountryFixtures.austria))
        await presenter.settled()
        #expect(interactor.remembered == ["country:AT"])
        #expect(interactor.requests.map(\.country) == ["AT"])
        #expect(viewModel.state.countryTitle == "🇦🇹 Austria")
        withExtendedLifetime(presenter) {}
    }

    private var offlineFallback: HolidaysState {
        var state = loading
        state.isLoading = false
        state.content = .list(Self.rows)
        state.sourceLine = "Source: Offline data, 2024–2030"
        state.notice = Self.timedOutNote
        state.scrollTarget = 2
        state.canExport = true
        return state
    }

    @Test func networkBackReplacesAFallbackWithLiveDataKeepingTheListMeanwhile() async {
        interactor.savedCountry = CountryFixtures.germany
        let live = HolidayFixtures.germany2024 + [HolidayFixtures.holiday("Second Day of Christmas", 12, 26)]
        interactor.answers = [
            timedOutFallback,
            .success(year2024(live)),
        ]
        let states = await statesWhenTheNetworkComesBack()

        var refreshing = offlineFallback
        refreshing.isLoading = true
        var fresh = refreshing
        fresh.isLoading = false
        fresh.content = .list(
            Self.rows + [
                HolidayRow(
                    dateText: "Thursday, December 26", name: "Second Day of Christmas", localName: nil,
                    badges: ["Public"], regionNote: nil, isPast: false, isNext: false,
                    spokenTypes: ["public holiday"])
            ])
        fresh.sourceLine = "Source: Nager.Date"
        fresh.notice = nil
        #expect(states == [offlineFallback, refreshing, fresh], "the list never blanks")
        #expect(interactor.requests.map(\.reload) == [false, true], "the refresh skips the in-memory copy")
        #expect(interactor.requests.map(\.year) == [2024, 2024])
    }

    @Test func networkBackWhileTheRefreshStillFailsKeepsTheFallbackAndItsNotice() async {
        interactor.savedCountry = CountryFixtures.germany
        interactor.answers = [
            timedOutFallback,
            .failure(.unknownCountry("DE")),
        ]
        let states = await statesWhenTheNetworkComesBack()

        var refreshing = offlineFallback
        refreshing.isLoading = true
        #expect(states == [offlineFallback, refreshing, offlineFallback])
    }

    @Test func networkBackChangesNothingWhenTheDataIsLiveOrMissing() async {
        let presenter = makePresenter()
        let viewModel = presenter.viewModel
        var states: [HolidaysState] = []
        let recording = viewModel.states.sink { states.append($0) }
        viewModel.send(.viewDidLoad)
        viewModel.send(.networkBecameAvailable)
        #expect(states == [.initial(year: 2024)], "no country chosen: nothing to refresh")
        #expect(interactor.requests.isEmpty, "nothing was loaded")

        interactor.answers = [.success(year2024(HolidayFixtures.germany2024))]
        viewModel.send(.countryChosen(CountryFixtures.germany))
        await presenter.settled()
        let loaded = states.count
        viewModel.send(.networkBecameAvailable)
        await presenter.settled()
        #expect(states.count == loaded, "live data stays as it is")
        #expect(interactor.requests.count == 1)
        withExtendedLifetime((presenter, recording)) {}
    }

    @Test func networkBackRetriesAProblemPage() async {
        interactor.savedCountry = CountryFixtures.germany
        interactor.answers = [
            .failure(
                .unavailable(
                    online: HolidayFallback(
                        failedSource: .nager, trouble: .http(.cannotConnect(host: "date.nager.at", reason: "refused"))),
                    offline: .offline(.unavailable(.missing(file: "pack.sqlite"))))),
            .success(year2024(HolidayFixtures.germany2024)),
        ]
        let presenter = makePresenter()
        let viewModel = presenter.viewModel
        viewModel.send(.viewDidLoad)
        await presenter.settled()
        #expect(
            viewModel.state.content
                == .failed(
                    "Nager.Date could not be reached (no connection). The offline holidays are missing; reinstalling Globetrotter restores them."
                ))
        viewModel.send(.networkBecameAvailable)
        await presenter.settled()
        #expect(viewModel.state.content == .list(Self.rows), "the list replaces the problem")
        #expect(interactor.requests.map(\.reload) == [false, true])
    }

    @Test func selectingAGroupedBreakOpensItsWholeRange() async throws {
        interactor.savedCountry = CountryFixtures.germany
        interactor.today = LocalDate(year: 2024, month: 12, day: 27)!
        interactor.answers = [.success(year2024(GermanBreaks.year, source: .offline(years: 2024...2030)))]
        let presenter = makePresenter()
        let viewModel = presenter.viewModel
        viewModel.send(.viewDidLoad)
        await presenter.settled()
        guard case .list(let rows) = viewModel.state.content else {
            Issue.record("expected a list")
            return
        }
        #expect(
            rows.map(\.name) == [
                "Winter Break", "Winter Break", "Christmas Break", "Christmas Day", "Second Day of Christmas",
            ])
        #expect(viewModel.state.scrollTarget == 2)
        viewModel.send(.selectHoliday(index: 2))
        viewModel.send(.selectHoliday(index: 3))
        guard case .showDetail(let input) = try #require(routes.recorded.first) else {
            Issue.record("expected a detail route")
            return
        }
        #expect(input.holiday.date == LocalDate(year: 2024, month: 12, day: 19))
        #expect(input.lastDate == LocalDate(year: 2024, month: 12, day: 31))
        #expect(input.holiday.counties == GermanBreaks.allStates)
        guard case .showDetail(let single) = try #require(routes.recorded.last) else {
            Issue.record("expected a detail route")
            return
        }
        #expect(single.holiday.name == "Christmas Day")
        #expect(single.lastDate == single.holiday.date)
        withExtendedLifetime(presenter) {}
    }
}
