import Foundation
import Testing

@testable import GlobetrotterCore

/// A trip's to-do items: its checklist on its page, and the question when it is deleted.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(1)))
struct TripToDoTests {
    private let store: TripStore
    private let todos: ToDoStore

    init() throws {
        let database = try AppDatabase.inMemory()
        store = TripStore(database: database)
        todos = ToDoStore(database: database)
    }

    private func listPresenter() -> TripListPresenter {
        TripListPresenter(
            interactor: TripListInteractor(
                store: store, files: TripFiles(store: store, naming: UnknownPlaces()), todos: todos),
            wording: TripsWording(numbers: Locale(identifier: "en_US")))
    }

    @Test func theTripPageShowsItsChecklistAndTicksItems() async throws {
        let trip = try store.createTrip(named: "Coast")
        let passports = try todos.add("Passports", tripID: trip.id)
        _ = try todos.add("Sun cream", tripID: trip.id)
        _ = try todos.add("Someone else's", tripID: nil)
        try todos.setDone(id: passports.id, true)
        let presenter = TripDetailPresenter(
            tripID: trip.id,
            interactor: TripDetailInteractor(
                tripID: trip.id, store: store, routes: RouteService(router: nil, store: store),
                files: TripFiles(store: store, naming: UnknownPlaces()), naming: UnknownPlaces(), todos: todos),
            places: PlaceText { _ in nil }, wording: TripsWording(numbers: Locale(identifier: "en_US")),
            clock: ContinuousClock(), rerouteDelay: .zero)
        let watch = StateWatch(presenter.viewModel)
        presenter.viewModel.send(.viewDidLoad)
        #expect(await watch.until { $0.checklist != nil })
        let checklist = try #require(presenter.state.checklist)
        #expect(checklist.title == "Checklist" && checklist.countsText == "1 of 2 done")
        #expect(checklist.openRows.map(\.text) == ["Sun cream"] && checklist.completedRows.map(\.text) == ["Passports"])
        presenter.viewModel.send(.toggleChecklistItem(id: passports.id))
        #expect(await watch.until { $0.checklist?.countsText == "0 of 2 done" })
        #expect(try todos.item(id: passports.id)?.isDone == false)
    }

    private func tripPage(_ trip: Trip) -> TripDetailPresenter {
        TripDetailPresenter(
            tripID: trip.id,
            interactor: TripDetailInteractor(
                tripID: trip.id, store: store, routes: RouteService(router: nil, store: store),
                files: TripFiles(store: store, naming: UnknownPlaces()), naming: UnknownPlaces(), todos: todos),
            places: PlaceText { _ in nil }, wording: TripsWording(numbers: Locale(identifier: "en_US")),
            clock: ContinuousClock(), rerouteDelay: .zero)
    }

    /// A trip's page left open while the To-Do page adds, ticks and deletes
    /// the trip's items: the store announces each change and the checklist
    /// follows, with no reload of the page.
    @Test func anOpenTripPageFollowsTheToDoPage() async throws {
        let trip = try store.createTrip(named: "Coast")
        let page = tripPage(trip)
        let watch = StateWatch(page.viewModel)
        page.viewModel.send(.viewDidLoad)
        #expect(await watch.until { $0.checklist != nil })
        #expect(page.state.checklist?.openRows == [])
        #expect(page.state.checklist?.countsText == nil)

        let toDo = ToDoPresenter(interactor: ToDoInteractor(store: todos, trips: store))
        toDo.viewModel.send(.viewDidLoad)
        toDo.viewModel.send(.selectFilter(.trip(trip.id)))
        toDo.viewModel.send(.add("Passports"))
        toDo.viewModel.send(.add("Tickets"))
        await toDo.settled()
        #expect(await watch.until { $0.checklist?.openRows.map(\.text) == ["Passports", "Tickets"] })
        #expect(page.state.checklist?.countsText == "0 of 2 done")

        let passports = try #require(toDo.state.openRows.first).id
        toDo.viewModel.send(.toggle(id: passports))
        #expect(await watch.until { $0.checklist?.completedRows.map(\.text) == ["Passports"] })
        #expect(page.state.checklist?.countsText == "1 of 2 done")

        toDo.viewModel.send(.delete(id: passports))
        #expect(await watch.until { $0.checklist?.countsText == "0 of 1 done" })
        // Undo is offered once the delete has finished (its toast is up).
        await toDo.settled()
        toDo.viewModel.send(.undo)
        #expect(await watch.until { $0.checklist?.countsText == "1 of 2 done" })
        // An item of no trip is not the page's.
        toDo.viewModel.send(.selectFilter(.all))
        toDo.viewModel.send(.add("Someone else's"))
        await toDo.settled()
        let rows = (page.state.checklist?.openRows ?? []) + (page.state.checklist?.completedRows ?? [])
        #expect(rows.map(\.text) == ["Tickets", "Passports"])
    }

    @Test func withoutAToDoListTheSectionIsHidden() async throws {
        let trip = try store.createTrip(named: "Plain")
        let presenter = TripDetailPresenter(
            tripID: trip.id,
            interactor: TripDetailInteractor(
                tripID: trip.id, store: store, routes: RouteService(router: nil, store: store),
                files: TripFiles(store: store, naming: UnknownPlaces()), naming: UnknownPlaces()),
            places: PlaceText { _ in nil }, clock: ContinuousClock(), rerouteDelay: .zero)
        presenter.viewModel.send(.viewDidLoad)
        await presenter.settled()
        #expect(presenter.state.checklist == nil)
    }

    @Test func aTripWithoutItemsIsDeletedWithoutAQuestion() async throws {
        let trip = try store.createTrip(named: "Empty")
        let presenter = listPresenter()
        presenter.viewModel.send(.viewDidLoad)
        await presenter.settled()
        presenter.viewModel.send(.deleteTrip(id: trip.id))
        await presenter.settled()
        #expect(presenter.state.deleteQuestion == nil)
        #expect(try store.trips().isEmpty)
    }

    @Test func keepingTheItemsLeavesThemOnTheToDoPageAndUndoPutsThemBack() async throws {
        let trip = try store.createTrip(named: "Coast")
        let item = try todos.add("Passports", tripID: trip.id)
        let presenter = listPresenter()
        presenter.viewModel.send(.viewDidLoad)
        await presenter.settled()
        presenter.viewModel.send(.deleteTrip(id: trip.id))
        await presenter.settled()
        let question = try #require(presenter.state.deleteQuestion)
        #expect(question.heading == "Delete “Coast”?")
        #expect(question.keepLabel == "_Keep Item" && question.deleteLabel == "_Delete Item")
        #expect(try store.trips().count == 1, "nothing is deleted before the answer")
        presenter.viewModel.send(.answerDeleteQuestion(.keep))
        await presenter.settled()
        #expect(presenter.state.deleteQuestion == nil)
        #expect(try store.trips().isEmpty)
        #expect(try todos.item(id: item.id)?.tripID == nil, "kept, in no trip")
        presenter.viewModel.send(.undoDelete)
        await presenter.settled()
        #expect(try store.trips().map(\.trip.id) == [trip.id])
        #expect(try todos.item(id: item.id)?.tripID == trip.id, "back in its trip")
    }

    @Test func deletingTheItemsWithTheTripAndUndoRestoresBoth() async throws {
        let trip = try store.createTrip(named: "Coast")
        _ = try todos.add("Passports", tripID: trip.id)
        _ = try todos.add("Tickets", tripID: trip.id)
        let presenter = listPresenter()
        presenter.viewModel.send(.viewDidLoad)
        await presenter.settled()
        presenter.viewModel.send(.deleteTrip(id: trip.id))
        await presenter.settled()
        #expect(presenter.state.deleteQuestion?.deleteLabel == "_Delete Items")
        presenter.viewModel.send(.answerDeleteQuestion(.delete))
        await presenter.settled()
        #expect(try todos.items(.all).isEmpty)
        presenter.viewModel.send(.undoDelete)
        await presenter.settled()
        #expect(Set(try todos.items(ofTrip: trip.id).map(\.text)) == ["Passports", "Tickets"])
    }

    @Test func cancellingKeepsTheTripAndItsItems() async throws {
        let trip = try store.createTrip(named: "Coast")
        _ = try todos.add("Passports", tripID: trip.id)
        let presenter = listPresenter()
        presenter.viewModel.send(.viewDidLoad)
        await presenter.settled()
        presenter.viewModel.send(.deleteTrip(id: trip.id))
        await presenter.settled()
        presenter.viewModel.send(.answerDeleteQuestion(nil))
        await presenter.settled()
        #expect(presenter.state.deleteQuestion == nil)
        #expect(try store.trips().count == 1 && todos.items(ofTrip: trip.id).count == 1)
    }
}
