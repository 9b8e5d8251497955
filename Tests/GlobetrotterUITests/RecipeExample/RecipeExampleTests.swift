import GLibTestSupport
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
        #expect(packing.module == nil)
        try #require(KeyboardInput.isAvailable, "xdotool is needed to send real key presses")
        try running.press("alt+5")
        #expect(await pumpUntil(timeout: .seconds(10)) { shell.visiblePage == .packing })
        #expect(running.settings[SettingsKeys.lastPage] == "packing", "remembered as the last page")

        // The readiness --screenshot waits for.
        var ready = false
        shell.whenContentReady(of: .packing) { ready = true }
        #expect(await pumpUntil(timeout: .seconds(10)) { ready })
        #expect(packing.module?.view.list.text == "Passport")

        // Alt+Left on a page at its top goes nowhere; a search result for it opens it.
        try running.press("alt+1")
        #expect(await pumpUntil(timeout: .seconds(10)) { shell.visiblePage == .holidays })
        shell.open(.page(.packing))
        #expect(await pumpUntil(timeout: .seconds(10)) { shell.visiblePage == .packing })
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
