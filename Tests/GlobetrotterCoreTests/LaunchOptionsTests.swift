import GLibTestSupport
import Testing

@testable import GlobetrotterCore

@Suite(.timeLimit(.minutes(1))) struct LaunchOptionsTests {
    @Test(arguments: [
        ("holidays", AppPage.holidays), ("Converter", .converter), ("TRIPS", .trips), ("todo", .todo),
        ("profile", .profile),
    ])
    func pagesParseCaseInsensitively(name: String, page: AppPage) throws {
        #expect(try LaunchOptions.parse(page: name, screenshot: nil, startupReport: false).page == page)
    }

    @Test func unknownPageListsTheValidOnesAndExitsWithTwo() {
        #expect(throws: LaunchOptions.Failure.unknownPage("maps", valid: AppPageNames.all)) {
            try LaunchOptions.parse(page: "maps", screenshot: nil, startupReport: false)
        }
        let failure = LaunchOptions.Failure.unknownPage("maps", valid: AppPageNames.all)
        #expect(failure.exitStatus == 2)
        #expect(failure.description == "Unknown page “maps”. Valid pages: holidays, converter, trips, todo, profile")
    }

    @Test func modes() throws {
        #expect(try LaunchOptions.parse(page: nil, screenshot: nil, startupReport: false) == LaunchOptions())
        // A path of this test's own: parsing never touches it, but nothing names a fixed folder.
        let file = makeTemporaryDirectory(prefix: "launch-options") + "/a.png"
        let screenshot = try LaunchOptions.parse(page: "trips", screenshot: file, startupReport: false)
        #expect(screenshot == LaunchOptions(page: .trips, mode: .screenshot(path: file)))
        #expect(screenshot.needsOwnInstance)
        let report = try LaunchOptions.parse(page: nil, screenshot: nil, startupReport: true)
        #expect(report.mode == .startupReport)
        #expect(report.needsOwnInstance)
        #expect(!LaunchOptions().needsOwnInstance)
        #expect(throws: LaunchOptions.Failure.conflictingModes) {
            try LaunchOptions.parse(page: nil, screenshot: file, startupReport: true)
        }
    }

    /// `page:NAME` reads as a search result whatever the name; opening it needs a page of that name.
    @Test func aResultOnAPageTheWindowHasNotIsRefused() {
        #expect(SearchTarget(id: "page:nowhere") == .page(AppPage(rawValue: "nowhere")))
        #expect(throws: LaunchOptions.Failure.unknownSearchResult("page:nowhere")) {
            try LaunchOptions.parse(page: nil, open: "page:nowhere", screenshot: nil, startupReport: false)
        }
    }
}

extension LaunchOptions {
    /// Parsed against the app's pages, as the app's page list names them.
    static func parse(
        page: String?, open: String? = nil, screenshot: String?, startupReport: Bool
    ) throws(Failure) -> LaunchOptions {
        try parse(page: page, open: open, screenshot: screenshot, startupReport: startupReport, pages: AppPageNames.all)
    }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct SettingsStoreTests {
    @Test func typedKeysReadDefaultsAndRoundTrip() {
        let backend = MemorySettingsBackend()
        let settings = SettingsStore(backend: backend)
        #expect(settings[SettingsKeys.windowWidth] == 1000)
        #expect(settings[SettingsKeys.windowMaximized] == false)
        settings[SettingsKeys.windowWidth] = 1400
        settings[SettingsKeys.windowMaximized] = true
        settings[SettingsKeys.colorScheme] = "dark"
        #expect(settings[SettingsKeys.windowWidth] == 1400)
        #expect(settings[SettingsKeys.windowMaximized])
        #expect(backend.string("color-scheme") == "dark")
    }
}
