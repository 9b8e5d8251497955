/// What the command line asked for, validated before any window exists.
public struct LaunchOptions: Equatable, Sendable {
    public enum Mode: Equatable, Sendable {
        case interactive
        case screenshot(path: String)
        case startupReport
    }

    public var page: AppPage?
    public var mode: Mode = .interactive

    public init(page: AppPage? = nil, mode: Mode = .interactive) {
        self.page = page
        self.mode = mode
    }

    public enum Failure: Error, Equatable, CustomStringConvertible {
        case unknownPage(String)
        case conflictingModes

        /// Exit status per the command-line contract: 2 for usage errors.
        public var exitStatus: Int32 { 2 }

        public var description: String {
            switch self {
            case .unknownPage(let name):
                // Translators: {pages} lists the page names as typed on the command line (not translated).
                tr("Unknown page “{name}”. Valid pages: {pages}", ["name": name, "pages": AppPage.commandLineNames])
            case .conflictingModes:
                tr("--screenshot and --startup-report cannot be combined")
            }
        }
    }

    public static func parse(page: String?, screenshot: String?, startupReport: Bool) throws(Failure) -> LaunchOptions {
        var options = LaunchOptions()
        if let page {
            guard let parsed = AppPage(rawValue: page.lowercased()) else { throw .unknownPage(page) }
            options.page = parsed
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
