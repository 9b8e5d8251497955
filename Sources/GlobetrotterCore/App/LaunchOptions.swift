/// What the command line asked for, validated before any window exists.
public struct LaunchOptions: Equatable, Sendable {
    public enum Mode: Equatable, Sendable {
        case interactive
        case screenshot(path: String)
        case startupReport
    }

    public var page: AppPage?
    /// A search result to open (`--open=ID`, from the GNOME Shell search provider).
    public var target: SearchTarget?
    public var mode: Mode = .interactive

    public init(page: AppPage? = nil, target: SearchTarget? = nil, mode: Mode = .interactive) {
        self.page = page
        self.target = target
        self.mode = mode
    }

    public enum Failure: Error, Equatable, CustomStringConvertible {
        case unknownPage(String)
        case unknownSearchResult(String)
        case conflictingModes

        /// Exit status per the command-line contract: 2 for usage errors.
        public var exitStatus: Int32 { 2 }

        public var description: String {
            switch self {
            case .unknownPage(let name):
                // Translators: {pages} lists the page names as typed on the command line (not translated).
                tr("Unknown page “{name}”. Valid pages: {pages}", ["name": name, "pages": AppPage.commandLineNames])
            case .unknownSearchResult(let id):
                tr("“{id}” is not a search result Globetrotter can open", ["id": id])
            case .conflictingModes:
                tr("--screenshot and --startup-report cannot be combined")
            }
        }
    }

    public static func parse(
        page: String?, open: String? = nil, screenshot: String?, startupReport: Bool
    ) throws(Failure) -> LaunchOptions {
        var options = LaunchOptions()
        if let page {
            guard let parsed = AppPage(rawValue: page.lowercased()) else { throw .unknownPage(page) }
            options.page = parsed
        }
        if let open {
            guard let target = SearchTarget(id: open) else { throw .unknownSearchResult(open) }
            options.target = target
            // The window opens on the result's page rather than the last one.
            options.page = target.page
        }
        switch (screenshot, startupReport) {
        case (.some, true): throw .conflictingModes
        case (.some(let path), false): options.mode = .screenshot(path: path)
        case (nil, true): options.mode = .startupReport
        case (nil, false): break
        }
        return options
    }

    /// Screenshots and reports measure a fresh window, never a running instance.
    public var needsOwnInstance: Bool { mode != .interactive }
}
