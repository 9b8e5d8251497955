import GLibTestSupport
import GRDB
import GtkKit
import Testing

@testable import GlobetrotterCore
@testable import GlobetrotterUI

/// A new page is one `WindowPage` conformance and one line in the page
/// list: everything the shell gives a page comes from that line.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(3))) struct RecipeExampleTests {
    @Test func aPageIsOneConformanceAndOneListEntry() async throws {
        let pages = PageList.withPacking
        let running = try await RunningShell.start(on: .holidays, pages: pages)
        defer { running.close() }
        let shell = running.shell

        // The switcher shows it, fifth, with its words.
        #expect(pages.switcherPages == [.holidays, .converter, .trips, .todo, .packing])
        #expect(
            running.window.descendants().contains {
                $0.typeName == "GtkLabel" && Label(widget: $0.objectPointer).text == "Packing" && $0.isMapped
            })
        // Alt+5, listed in Keyboard Shortcuts.
        #expect(TestApplication.shared.accelerators(for: "win.show-page::packing") == ["<Alt>5"])
        #expect(
            AppAction.shortcutSections(pages).flatMap(\.shortcuts).contains {
                $0.title == "Go to Packing" && $0.accelerator == "<Alt>5"
            })
        // --page and a search result's `page:` name it; the app's own list does not.
        #expect(
            try LaunchOptions.parse(page: "Packing", screenshot: nil, startupReport: false, pages: pages.pages).page
                == .packing)
        #expect(throws: LaunchOptions.Failure.self) {
            try LaunchOptions.parse(page: "packing", screenshot: nil, startupReport: false, pages: AppPages.list.pages)
        }
        #expect(pages.commandLineNames == "holidays, converter, trips, todo, packing, profile")

        // Not built until shown; a real Alt+5 shows and starts it.
        let packing = try #require(shell.page(.packing) as? PackingPage)
        #expect(packing.flow.page == nil)
        try #require(KeyboardInput.isAvailable, "xdotool is needed to send real key presses")
        try running.press("alt+5")
        #expect(await pumpUntil(timeout: .seconds(10)) { shell.visiblePage == .packing })
        #expect(running.settings[SettingsKeys.lastPage] == "packing", "remembered as the last page")

        // The readiness --screenshot waits for.
        var ready = false
        shell.whenContentReady(of: .packing) { ready = true }
        #expect(await pumpUntil(timeout: .seconds(10)) { ready })
        #expect(packing.flow.page?.view.list.text == "Passport")

        // Alt+Left on a page at its top goes nowhere; a search result for it opens it.
        try running.press("alt+1")
        #expect(await pumpUntil(timeout: .seconds(10)) { shell.visiblePage == .holidays })
        shell.open(.page(.packing))
        #expect(await pumpUntil(timeout: .seconds(10)) { shell.visiblePage == .packing })
    }

    /// The walk-through's data: a list, a detail, a picker's result fed back
    /// to the page and written to the store (an in-memory database migrated
    /// as the app's), read back by the list.
    @Test func aRowsDetailTakesThePickersResultAndStoresIt() async throws {
        let window = ApplicationWindow(application: TestApplication.shared)
        defer { window.destroy() }
        let store = try AppDatabase.inMemoryWithPacking()
        try store.add("Passport")
        let flow = PackingFlow(interactor: PackingInteractor.example(over: store))
        let coordinator = PageCoordinatorRun(PackingCoordinator(screens: flow))
        defer { withExtendedLifetime(coordinator) {} }
        window.setPageContent(flow.root)
        window.present()
        let page = try #require(flow.page)
        #expect(await pumpUntil(timeout: .seconds(10)) { page.viewModel.state.isContentShown })
        #expect(page.view.list.text == "Passport")
        #expect(!page.view.chooseCountry.isVisible, "no detail before a row is chosen")

        let id = try #require(page.viewModel.state.rows.first?.id)
        page.viewModel.send(.select(id: id))
        #expect(page.view.detail.text == "Passport\nNeeded anywhere")
        page.view.chooseCountry.click()
        let picker = try #require(await pumpUntilValue { flow.pickers.view }, "the country picker opened")
        picker.search.text = "Austria"
        #expect(await pumpUntil(timeout: .seconds(5)) { picker.rows.first?.detail == "AT" })
        picker.search.activate()
        #expect(await pumpUntil(timeout: .seconds(5)) { flow.pickers.view == nil })
        #expect(await pumpUntil(timeout: .seconds(5)) { page.view.detail.text == "Passport\nNeeded in 🇦🇹 Austria" })
        #expect(try store.items() == [PackingItem(id: id, name: "Passport", country: "AT")], "stored")
    }

    /// A shipped migration never changes: the table it makes is held to its
    /// text here, so an edit fails this test instead of someone's upgrade.
    @Test func theMigrationIsFrozen() throws {
        let store = try AppDatabase.inMemoryWithPacking()
        let sql = try store.writer.read { db in
            try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = 'packingItem'")
        }
        #expect(
            sql == """
                CREATE TABLE packingItem (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    name TEXT NOT NULL,
                    country TEXT
                )
                """)
        let applied = try store.writer.read { try AppDatabase.migratorWithPacking.appliedMigrations($0) }
        #expect(applied.last == "v6-packing", "registered after the app's own")
    }

    /// The sub-page's header button (Profile) comes from the list too, and works.
    @Test func theSubPagesHeaderButtonOpensIt() async throws {
        let running = try await RunningShell.start(on: .converter)
        defer { running.close() }
        let button = try #require(
            running.window.firstDescendant { $0.typeName == "GtkButton" && $0.tooltip == "Profile" })
        #expect(button.isSensitive, "its action (win.show-page::profile) is found")
        Button(widget: button.objectPointer).click()
        #expect(await pumpUntil(timeout: .seconds(10)) { running.shell.visiblePage == .profile })
    }
}
