import Foundation
import Testing

@testable import GlobetrotterCore

/// Answers place searches from a fixed list and records what was asked.
final class FakePlaceSearch: PlaceSearching, @unchecked Sendable {
    let name: String
    private let lock = NSLock()
    private let answer: Result<[Place], PlaceSearchError>
    private(set) var queries: [String] = []
    /// The point each search was asked to rank near, in order.
    private(set) var nearPoints: [GeoPoint?] = []

    init(_ name: String, _ answer: Result<[Place], PlaceSearchError>) {
        self.name = name
        self.answer = answer
    }

    var queryCount: Int { lock.withLock { queries.count } }

    func places(matching query: String, limit: Int) async throws(PlaceSearchError) -> [Place] {
        try await places(matching: query, limit: limit, near: nil)
    }

    func places(matching query: String, limit: Int, near: GeoPoint?) async throws(PlaceSearchError) -> [Place] {
        lock.withLock {
            queries.append(query)
            nearPoints.append(near)
        }
        return try answer.get()
    }
}

@MainActor
@Suite(.serialized, .timeLimit(.minutes(1)))
struct WaypointEditorPresenterTests {
    // With their codes, as the finder gives places whose region iso-codes knows.
    private let zurich = Place(
        name: "Zürich", region: "Zurich", regionCode: "CH-ZH", countryCode: "CH",
        point: GeoPoint(latitude: 47.37, longitude: 8.54))
    private let zug = Place(
        name: "Zug", region: "Zug", regionCode: "CH-ZG", countryCode: "CH",
        point: GeoPoint(latitude: 47.17, longitude: 8.52))
    private let clock = ManualClock()
    private let places = PlaceText { $0 == "CH" ? "Switzerland" : nil }

    @Test func typingOnlineIsDebouncedAndEnterAsksNominatim() async throws {
        let photon = FakePlaceSearch("Photon", .success([zurich, zug]))
        let nominatim = FakePlaceSearch("Nominatim", .success([zurich]))
        let offline = FakePlaceSearch("GeoNames", .success([]))
        let presenter = WaypointEditorPresenter(
            input: WaypointEditorInput(waypointID: nil, place: nil, near: nil),
            finder: PlaceFinder(typeAhead: photon, onSubmit: nominatim, offline: offline), places: places,
            clock: clock, typingDelay: .milliseconds(250))
        var routes: [WaypointEditorRoute] = []
        let subscription = presenter.routes.sink { routes.append($0) }
        presenter.viewModel.send(.viewDidLoad)
        #expect(presenter.state.title == "Add Stop")
        #expect(presenter.state.message == "Type a place name; press Enter to search OpenStreetMap.")
        #expect(!presenter.state.canFinish)
        for prefix in ["z", "zu", "zur"] { presenter.viewModel.send(.queryChanged(prefix)) }
        await clock.sleepersRegistered(1)
        clock.advance(by: .milliseconds(250))
        await presenter.settled()
        #expect(photon.queries == ["zur"])
        #expect(presenter.state.results.map(\.name) == ["Zürich", "Zug"])
        #expect(presenter.state.results[0].detail == "Zurich, Switzerland")
        #expect(presenter.state.results[0].flag == "🇨🇭")
        #expect(presenter.state.credit == "Search: Photon")
        presenter.viewModel.send(.choose(index: 1))
        #expect(presenter.state.chosen == zug)
        #expect(presenter.state.canFinish)

        presenter.viewModel.send(.queryChanged("zurich switzerland"))
        presenter.viewModel.send(.submit)
        await presenter.settled()
        #expect(nominatim.queries == ["zurich switzerland"])
        #expect(presenter.state.credit == "Search: Nominatim")
        presenter.viewModel.send(.submit)  // one result: Enter takes it
        #expect(routes == [.finished(.done(zurich, waypointID: nil))])
        subscription.cancel()
    }

    /// Both searches rank places near the centre of the editor's map, as GNOME
    /// Maps passes the viewport's centre to Photon: the trip's last stop while
    /// nothing is chosen, then the chosen place.
    @Test func searchesAreBiasedToTheCentreOfTheEditorsMap() async throws {
        let lastStop = GeoPoint(latitude: 48.85, longitude: 2.35)
        let photon = FakePlaceSearch("Photon", .success([zurich, zug]))
        let nominatim = FakePlaceSearch("Nominatim", .success([zug]))
        let presenter = WaypointEditorPresenter(
            input: WaypointEditorInput(waypointID: nil, place: nil, near: lastStop),
            finder: PlaceFinder(
                typeAhead: photon, onSubmit: nominatim, offline: FakePlaceSearch("GeoNames", .success([]))),
            places: places, clock: clock, typingDelay: .zero)
        presenter.viewModel.send(.viewDidLoad)
        presenter.viewModel.send(.queryChanged("z"))
        await presenter.settled()
        #expect(photon.nearPoints == [lastStop], "nothing chosen yet: near the trip's last stop")
        presenter.viewModel.send(.choose(index: 1))
        presenter.viewModel.send(.queryChanged("zu"))
        await presenter.settled()
        presenter.viewModel.send(.submit)
        await presenter.settled()
        #expect(photon.nearPoints == [lastStop, zug.point], "a chosen place: near it")
        #expect(nominatim.nearPoints == [zurich.point], "Enter: near the best match the map now shows")

        let editing = FakePlaceSearch("Photon", .success([zug]))
        let editor = WaypointEditorPresenter(
            input: WaypointEditorInput(waypointID: 3, place: zug, near: lastStop),
            finder: PlaceFinder(typeAhead: editing, onSubmit: nil, offline: FakePlaceSearch("GeoNames", .success([]))),
            places: places, clock: clock, typingDelay: .zero)
        editor.viewModel.send(.viewDidLoad)
        editor.viewModel.send(.queryChanged("lucerne"))
        await editor.settled()
        #expect(editing.nearPoints == [zug.point], "an edited stop: near the stop itself")
    }

    /// The shared picker shows the editor's results (flag and name, the region
    /// under it, a check on the selected place), and its keys mean the editor's actions.
    @Test func theSharedPickerShowsTheResultsAndSpeaksTheEditorsActions() async throws {
        let photon = FakePlaceSearch("Photon", .success([zurich, zug]))
        let presenter = WaypointEditorPresenter(
            input: WaypointEditorInput(waypointID: nil, place: nil, near: nil),
            finder: PlaceFinder(typeAhead: photon, onSubmit: nil, offline: FakePlaceSearch("GeoNames", .success([]))),
            places: places, clock: clock, typingDelay: .zero)
        presenter.viewModel.send(.viewDidLoad)
        presenter.viewModel.send(.queryChanged("zu"))
        await presenter.settled()
        presenter.viewModel.send(.moveSelection(by: 1))
        let picker = presenter.state.picker
        #expect(picker.query == "zu")
        #expect(picker.searchPlaceholder == "Search for a city or place")
        #expect(picker.rows.map(\.title) == ["🇨🇭 Zürich", "🇨🇭 Zug"])
        #expect(picker.rows.map(\.subtitle) == ["Zurich, Switzerland", "Switzerland"])
        #expect(picker.rows.map(\.isCurrent) == [false, true])
        #expect(picker.rows.map(\.accessibleLabel) == ["Zürich, Zurich, Switzerland", "Zug, Switzerland"])
        #expect(picker.selectedIndex == 1)
        #expect(picker.emptyMessage == nil, "the editor says why in its own note")

        #expect(WaypointEditorAction(picker: .viewDidLoad) == nil)
        #expect(WaypointEditorAction(picker: .search("lu")) == .queryChanged("lu"))
        #expect(WaypointEditorAction(picker: .moveSelection(by: -10)) == .moveSelection(by: -10))
        #expect(WaypointEditorAction(picker: .chooseSelected) == .submit)
        #expect(WaypointEditorAction(picker: .choose(index: 2)) == .choose(index: 2))
        #expect(WaypointEditorAction(picker: .cancel) == .cancel)
    }

    @Test func anOnlineFailureFallsBackToTheBundledCitiesAndSaysWhy() async throws {
        let photon = FakePlaceSearch("Photon", .failure(.http(.rateLimited(retryAfterSeconds: nil))))
        let offline = FakePlaceSearch("GeoNames", .success([zurich]))
        let presenter = WaypointEditorPresenter(
            input: WaypointEditorInput(waypointID: 7, place: zug, near: nil),
            finder: PlaceFinder(typeAhead: photon, onSubmit: nil, offline: offline), places: places, clock: clock)
        presenter.viewModel.send(.viewDidLoad)
        #expect(presenter.state.title == "Edit Stop")
        #expect(presenter.state.query == "Zug")
        #expect(presenter.state.canFinish)
        presenter.viewModel.send(.queryChanged("zur"))
        await clock.sleepersRegistered(1)
        clock.advance(by: .milliseconds(250))
        await presenter.settled()
        #expect(presenter.state.results.map(\.name) == ["Zürich"])
        #expect(
            presenter.state.message
                == "Photon is not available right now (too many requests, HTTP 429). Showing bundled cities.")
        #expect(presenter.state.credit == "Search: GeoNames")
    }

    @Test func offlineSearchesAtOnceAndSaysWhenNothingMatches() async throws {
        let offline = FakePlaceSearch("GeoNames", .success([]))
        let presenter = WaypointEditorPresenter(
            input: WaypointEditorInput(waypointID: nil, place: nil, near: nil),
            finder: PlaceFinder(typeAhead: nil, onSubmit: nil, offline: offline), places: places, clock: clock)
        var routes: [WaypointEditorRoute] = []
        let subscription = presenter.routes.sink { routes.append($0) }
        presenter.viewModel.send(.viewDidLoad)
        #expect(presenter.state.message == "Offline: searching the 34,000 bundled cities.")
        presenter.viewModel.send(.queryChanged("xyzzy <b>"))
        await presenter.settled()
        #expect(clock.sleeperCount == 0)
        #expect(presenter.state.message == "No places found for “xyzzy <b>”.")
        presenter.viewModel.send(.done)  // nothing chosen: nothing to finish
        presenter.viewModel.send(.cancel)
        #expect(routes == [.finished(.cancelled)])
        subscription.cancel()
    }

    /// Up and Down in the search entry walk the results, stopping at both
    /// ends, and the chosen place's pin follows on the small map.
    @Test func upAndDownWalkTheResultsAndThePinFollows() async throws {
        let offline = FakePlaceSearch("GeoNames", .success([zurich, zug]))
        let presenter = WaypointEditorPresenter(
            input: WaypointEditorInput(waypointID: nil, place: nil, near: nil),
            finder: PlaceFinder(typeAhead: nil, onSubmit: nil, offline: offline), places: places, clock: clock)
        presenter.viewModel.send(.viewDidLoad)
        presenter.viewModel.send(.moveSelection(by: 1))
        #expect(presenter.state.selectedIndex == nil, "no results yet: nothing to move to")
        presenter.viewModel.send(.queryChanged("zu"))
        await presenter.settled()
        presenter.viewModel.send(.moveSelection(by: 1))
        presenter.viewModel.send(.moveSelection(by: 1))
        presenter.viewModel.send(.moveSelection(by: 1))
        #expect(presenter.state.selectedIndex == 1, "Down stops at the last result")
        #expect(presenter.state.chosen == zug)
        #expect(presenter.state.map.pins.map(\.accessibleName) == ["Zug"])
        #expect(presenter.state.map.fitBox == GeoBox([zug.point]))
        presenter.viewModel.send(.moveSelection(by: -1))
        presenter.viewModel.send(.moveSelection(by: -1))
        #expect(presenter.state.selectedIndex == 0, "Up stops at the first")
        #expect(presenter.state.chosen == zurich)
        #expect(presenter.state.map.pins.map(\.point) == [zurich.point])
    }
}
