import GLibTestSupport
import OpenCombine
import Testing

@testable import GlobetrotterCore

@MainActor
final class FakeTripsScreens: TripsScreens {
    let listRoutes = PassthroughSubject<TripListRoute, Never>()
    let tripRoutes = PassthroughSubject<TripDetailRoute, Never>()
    let editorResult = PassthroughSubject<WaypointEditorResult, Never>()
    var shownTrips: [Int64] = []
    var tripActions: [TripDetailAction] = []
    var listActions: [TripListAction] = []
    var editorInputs: [WaypointEditorInput] = []
    var closed = 0
    var editorsDismissed = 0
    var fileRequests: [FileRequest] = []
    let chosenFile = PassthroughSubject<String?, Never>()

    /// What each trip's page was sent, by the page's id.
    var actionsByTrip: [Int64: [TripDetailAction]] = [:]

    func showTripList() -> ModuleHandle<TripListAction, TripListRoute> {
        ModuleHandle(routes: listRoutes.eraseToAnyPublisher()) { [weak self] in self?.listActions.append($0) }
    }
    var newTrips: [Int64] = []
    func showTrip(id: Int64, isNew: Bool) -> ModuleHandle<TripDetailAction, TripDetailRoute> {
        shownTrips.append(id)
        if isNew { newTrips.append(id) }
        return ModuleHandle(routes: tripRoutes.eraseToAnyPublisher()) { [weak self] action in
            self?.tripActions.append(action)
            self?.actionsByTrip[id, default: []].append(action)
        }
    }
    func closeTrip() { closed += 1 }
    var opened: [SearchTarget] = []
    func open(_ target: SearchTarget) { opened.append(target) }
    func dismissWaypointEditor() { editorsDismissed += 1 }
    func presentWaypointEditor(_ input: WaypointEditorInput) -> AnyPublisher<WaypointEditorResult, Never> {
        editorInputs.append(input)
        return editorResult.eraseToAnyPublisher()
    }
    func chooseFile(_ request: FileRequest) -> AnyPublisher<String?, Never> {
        fileRequests.append(request)
        return chosenFile.eraseToAnyPublisher()
    }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct TripsCoordinatorTests {
    @Test func theEditorsResultGoesBackToTheTripAndTheChildIsReleased() {
        let screens = FakeTripsScreens()
        let coordinator = TripsCoordinator(screens: screens)
        let run = coordinator.start().sink { _ in }
        screens.listRoutes.send(.openTrip(id: 4))
        #expect(screens.shownTrips == [4])
        #expect(screens.newTrips == [], "a trip from the list is not new")
        let input = WaypointEditorInput(waypointID: nil, place: nil, near: nil)
        screens.tripRoutes.send(.editStop(input))
        #expect(screens.editorInputs == [input])
        #expect(coordinator.childCoordinatorCount == 1)
        // A second request while the editor is open opens nothing.
        screens.tripRoutes.send(.editStop(input))
        #expect(screens.editorInputs.count == 1)
        let place = Place(name: "Kiel", point: GeoPoint(latitude: 54.32, longitude: 10.14))
        screens.editorResult.send(.done(place, waypointID: nil))
        // Straight to the page's handle: the page that asked gets it as its action.
        #expect(screens.actionsByTrip == [4: [.stopEdited(.done(place, waypointID: nil))]])
        #expect(screens.editorsDismissed == 1)
        #expect(coordinator.childCoordinatorCount == 0)
        // A second answer from the same editor is not passed on.
        screens.editorResult.send(.cancelled)
        #expect(screens.tripActions.count == 1)
        screens.tripRoutes.send(.back)
        #expect(screens.closed == 1)
        #expect(screens.listActions == [.reload])
        run.cancel()
    }

    /// "New Trip" opens the trip's page as a new one (its name offered to type over).
    @Test func aNewTripOpensAsNew() {
        let screens = FakeTripsScreens()
        let coordinator = TripsCoordinator(screens: screens)
        let run = coordinator.start().sink { _ in }
        screens.listRoutes.send(.openNewTrip(id: 5))
        #expect(screens.shownTrips == [5])
        #expect(screens.newTrips == [5])
        run.cancel()
    }

    @Test func aCancelledEditorIsReportedAndReleasedToo() {
        let screens = FakeTripsScreens()
        let coordinator = TripsCoordinator(screens: screens)
        let run = coordinator.start().sink { _ in }
        screens.listRoutes.send(.openTrip(id: 1))
        screens.tripRoutes.send(.editStop(WaypointEditorInput(waypointID: 3, place: nil, near: nil)))
        screens.editorResult.send(.cancelled)
        #expect(screens.tripActions == [.stopEdited(.cancelled)])
        #expect(screens.editorsDismissed == 1)
        #expect(coordinator.childCoordinatorCount == 0)
        run.cancel()
    }

    /// The file chooser is a child flow: its path goes to the list (import)
    /// or the trip (export), a cancel goes nowhere, and the child is released.
    @Test func aChosenFileGoesBackToTheModuleThatAskedAndTheChildIsReleased() {
        let screens = FakeTripsScreens()
        let coordinator = TripsCoordinator(screens: screens)
        let run = coordinator.start().sink { _ in }
        screens.listRoutes.send(.chooseFileToImport)
        #expect(screens.fileRequests == [.importTrips])
        #expect(coordinator.childCoordinatorCount == 1)
        screens.listRoutes.send(.chooseFileToImport)
        #expect(screens.fileRequests.count == 1, "One chooser at a time")
        screens.chosenFile.send("/home/me/trip.gpx")
        #expect(screens.listActions == [.importFile(path: "/home/me/trip.gpx")])
        #expect(coordinator.childCoordinatorCount == 0)

        screens.listRoutes.send(.openTrip(id: 2))
        screens.tripRoutes.send(.chooseExportFile(suggestedName: "Baltic Coast.gpx"))
        #expect(screens.fileRequests.last == .exportTrip(suggestedName: "Baltic Coast.gpx"))
        screens.chosenFile.send(nil)
        #expect(screens.tripActions.isEmpty, "Cancelled: nothing is written")
        #expect(coordinator.childCoordinatorCount == 0)
        screens.tripRoutes.send(.chooseExportFile(suggestedName: "Baltic Coast.geojson"))
        let chosen = makeTemporaryDirectory(prefix: "export") + "/b.geojson"
        screens.chosenFile.send(chosen)
        #expect(screens.tripActions == [.export(path: chosen)])
        run.cancel()
    }
}
