import CGtk
import CGtkTestSupport
import Foundation
import GLibTestSupport
import GtkKit
import OpenCombine
import Testing

@testable import GlobetrotterCore
@testable import GlobetrotterUI

@MainActor
@Suite(.serialized, .timeLimit(.minutes(3))) struct MainWindowTests {
    private func makeWindow(startupDelay: Duration, trips: UserDataSetup? = nil) -> (
        MainWindowController, AppCoordinator, SettingsStore
    ) {
        let settings = SettingsStore(backend: MemorySettingsBackend())
        let environment = AppEnvironment(
            settings: settings, tiles: BlankTiles(), isOffline: true,
            startupSteps: [StartupStep("Opening your data") { try await Task.sleep(for: startupDelay) }],
            splashMinimumDuration: .zero,
            holidays: .offlineFromThePack,
            converter: ConverterFlowTests.offlineDependencies(), userData: trips)
        let application = TestApplication.shared
        let controller = MainWindowController(application: application, environment: environment)
        ApplicationActions.install(on: application, settings: settings) { controller }
        let coordinator = AppCoordinator(screens: controller, requestedPage: nil, settings: settings)
        return (controller, coordinator, settings)
    }

    @Test func showsTheSplashThenTheFourPagesAndSwitchesByAccelerator() async throws {
        let (controller, coordinator, settings) = makeWindow(startupDelay: .milliseconds(300))
        let subscription = coordinator.start().sink { _ in }
        controller.window.present()
        defer {
            controller.window.destroy()
            subscription.cancel()
        }

        #expect(controller.isShowingSplash)
        let labels = controller.window.descendants().filter { $0.typeName == "GtkLabel" }
            .map { Label(widget: $0.objectPointer).text }
        #expect(labels.contains("Globetrotter"), "the splash shows the app's name")
        #expect(labels.contains("Getting your journeys ready…"), "and what it is doing")
        #expect(
            await pumpUntil(timeout: .seconds(10)) { controller.shell != nil && !controller.isShowingSplash },
            "the splash routes home")
        let shell = try #require(controller.shell)
        #expect(shell.visiblePage == .holidays)

        let names = AppPages.list.switcherPages.map(\.rawValue)
        for page in AppPages.list.switcherPages {
            #expect(controller.window.activateAction("win.show-page", target: page.rawValue))
            #expect(await pumpUntil(timeout: .seconds(10)) { shell.visiblePage == page })
            #expect(shell.module.view.viewStack.visibleChildName == page.rawValue)
        }
        #expect(settings[SettingsKeys.lastPage] == "todo", "the last page is remembered")
        #expect(names == ["holidays", "converter", "trips", "todo"])

        for (page, key) in [(AppPage.converter, "alt+2"), (.trips, "alt+3"), (.holidays, "alt+1")] {
            #expect(
                TestApplication.shared.accelerators(for: "win.show-page::\(page.rawValue)")
                    == AppAction.window(.showPage(page)).accelerators(AppPages.list))
            try #require(KeyboardInput.isAvailable, "xdotool is needed to send real key presses")
            try KeyboardInput.press(key, inWindowTitled: "Globetrotter")
            #expect(await pumpUntil(timeout: .seconds(10)) { shell.visiblePage == page }, "\(key) shows \(page)")
        }
    }

    /// A window past its splash; `close` destroys it and stops its coordinator.
    private func showMainWindow(trips: UserDataSetup? = nil) async throws -> (
        MainWindowController, ShellModule, close: () -> Void
    ) {
        let (controller, coordinator, _) = makeWindow(startupDelay: .zero, trips: trips)
        let subscription = coordinator.start().sink { _ in }
        controller.window.present()
        let close = {
            controller.window.destroy()
            subscription.cancel()
        }
        #expect(await pumpUntil(timeout: .seconds(10)) { controller.shell != nil && !controller.isShowingSplash })
        guard let shell = controller.shell else {
            close()
            throw ShellNotShown()
        }
        return (controller, shell, close)
    }

    private struct ShellNotShown: Error {}

    /// An open trip titles the window, as a document titles its editor's:
    /// in the window list and Alt+Tab, following the name as it is typed.
    @Test func theOpenTripTitlesTheWindow() async throws {
        let path = makeTemporaryDirectory(prefix: "title-test") + "/title-test.sqlite"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let trips = RunningShell.offlineTrips(databasePath: path)
        let (controller, shell, close) = try await showMainWindow(trips: trips)
        defer { close() }
        #expect(controller.window.title == "Globetrotter")
        #expect(controller.window.activateAction("win.show-page", target: "trips"))
        #expect(await pumpUntil(timeout: .seconds(10)) { shell.tripsFlow != nil })
        shell.newTrip()
        #expect(await pumpUntil(timeout: .seconds(10)) { shell.tripsFlow?.isShowingTrip == true })
        shell.tripsFlow?.sendToTrip(.rename("Baltic Coast"))
        #expect(await pumpUntil(timeout: .seconds(5)) { controller.window.title == "Baltic Coast" })
        shell.tripsFlow?.sendToTrip(.rename("  "))
        #expect(await pumpUntil(timeout: .seconds(5)) { controller.window.title == "Untitled Trip" })
        #expect(controller.window.activateAction("win.show-page", target: "holidays"))
        #expect(await pumpUntil(timeout: .seconds(5)) { controller.window.title == "Globetrotter" })
        #expect(controller.window.activateAction("win.show-page", target: "trips"))
        #expect(await pumpUntil(timeout: .seconds(5)) { controller.window.title == "Untitled Trip" })
        shell.tripsFlow?.sendToTrip(.goBack)
        #expect(await pumpUntil(timeout: .seconds(5)) { controller.window.title == "Globetrotter" })
    }

    /// An Activities search result (`globetrotter --open=ID`) opens its page
    /// on what it found: the converter on the amount and pair, a country's
    /// year with the holiday selected, a trip.
    @Test func searchResultsOpenWhereTheyPoint() async throws {
        let path = makeTemporaryDirectory(prefix: "search-open") + "/search-open.sqlite"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let store = TripStore(database: try AppDatabase.open(at: path))
        let trip = try store.createTrip(named: "Alpine Loop")
        let (controller, shell, close) = try await showMainWindow(trips: RunningShell.offlineTrips(databasePath: path))
        defer { close() }

        shell.open(.conversion(amount: Decimal(string: "12.5")!, from: "USD", to: "JPY"))
        #expect(shell.visiblePage == .converter)
        let converter = try #require(shell.converterFlow?.page?.viewModel)
        #expect(await pumpUntil(timeout: .seconds(5)) { converter.state.from.code == "USD" })
        #expect(converter.state.to.code == "JPY")
        #expect(converter.state.amountText == "12.5")
        #expect(await pumpUntil(timeout: .seconds(5)) { !converter.state.convertedAmount.isEmpty })

        let christmas = LocalDate(year: 2027, month: 12, day: 25)!
        shell.open(.holiday(country: "AT", date: christmas, index: 0))
        #expect(shell.visiblePage == .holidays)
        let holidays = try #require(shell.holidaysFlow?.page)
        #expect(
            await pumpUntil(timeout: .seconds(10)) {
                holidays.viewModel.state.selectedRow != nil && holidays.viewModel.state.isContentShown
            })
        #expect(holidays.viewModel.state.countryTitle?.hasSuffix("Austria") == true)
        #expect(holidays.viewModel.state.year == 2027)
        let row = try #require(holidays.viewModel.state.selectedRow)
        guard case .list(let rows) = holidays.viewModel.state.content else {
            Issue.record("the year's holidays are listed")
            return
        }
        #expect(rows[row].name == "Christmas Day")
        #expect(holidays.view.list.selectedIndex == row, "the list shows the row selected")
        #expect(
            await pumpUntil(timeout: .seconds(5)) {
                holidays.view.list.boundRows.first { $0.index == row }?.row.hasFocus == true
            }, "the opened holiday has the keyboard focus: Return opens it")

        shell.open(.trip(id: trip.id))
        #expect(shell.visiblePage == .trips)
        #expect(await pumpUntil(timeout: .seconds(10)) { controller.window.title == "Alpine Loop" })
        #expect(shell.tripsFlow?.isShowingTrip == true)
    }

    /// `win.open`, as a trip's Days view uses it: a page opens another on what its row names.
    @Test func winOpenOpensTheTargetsPage() async throws {
        let path = makeTemporaryDirectory(prefix: "win-open") + "/win-open.sqlite"
        let (controller, shell, close) = try await showMainWindow(trips: RunningShell.offlineTrips(databasePath: path))
        defer { close() }
        let pair = SearchTarget.conversion(amount: 1, from: "EUR", to: "CHF")
        #expect(controller.window.activateAction("win.open", target: pair.id))
        #expect(shell.visiblePage == .converter)
        let converter = try #require(shell.converterFlow?.page?.viewModel)
        #expect(await pumpUntil(timeout: .seconds(5)) { converter.state.to.code == "CHF" })
        #expect(converter.state.from.code == "EUR")
        let holiday = SearchTarget.holiday(country: "AT", date: LocalDate(year: 2026, month: 12, day: 8)!, index: 0)
        #expect(controller.window.activateAction("win.open", target: holiday.id))
        #expect(shell.visiblePage == .holidays)
        let holidays = try #require(shell.holidaysFlow?.page)
        #expect(await pumpUntil(timeout: .seconds(10)) { holidays.viewModel.state.selectedRow != nil })
        #expect(holidays.viewModel.state.year == 2026)
        // A forged or stale target opens nothing.
        #expect(controller.window.activateAction("win.open", target: "trip:not-a-number"))
        #expect(shell.visiblePage == .holidays)
    }

    /// Files dropped on the window from a file manager are imported on the
    /// Trips page: one trip opens; a broken file gets a dialog saying why.
    @Test func aDroppedTripFileIsImportedAndABrokenOneExplained() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("drop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = folder.appendingPathComponent("coast.gpx"), broken = folder.appendingPathComponent("cut.gpx")
        try Data(
            #"<gpx version="1.1"><metadata><name>Dropped Coast</name></metadata><rte><rtept lat="53.55" lon="9.99"><name>Hamburg</name></rtept><rtept lat="53.87" lon="10.69"><name>Lübeck</name></rtept></rte></gpx>"#
                .utf8
        ).write(to: good)
        try Data(#"<gpx version="1.1"><rte><rtept lat="53.55" lon="9.99"><na"#.utf8).write(to: broken)
        let path = makeTemporaryDirectory(prefix: "drop-test") + "/drop-test.sqlite"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let trips = RunningShell.offlineTrips(databasePath: path)
        let (controller, shell, close) = try await showMainWindow(trips: trips)
        defer { close() }
        #expect(shell.visiblePage == .holidays)
        #expect(dropFiles([good.path], on: controller.window))
        #expect(await pumpUntil(timeout: .seconds(10)) { controller.window.title == "Dropped Coast" }, "it opens")
        #expect(shell.visiblePage == .trips)
        #expect(shell.tripsFlow?.trip?.viewModel.state.rows.map(\.name) == ["Hamburg", "Lübeck"])

        #expect(dropFiles([broken.path], on: controller.window))
        #expect(await pumpUntil(timeout: .seconds(10)) { toplevelWindow(ofType: "AdwMessageDialog") != nil })
        let dialog = try #require(toplevelWindow(ofType: "AdwMessageDialog"))
        let texts = dialog.descendants().filter { $0.typeName == "GtkLabel" }.map {
            Label(widget: $0.objectPointer).text
        }
        #expect(texts.contains("“cut.gpx” Could Not Be Imported"))
        #expect(texts.contains("The file ends part way through, as if it was not copied or downloaded completely."))
        gtk_window_destroy(dialog.cast())
        let stored = try TripStore(database: try UserDatabase(path: path).open()).trips()
        #expect(stored.map(\.trip.name) == ["Dropped Coast"], "nothing of the broken file was stored")
    }

    private func dropFiles(_ paths: [String], on window: ApplicationWindow) -> Bool {
        guard let content = window.descendants().first(where: { $0.typeName == "GtkStack" }) else { return false }
        var pointers = paths.map { UnsafePointer(strdup($0)) }
        defer { for pointer in pointers { free(UnsafeMutablePointer(mutating: pointer)) } }
        return pointers.withUnsafeMutableBufferPointer { buffer in
            gt_test_drop_files(content.widgetPointer, buffer.baseAddress, Int32(paths.count)) != 0
        }
    }

    /// Screenshots wait for this: the Trips page is ready once its map has
    /// asked for tiles and received them, not merely when nothing is loading.
    @Test func tripsIsReadyOnlyOnceTheMapHasItsTiles() async throws {
        let (controller, shell, close) = try await showMainWindow()
        defer { close() }
        var tilesWhenReady: Int?
        #expect(shell.tripsMap == nil, "the map is built when Trips is first shown, not before")
        shell.whenContentReady(of: .trips) { tilesWhenReady = shell.tripsMap?.tiles.tilesRequested }
        #expect(tilesWhenReady == nil, "not ready while the map is not even shown")
        #expect(controller.window.activateAction("win.show-page", target: "trips"))
        #expect(await pumpUntil(timeout: .seconds(10)) { tilesWhenReady != nil })
        #expect((tilesWhenReady ?? 0) > 0)
        #expect(shell.tripsMap?.tiles.tilesInFlight == 0)
    }

    /// A spinning GtkSpinner keeps GTK busy (hundreds of accessibility-bus
    /// messages a second) even on a hidden page: only visible ones may spin.
    @Test func noHiddenSpinnerSpinsOnceTheAppIsIdle() async throws {
        let (controller, _, close) = try await showMainWindow()
        defer { close() }
        let spinners = controller.window.descendants().filter { $0.typeName == "GtkSpinner" }
            .map { Spinner(widget: $0.objectPointer) }
        #expect(!spinners.isEmpty, "the pages have loading spinners to check")
        let hiddenAndSpinning = spinners.filter { $0.isSpinning && !$0.isMapped }
        #expect(hiddenAndSpinning.isEmpty, "\(hiddenAndSpinning.count) hidden spinner(s) still spin")
    }

    @Test func ctrlQuestionOpensKeyboardShortcutsBuiltFromTheActionList() async throws {
        let (controller, _, close) = try await showMainWindow()
        defer { close() }
        #expect(toplevelWindow(ofType: "GtkShortcutsWindow") == nil)
        try #require(KeyboardInput.isAvailable, "xdotool is needed to send real key presses")
        try KeyboardInput.press("ctrl+question", inWindowTitled: "Globetrotter")
        #expect(await pumpUntil(timeout: .seconds(10)) { toplevelWindow(ofType: "GtkShortcutsWindow") != nil })
        let shortcuts = try #require(toplevelWindow(ofType: "GtkShortcutsWindow"))
        let listed = shortcuts.listedShortcuts.map(\.title)
        #expect(Set(listed) == Set(AppAction.shortcutSections(AppPages.list).flatMap(\.shortcuts).map(\.title)))
        #expect(listed.contains("Go to Converter"))
        #expect(gtk_window_get_transient_for(shortcuts.cast()) == controller.window.cast())
        gtk_window_close(shortcuts.cast())
        #expect(
            await pumpUntil(timeout: .seconds(10)) { toplevelWindow(ofType: "GtkShortcutsWindow") == nil },
            "closing destroys it: the next Ctrl+? makes a new one")
    }

    @Test func profileOpensAsASubPageAndGoesBack() async throws {
        let (controller, shell, close) = try await showMainWindow()
        defer { close() }
        #expect(controller.window.activateAction("win.show-page", target: "converter"))
        #expect(controller.window.activateAction("win.show-page", target: "profile"))
        #expect(await pumpUntil(timeout: .seconds(10)) { shell.visiblePage == .profile })
        #expect(controller.window.activateAction("win.go-back"))
        #expect(await pumpUntil(timeout: .seconds(10)) { shell.visiblePage == .converter })

        #expect(controller.window.activateAction("win.show-page", target: "profile"))
        #expect(await pumpUntil(timeout: .seconds(10)) { shell.visiblePage == .profile })
        try #require(KeyboardInput.isAvailable, "xdotool is needed to send real key presses")
        try KeyboardInput.press("alt+Left", inWindowTitled: "Globetrotter")
        #expect(await pumpUntil(timeout: .seconds(10)) { shell.visiblePage == .converter }, "Alt+Left goes back")
    }
}
