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
        /// A page name the window has no page for; `valid` lists those it has.
        case unknownPage(String, valid: [AppPage])
        case unknownSearchResult(String)
        case conflictingModes

        /// Exit status per the command-line contract: 2 for usage errors.
        public var exitStatus: Int32 { 2 }

        public var description: String {
            switch self {
            case .unknownPage(let name, let valid):
                // Translators: {pages} lists the page names as typed on the command line (not translated).
                tr(
                    "Unknown page “{name}”. Valid pages: {pages}",
                    ["name": name, "pages": valid.map(\.rawValue).joined(separator: ", ")])
            case .unknownSearchResult(let id):
                tr("“{id}” is not a search result Globetrotter can open", ["id": id])
            case .conflictingModes:
                tr("--screenshot and --startup-report cannot be combined")
            }
        }
    }

    /// - Parameter pages: the window's pages (its page list), what `--page` and a `page:` result may name.
    public static func parse(
        page: String?, open: String? = nil, screenshot: String?, startupReport: Bool, pages: [AppPage]
    ) throws(Failure) -> LaunchOptions {
        var options = LaunchOptions()
        if let page {
            guard let parsed = pages.first(where: { $0.rawValue == page.lowercased() }) else {
                throw .unknownPage(page, valid: pages)
            }
            options.page = parsed
        }
        if let open {
            guard let target = SearchTarget(id: open), pages.contains(target.page) else {
                throw .unknownSearchResult(open)
            }
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
