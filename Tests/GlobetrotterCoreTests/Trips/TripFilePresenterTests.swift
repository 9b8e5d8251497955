import Foundation
import Testing

@testable import GlobetrotterCore

/// Import on the list and export on a trip's page: each outcome as the page shows it.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(1)))
struct TripFilePresenterTests {
    private let store: TripStore
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("presenter-\(UUID().uuidString)")

    init() throws {
        store = TripStore(database: try AppDatabase.inMemory())
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    private func listPresenter() -> TripListPresenter {
        TripListPresenter(
            interactor: TripListInteractor(store: store, files: TripFiles(store: store, naming: UnknownPlaces())),
            wording: TripsWording(numbers: Locale(identifier: "en_US")))
    }

    private func file(_ name: String, _ text: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test func oneImportedTripIsListedAnnouncedAndOpened() async throws {
        let presenter = listPresenter()
        var routes: [TripListRoute] = []
        let subscription = presenter.routes.sink { routes.append($0) }
        presenter.viewModel.send(.viewDidLoad)
        await presenter.settled()
        let path = try file(
            "alps.geojson",
            #"{"type":"FeatureCollection","name":"Alps","features":[{"type":"Feature","properties":{"name":"Munich"},"geometry":{"type":"Point","coordinates":[11.58,48.14]}}]}"#
        )
        presenter.viewModel.send(.importFile(path: path))
        #expect(presenter.state.importing == "Importing “alps.geojson”…")
        await presenter.settled()
        #expect(presenter.state.importing == nil)
        #expect(presenter.state.rows.map(\.name) == ["Alps"])
        #expect(presenter.state.toast?.text == "Imported “Alps”")
        #expect(routes == [.openTrip(id: presenter.state.rows[0].id)])
        #expect(presenter.state.alert == nil)
        subscription.cancel()
    }

    @Test func severalTripsAreListedNotOpened() async throws {
        let presenter = listPresenter()
        var routes: [TripListRoute] = []
        let subscription = presenter.routes.sink { routes.append($0) }
        let path = try file("trips.json", #"{"trips":[{"name":"One","waypoints":[]},{"name":"Two","waypoints":[]}]}"#)
        presenter.viewModel.send(.importFile(path: path))
        await presenter.settled()
        #expect(Set(presenter.state.rows.map(\.name)) == ["One", "Two"])
        #expect(presenter.state.toast?.text == "Imported 2 trips")
        #expect(routes.isEmpty)
        subscription.cancel()
    }

    @Test func aBadFileIsExplainedInAnAlertAndAddsNothing() async throws {
        let presenter = listPresenter()
        presenter.viewModel.send(.importFile(path: try file("notes.txt", "Remember the passports")))
        await presenter.settled()
        #expect(presenter.state.alert?.heading == "“notes.txt” Could Not Be Imported")
        #expect(presenter.state.alert?.body == "This is not a trip file. Globetrotter imports GPX and GeoJSON files.")
        #expect(presenter.state.alert?.dismissLabel == "_Close")
        #expect(presenter.state.importing == nil)
        #expect(try store.trips().isEmpty)
        let first = presenter.state.alert?.id
        presenter.viewModel.send(.importFile(path: folder.appendingPathComponent("gone.gpx").path))
        await presenter.settled()
        #expect(presenter.state.alert?.body == "The file does not exist any more.")
        #expect(presenter.state.alert?.id != first, "The same dialog twice is shown twice")
    }

    @Test func theListAsksForAFileToImport() {
        let presenter = listPresenter()
        var routes: [TripListRoute] = []
        let subscription = presenter.routes.sink { routes.append($0) }
        presenter.viewModel.send(.chooseFileToImport)
        #expect(routes == [.chooseFileToImport])
        #expect(presenter.state.labels.importTrips == "_Import Trips…")
        subscription.cancel()
    }

    @Test func exportSuggestsTheTripsNameThenSavesOrSaysWhyNot() async throws {
        let trip = try store.createTrip(named: "Baltic: Coast")
        _ = try store.appendWaypoint(
            Place(name: "Kiel", point: GeoPoint(latitude: 54.32, longitude: 10.14)), toTrip: trip.id)
        let presenter = TripDetailPresenter(
            tripID: trip.id,
            interactor: TripDetailInteractor(
                tripID: trip.id, store: store, routes: RouteService(router: nil, store: store),
                files: TripFiles(store: store, naming: UnknownPlaces()), naming: UnknownPlaces()),
            places: PlaceText { _ in nil }, wording: TripsWording(numbers: Locale(identifier: "en_US")))
        var routes: [TripDetailRoute] = []
        let subscription = presenter.routes.sink { routes.append($0) }
        presenter.viewModel.send(.viewDidLoad)
        await presenter.settled()
        presenter.viewModel.send(.chooseExportFile(.geoJSON))
        #expect(routes == [.chooseExportFile(suggestedName: "Baltic  Coast.geojson")])

        // The name typed just before exporting is the one in the file.
        presenter.viewModel.send(.rename("Baltic Coast"))
        let path = folder.appendingPathComponent("baltic.gpx").path
        presenter.viewModel.send(.export(path: path))
        await presenter.settled()
        #expect(presenter.state.toast?.text == "Saved “baltic.gpx”")
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written.contains("<metadata><name>Baltic Coast</name></metadata>") && written.contains("Kiel"))

        presenter.viewModel.send(.export(path: folder.appendingPathComponent("missing/baltic.gpx").path))
        await presenter.settled()
        #expect(presenter.state.alert?.heading == "“baltic.gpx” Could Not Be Saved")
        #expect(presenter.state.alert?.body == "The folder does not exist any more. Choose another one.")
        subscription.cancel()
    }
}
