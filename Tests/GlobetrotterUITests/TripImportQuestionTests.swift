import CGtkTestSupport
import Foundation
import GLibTestSupport
import GtkKit
import OpenCombine
import Testing

@testable import GlobetrotterCore
@testable import GlobetrotterUI

/// The Trips list asks before importing a GeoJSON whose positions look
/// swapped (`[latitude, longitude]`): an AdwMessageDialog says where they are
/// and where they would be, "Import Swapped" imports them read the other way
/// round, "Cancel" imports nothing. Answered with real pointer clicks.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(3))) struct TripImportQuestionTests {
    @MainActor
    struct Running {
        let flow: TripsFlow
        let store: TripStore
        let window: ApplicationWindow
        let run: AnyCancellable
        /// Kept alive as long as the flow runs.
        let coordinator: AnyObject
        let folder: URL

        func stop() {
            if let dialog = toplevelWindow(ofType: "AdwMessageDialog") { gtk_window_destroy(dialog.cast()) }
            window.destroy()
            run.cancel()
            try? FileManager.default.removeItem(at: folder)
        }
    }

    private func startFlow() throws -> Running {
        let window = ApplicationWindow(application: TestApplication.shared)
        let store = TripStore(database: try AppDatabase.inMemory())
        let pack = HolidaysFlowTests.pack
        var dependencies = TripsDependencies(
            store: store, routes: RouteService(router: nil, store: store),
            finder: PlaceFinder(
                typeAhead: nil, onSubmit: nil, offline: OfflinePlaceSearch(cities: CitySearch(pack: pack))),
            places: PlaceText { $0 == "DE" ? "Germany" : nil }, naming: NearestCityNaming(pack: pack))
        dependencies.cities = PackCities(pack: pack)
        let flow = TripsFlow(dependencies: dependencies, tiles: BlankTiles())
        let coordinator = TripsCoordinator(screens: flow)
        window.title = "Import question test"
        window.setDefaultSize(width: 1000, height: 700)
        window.setPageContent(flow.root)
        window.present()
        let run = coordinator.start().sink { _ in }
        let folder = URL(fileURLWithPath: makeTemporaryDirectory(prefix: "import-question"))
        return Running(flow: flow, store: store, window: window, run: run, coordinator: coordinator, folder: folder)
    }

    /// Hamburg, Berlin and Munich written `[latitude, longitude]`: read as
    /// GeoJSON has it, in the Arabian Sea.
    private func swappedFile(in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent("germany.geojson")
        try Data(
            """
            {"type":"FeatureCollection","name":"Germany","features":[
              {"type":"Feature","properties":{"name":"Hamburg"},"geometry":{"type":"Point","coordinates":[53.5507,9.993]}},
              {"type":"Feature","properties":{"name":"Berlin"},"geometry":{"type":"Point","coordinates":[52.52,13.405]}},
              {"type":"Feature","properties":{"name":"Munich"},"geometry":{"type":"Point","coordinates":[48.137,11.575]}}
            ]}
            """.utf8
        ).write(to: url)
        return url
    }

    /// The dialog once it is on screen, and its words.
    private func question() async throws -> (dialog: Widget, texts: [String]) {
        #expect(await pumpUntil(timeout: .seconds(10)) { toplevelWindow(ofType: "AdwMessageDialog")?.isMapped == true })
        let dialog = try #require(toplevelWindow(ofType: "AdwMessageDialog"))
        let texts = dialog.descendants().filter { $0.typeName == "GtkLabel" }.map {
            Label(widget: $0.objectPointer).text
        }
        return (dialog, texts)
    }

    /// The dialog's button labelled `label`, once it is laid out where it stays: an
    /// AdwMessageDialog is mapped before its first allocation, and has each button twice
    /// (side by side and stacked), one of them unmapped.
    private func button(_ label: String, in dialog: Widget) async throws -> Widget {
        let button = try #require(
            dialog.descendants().first {
                $0.typeName == "GtkButton" && $0.isMapped && Button(widget: $0.objectPointer).label == label
            })
        #expect(await pumpUntil(timeout: .seconds(10)) { gtk_widget_get_width(button.widgetPointer) > 0 })
        #expect(await stoppedMoving(button))
        return button
    }

    @Test func importSwappedStoresThePositionsReadTheOtherWayRound() async throws {
        let running = try startFlow()
        defer { running.stop() }
        let list = try #require(running.flow.list)
        list.viewModel.send(.importFile(path: try swappedFile(in: running.folder).path))

        let (dialog, texts) = try await question()
        #expect(texts.contains("Latitude and Longitude Swapped?"))
        #expect(
            texts.contains(
                "Read longitude first, as GeoJSON has it, the 3 positions in “germany.geojson” are far from any town. Read latitude first, the first of them is near Hamburg."
            ))
        #expect(try running.store.trips().isEmpty, "nothing is imported while the question is open")
        try await renderPNG(dialog, to: screenshotPath("import-swapped-question"))

        try PointerInput.click(try await button("Import _Swapped", in: dialog))
        #expect(await pumpUntil(timeout: .seconds(10)) { running.flow.trip?.viewModel.state.rows.count == 3 })
        #expect(running.flow.trip?.viewModel.state.rows.map(\.name) == ["Hamburg", "Berlin", "Munich"])
        let stored = try #require(try running.store.trips().first)
        #expect(stored.stops.first == GeoPoint(latitude: 53.5507, longitude: 9.993), "Hamburg, not the Arabian Sea")
        #expect(toplevelWindow(ofType: "AdwMessageDialog") == nil)
    }

    @Test func cancelImportsNothing() async throws {
        let running = try startFlow()
        defer { running.stop() }
        let list = try #require(running.flow.list)
        list.viewModel.send(.importFile(path: try swappedFile(in: running.folder).path))

        let (dialog, _) = try await question()
        try PointerInput.click(try await button("_Cancel", in: dialog))
        #expect(await pumpUntil(timeout: .seconds(10)) { toplevelWindow(ofType: "AdwMessageDialog") == nil })
        #expect(list.viewModel.state.swapQuestion == nil && list.viewModel.state.importing == nil)
        #expect(try running.store.trips().isEmpty)
    }
}
