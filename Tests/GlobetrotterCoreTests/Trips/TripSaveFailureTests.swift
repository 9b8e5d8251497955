import Foundation
import GRDB
import OpenCombine
import Testing

@testable import GlobetrotterCore

/// A trip page over a database that stops taking writes while it is open (a
/// read-only disk, a full one, another program's lock): the failure is said
/// once, at once, with what still works, and the page shows what was not
/// saved — never a toast per refused keystroke.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct TripSaveFailureTests {
    private let database: AppDatabase
    private let store: TripStore
    private let hamburg = Place(
        name: "Hamburg", countryCode: "DE", point: GeoPoint(latitude: 53.55, longitude: 9.99))
    private let rostock = Place(
        name: "Rostock", countryCode: "DE", point: GeoPoint(latitude: 54.09, longitude: 12.14))
    private let lyon = Place(name: "Lyon", countryCode: "FR", point: GeoPoint(latitude: 45.76, longitude: 4.84))

    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refused-\(UUID().uuidString)")

    /// A database file as the app opens it (a pool: one writing connection,
    /// readers beside it). Not in memory: GRDB's single-connection queue
    /// turns `query_only` off after every read.
    init() throws {
        database = try AppDatabase.open(at: folder.appendingPathComponent("globetrotter.sqlite").path)
        store = TripStore(database: database)
    }

    /// Writes are awaited by kind: the route waits on a clock the tests never advance.
    private func loadedPresenter() async throws -> (TripDetailPresenter, Int64) {
        let trip = try store.createTrip(named: "Baltic")
        for stop in [hamburg, rostock] { _ = try store.appendWaypoint(stop, toTrip: trip.id) }
        let interactor = TripDetailInteractor(
            tripID: trip.id, store: store, routes: RouteService(router: nil, store: store),
            files: TripFiles(store: store, naming: UnknownPlaces()), naming: UnknownPlaces())
        let presenter = TripDetailPresenter(
            tripID: trip.id, interactor: interactor, places: PlaceText { _ in nil }, clock: ManualClock(),
            rerouteDelay: .seconds(1))
        presenter.viewModel.send(.viewDidLoad)
        await presenter.settled("load")
        return (presenter, trip.id)
    }

    /// SQLite's own switch on the writing connection: every write is refused
    /// with SQLITE_READONLY, at once, and reads go on.
    private func refuseWrites(_ refuse: Bool) throws {
        try database.writer.writeWithoutTransaction { try $0.execute(sql: "PRAGMA query_only = \(refuse ? 1 : 0)") }
    }

    /// Every toast the page shows, in order.
    private func toasts(of presenter: TripDetailPresenter) -> (AnyCancellable, () -> [Toast]) {
        var shown: [Toast] = []
        let subscription = presenter.viewModel.field(\.toast).compactMap { $0 }.sink { shown.append($0) }
        return (subscription, { shown })
    }

    static let refusal =
        "Changes cannot be saved: the data folder cannot be written to. You can still look at your trips and export them."

    @Test func eightRefusedKeystrokesAndAStopAreSaidOnceAtOnce() async throws {
        let (presenter, tripID) = try await loadedPresenter()
        let (subscription, shown) = toasts(of: presenter)
        defer { subscription.cancel() }
        try refuseWrites(true)
        for length in 1...8 { presenter.viewModel.send(.rename(String("Alpine L".prefix(length)))) }
        presenter.viewModel.send(.stopEdited(.done(lyon, waypointID: nil)))
        await presenter.settled("write")

        #expect(shown().map(\.text) == [Self.refusal], "one toast, not one per keystroke")
        #expect(shown().first?.isUrgent == true, "ahead of any toast still waiting its turn")
        #expect(presenter.state.unsaved == "“Lyon” was not added.")
        #expect(presenter.state.rows.map(\.name) == ["Hamburg", "Rostock"], "the page shows the stop was not added")
        #expect(try store.trip(id: tripID)?.name == "Baltic")

        // Writable again: the next change is saved and the note goes.
        try refuseWrites(false)
        presenter.viewModel.send(.rename("Alpine Loop"))
        await presenter.settled("write")
        #expect(presenter.state.unsaved == nil)
        #expect(try store.trip(id: tripID)?.name == "Alpine Loop")

        // Refused again later: said again, once.
        try refuseWrites(true)
        presenter.viewModel.send(.stopEdited(.done(lyon, waypointID: nil)))
        presenter.viewModel.send(.stopEdited(.done(lyon, waypointID: nil)))
        await presenter.settled("write")
        #expect(shown().map(\.text) == [Self.refusal, Self.refusal])
    }

    /// A move is shown at once; refused, the stops go back to their stored order.
    @Test func aRefusedMoveIsTakenBack() async throws {
        let (presenter, _) = try await loadedPresenter()
        try refuseWrites(true)
        let first = try #require(presenter.state.rows.first?.id)
        presenter.viewModel.send(.moveStop(id: first, offset: 1))
        #expect(presenter.state.rows.map(\.name) == ["Rostock", "Hamburg"], "shown at once")
        await presenter.settled("write")
        #expect(presenter.state.rows.map(\.name) == ["Hamburg", "Rostock"])
        #expect(presenter.state.unsaved == "The new order was not saved.")
    }

    /// "Add Stop Here" and a removal say "added" and "removed" only once they are.
    @Test func successIsSaidOnlyOfWhatWasSaved() async throws {
        let (presenter, _) = try await loadedPresenter()
        let (subscription, shown) = toasts(of: presenter)
        defer { subscription.cancel() }
        try refuseWrites(true)
        presenter.viewModel.send(.addStopHere(GeoPoint(latitude: 50, longitude: 8)))
        await presenter.settled("add-here")
        await presenter.settled("write")
        let hamburgID = try #require(presenter.state.rows.first?.id)
        presenter.viewModel.send(.deleteStop(id: hamburgID))
        await presenter.settled("write")
        #expect(shown().map(\.text) == [Self.refusal])
        #expect(presenter.state.unsaved == "“Hamburg” was not removed.")
        #expect(presenter.state.rows.map(\.name) == ["Hamburg", "Rostock"])
    }

    /// Each kind of refusal says why in its own words.
    @Test(arguments: [
        (ResultCode.SQLITE_READONLY, SaveFailure.notWritable), (.SQLITE_IOERR, .notWritable),
        (.SQLITE_PERM, .notWritable), (.SQLITE_FULL, .diskFull), (.SQLITE_BUSY, .busy), (.SQLITE_LOCKED, .busy),
        (.SQLITE_CORRUPT, .other),
    ])
    func refusalsAreSorted(code: ResultCode, expected: SaveFailure) {
        #expect(SaveFailure(DatabaseError(resultCode: code)) == expected)
    }
}
