import CGtkTestSupport
import Foundation
import GLibTestSupport
import GtkKit
import OpenCombine
import Testing

@testable import GlobetrotterCore
@testable import GlobetrotterUI

/// The trip page over a real database file that stops taking writes while
/// the page is open, driven by real keystrokes: typing a name and adding a
/// stop is said once, at once — not eight toasts, one after another, for
/// 38 seconds — and the page shows the stop was not added.
///
/// The file is made unwritable with SQLite's `PRAGMA query_only` on the
/// app's own writing connection: it works for any user (as root, `chmod`
/// stops nothing) and refuses a write at once with SQLITE_READONLY, as an
/// immutable (`chattr +i`) WAL file refuses it with SQLITE_IOERR and another
/// program's lock with SQLITE_BUSY (each measured at under a millisecond here).
@MainActor
@Suite(.serialized, .timeLimit(.minutes(3))) struct TripSaveFailureFlowTests {
    @Test func typingAndAddingAStopOverAnUnwritableDatabaseIsSaidOnceAtOnce() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        let folder = makeTemporaryDirectory(prefix: "save-failure")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let database = try AppDatabase.open(at: folder + "/globetrotter.sqlite")
        let store = TripStore(database: database)
        let baltic = try store.createTrip(named: "Baltic")
        _ = try store.appendWaypoint(
            Place(name: "Hamburg", countryCode: "DE", point: GeoPoint(latitude: 53.55, longitude: 9.99)),
            toTrip: baltic.id)

        let window = ApplicationWindow(application: TestApplication.shared)
        let pack = HolidaysFlowTests.pack
        let dependencies = TripsDependencies(
            store: store, routes: RouteService(router: nil, store: store),
            finder: PlaceFinder(
                typeAhead: nil, onSubmit: nil, offline: OfflinePlaceSearch(cities: CitySearch(pack: pack))),
            places: PlaceText { _ in nil }, naming: NearestCityNaming(pack: pack))
        let flow = TripsFlow(dependencies: dependencies, tiles: BlankTiles())
        let coordinator = TripsCoordinator(screens: flow)
        window.title = "Save failure test"
        window.setDefaultSize(width: 1000, height: 700)
        window.setPageContent(flow.root)
        window.present()
        let run = coordinator.start().sink { _ in }
        defer {
            flow.editorWindow?.close()
            window.destroy()
            run.cancel()
            withExtendedLifetime(coordinator) {}
        }

        flow.openTrip(id: baltic.id)
        #expect(await pumpUntil(timeout: .seconds(10)) { flow.trip?.viewModel.state.isContentShown == true })
        let trip = try #require(flow.trip)
        #expect(await pumpUntil(timeout: .seconds(10)) { !flow.root.isTransitionRunning })
        var toasts: [Toast] = []
        let recording = trip.viewModel.field(\.toast).compactMap { $0 }.sink { toasts.append($0) }
        defer { recording.cancel() }

        try await database.writer.writeWithoutTransaction { try $0.execute(sql: "PRAGMA query_only = 1") }
        try PointerInput.click(trip.view.name)
        try KeyboardInput.press("ctrl+a", inWindowTitled: "Save failure test")
        try KeyboardInput.type("Ostsee T", inWindowTitled: "Save failure test")
        try PointerInput.click(trip.view.addStop)
        #expect(await pumpUntil(timeout: .seconds(10)) { flow.editorWindow?.isMapped == true })
        let editor = try #require(flow.editor)
        try KeyboardInput.type("lyon", inWindowTitled: "Add Stop")
        #expect(await pumpUntil(timeout: .seconds(10)) { editor.viewModel.state.results.first?.name == "Lyon" })
        try KeyboardInput.press("Return", inWindowTitled: "Add Stop")
        let pressed = ContinuousClock.now

        // The page says at once what was not saved, and the stop is not listed.
        #expect(
            await pumpUntil(timeout: .seconds(10)) {
                trip.view.unsaved.isMapped && trip.view.unsaved.text == "“Lyon” was not added."
            })
        let noted = ContinuousClock.now - pressed
        // At once; before, 38 s (one refused write per keystroke, each waiting its turn).
        // The bound is loose so a busy machine cannot fail it; the queue would.
        #expect(noted < .seconds(5), "noted \(noted) after Enter")
        #expect(trip.viewModel.state.rows.map(\.name) == ["Hamburg"])
        // Said once, on screen now: not queued behind a toast per keystroke
        // (before, the stop's toast came 45 s after Enter, behind nine others).
        #expect(
            toasts.map(\.text) == [
                "Changes cannot be saved: the data folder cannot be written to. You can still look at your trips and export them."
            ])
        let shownToasts = window.descendants().filter { $0.typeName == "AdwToastWidget" }
        #expect(shownToasts.count == 1)
        try await renderPNG(window, to: screenshotPath("trip-not-saved"))
        #expect(try store.trip(id: baltic.id)?.name == "Baltic")
    }
}
