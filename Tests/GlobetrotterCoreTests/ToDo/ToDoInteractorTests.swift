import Foundation
import Testing

@testable import GlobetrotterCore

/// The page over the real interactor and stores: what it shows is what is stored.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(1)))
struct ToDoInteractorTests {
    private let database: AppDatabase
    private let store: ToDoStore
    private let trips: TripStore

    init() throws {
        database = try AppDatabase.inMemory()
        store = ToDoStore(database: database)
        trips = TripStore(database: database)
    }

    private func loadedPage() async -> ToDoPresenter {
        let presenter = ToDoPresenter(interactor: ToDoInteractor(database: database))
        presenter.viewModel.send(.viewDidLoad)
        await presenter.settled()
        return presenter
    }

    @Test func theInteractorReadsTripsAndItemsInOrder() async throws {
        let baltic = try trips.createTrip(named: "Baltic")
        let alps = try trips.createTrip(named: "Alps")
        _ = try store.add("Towel", tripID: baltic.id)
        _ = try store.add("Passport")
        let interactor = ToDoInteractor(store: store, trips: trips)
        #expect(try await interactor.trips() == [alps, baltic])
        #expect(try await interactor.items(.all).map(\.text) == ["Towel", "Passport"])
        #expect(try await interactor.items(.trip(baltic.id)).map(\.text) == ["Towel"])
        #expect(try await interactor.items(.unassigned).map(\.text) == ["Passport"])
    }

    @Test func everyChangeOnThePageIsStoredAsItIsMade() async throws {
        let presenter = await loadedPage()
        presenter.viewModel.send(.add("  Charger "))
        presenter.viewModel.send(.add("Sunscreen"))
        presenter.viewModel.send(.add("Pasport"))
        presenter.viewModel.send(.add("   "))
        await presenter.settled()
        #expect(try store.items().map(\.text) == ["Charger", "Sunscreen", "Pasport"])
        #expect(presenter.state.refusal == "Type what needs doing first.")

        let ids = presenter.state.openRows.map(\.id)
        presenter.viewModel.send(.rename(id: ids[2], text: "Passport "))
        presenter.viewModel.send(.toggle(id: ids[1]))
        presenter.viewModel.send(.moveItem(id: ids[2], offset: -1))
        await presenter.settled()
        #expect(presenter.state.openRows.map(\.text) == ["Passport", "Charger"])
        #expect(presenter.state.completedRows.map(\.text) == ["Sunscreen"])
        #expect(presenter.state.counts == "1 of 3 done")
        let stored = try store.items()
        // Passport and Charger took each other's places; Sunscreen kept its own.
        #expect(stored.map(\.text) == ["Passport", "Sunscreen", "Charger"])
        #expect(stored.map(\.isDone) == [false, true, false])

        presenter.viewModel.send(.clearCompleted)
        await presenter.settled()
        #expect(try store.items().map(\.text) == ["Passport", "Charger"])
        presenter.viewModel.send(.undo)
        await presenter.settled()
        #expect(try store.items().map(\.text) == ["Passport", "Sunscreen", "Charger"])

        presenter.viewModel.send(.delete(id: ids[2]))
        await presenter.settled()
        #expect(presenter.state.toast?.text == "“Passport” deleted")
        #expect(try store.items().map(\.text) == ["Sunscreen", "Charger"])
        presenter.viewModel.send(.undo)
        await presenter.settled()
        #expect(presenter.state.rows.map(\.text) == ["Passport", "Charger", "Sunscreen"])
    }

    @Test func aTripsFilterNamesTheTripAndAddsToIt() async throws {
        let baltic = try trips.createTrip(named: "Baltic")
        let presenter = await loadedPage()
        #expect(presenter.state.filters.map(\.title) == ["All", "Baltic"])
        presenter.viewModel.send(.selectFilter(.trip(baltic.id)))
        presenter.viewModel.send(.add("Towel"))
        presenter.viewModel.send(.toggle(id: 1))
        await presenter.settled()
        #expect(try store.items(ofTrip: baltic.id).map(\.text) == ["Towel"])
        #expect(TripChecklist(items: try store.items(ofTrip: baltic.id)).countsText == "1 of 1 done")

        try trips.renameTrip(id: baltic.id, to: "Ostsee")
        presenter.viewModel.send(.selectFilter(.all))
        presenter.viewModel.send(.reload)
        await presenter.settled()
        #expect(presenter.state.completedRows.map(\.detail) == ["Ostsee"])
    }
}
