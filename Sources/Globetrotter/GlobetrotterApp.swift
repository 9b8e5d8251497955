import CGlobetrotter
import Foundation
import GLibKit
import GlobetrotterCore
import GlobetrotterUI
import GtkKit
import OpenCombine

/// The composition root: parses the command line, builds the live
/// environment, the window and the app coordinator.
@MainActor
final class GlobetrotterApp {
    private let application = Application(id: AppInfo.id)
    private var launchOptions = LaunchOptions()
    private var live: LiveEnvironment?
    private var windowController: MainWindowController?
    private var coordinator: AppCoordinator?
    private var coordinatorSubscription: AnyCancellable?
    private var exitStatus: Int32 = 0

    init() {
        AppResources.register()
        application.resourceBasePath = AppResources.basePath
        application.setSummary(tr("A travel companion: holidays, currency conversion, trips and a checklist."))
        application.addOption("version", kind: .flag, description: tr("Show the version and exit"))
        application.addOption(
            "page", kind: .string, description: tr("Open a page: {pages}", ["pages": AppPages.list.commandLineNames]),
            // Translators: the value of --page in --help, as in --page=NAME.
            argument: tr("NAME"))
        application.addOption(
            "open", kind: .string, description: tr("Open a result of the GNOME Shell search"),
            // Translators: the value of --open in --help, as in --open=RESULT.
            argument: tr("RESULT"))
        application.addOption(
            "screenshot", kind: .string, description: tr("Render the window to a PNG file and exit"),
            // Translators: the value of --screenshot in --help, as in --screenshot=FILE.
            argument: tr("FILE"))
        application.addOption(
            "startup-report", kind: .flag, description: tr("Print start-up time and memory as JSON and exit"))
        application.acceptFiles(
            description: tr("GPX, GeoJSON or trips.json files to import as trips"),
            // Translators: the files in --help's usage line, as in “globetrotter [OPTION…] [FILE…]”.
            argument: tr("[FILE…]"))
        // Weak: GApplication's handlers must not keep the composition root alive, nor reach it once gone.
        application.onHandleLocalOptions { [weak self] in self?.handleLocalOptions($0) }
        application.onCommandLine { [weak self] in self?.handleCommandLine($0) ?? 1 }
        application.onStartup { [weak self] in self?.startup() }
        application.onActivate { [weak self] in self?.present() }
        application.onShutdown { [weak self] in self?.shutdown() }
    }

    func run() -> Int32 {
        let status = application.run()
        return status != 0 ? status : exitStatus
    }

    /// In the launching process, before any instance is contacted.
    private func handleLocalOptions(_ options: ParsedOptions) -> Int32? {
        if options.flag("version") {
            print("\(AppInfo.name) \(AppInfo.version)")
            return 0
        }
        do {
            let parsed = try LaunchOptions.parse(
                page: options.string("page"), open: options.string("open"), screenshot: options.string("screenshot"),
                startupReport: options.flag("startup-report"), pages: AppPages.list.pages)
            if case .screenshot(let path) = parsed.mode, let problem = ScreenshotPath.problem(with: path) {
                Self.complain(problem)
                return 1
            }
            if parsed.needsOwnInstance { application.makeNonUnique() }
            launchOptions = parsed
            return nil
        } catch {
            Self.complain(error.description)
            return error.exitStatus
        }
    }

    /// In the primary instance, for this and every later launch.
    private func handleCommandLine(_ options: ParsedOptions) -> Int32 {
        let requested = options.string("page").flatMap { AppPages.list.page(named: $0) }
        let target = options.string("open").flatMap(SearchTarget.init(id:))
        let files = options.files
        present()
        if let requested { windowController?.show(page: requested) }
        if let target { windowController?.whenMainShown { $0.open(target) } }
        // Opened from a file manager or typed: each file is imported as trips, on the Trips page.
        if !files.isEmpty { windowController?.whenMainShown { $0.importTrips(from: files) } }
        return 0
    }

    private func startup() {
        gt_startup_trace("startup signal")
        // Logging out or `kill` should save like closing the window does.
        for signal in [SIGINT, SIGTERM] {
            MainContext.onUnixSignal(signal) { [application] in application.quit() }
        }
        let live = LiveEnvironment()
        gt_startup_trace("live environment")
        self.live = live
        ColorSchemeSetting.install(on: application, settings: live.environment.settings)
        ApplicationActions.install(
            on: application, settings: live.environment.settings,
            apiKeys: [live.holidaySources.keySetting, live.currencyConverterKeySetting, live.pixabayKeySetting]
        ) { [weak self] in
            self?.windowController
        }
    }

    private func present() {
        gt_startup_trace("present")
        if let windowController {
            windowController.window.present()
            return
        }
        guard let live else { return }
        let controller = MainWindowController(application: application, environment: live.environment)
        gt_startup_trace("window controller")
        windowController = controller
        let coordinator = AppCoordinator(
            screens: controller, requestedPage: launchOptions.page, settings: live.environment.settings)
        self.coordinator = coordinator
        coordinatorSubscription = coordinator.start().sink { _ in }
        gt_startup_trace("coordinator started")
        controller.window.onNextFrame { gt_startup_trace("first frame") }
        // The keyring (a D-Bus round trip, maybe a daemon start) is asked once
        // the main view shows, not on the way to the first frame.
        controller.whenMainShown { _ in
            live.holidaySources.useKeyIfStored()
            live.preloadRateKey()
        }
        switch launchOptions.mode {
        case .interactive: break
        case .startupReport: reportStartup(of: controller)
        case .screenshot(let path): takeScreenshot(of: controller, to: path)
        }
        controller.presentWhenReady()
    }

    /// Prints the first frame's time, then — once the home page's content is
    /// drawn and no animation runs — the settled time and the memory then.
    private func reportStartup(of controller: MainWindowController) {
        controller.window.onNextFrame {
            gt_startup_mark_first_frame()
            gt_startup_set_renderer(Renderer.name(drawing: controller.window))
        }
        controller.whenMainShown { [application] shell in
            shell.whenContentReady(of: shell.visiblePage ?? .holidays) {
                controller.window.onNextFrame {
                    gt_print_startup_report()
                    application.quit()
                }
            }
        }
    }

    /// Waits for the main view, the page's initial content and a fresh frame.
    private func takeScreenshot(of controller: MainWindowController, to path: String) {
        let deadline = MainContext.timeout(milliseconds: 30_000) { [weak self] in
            Self.complain(tr("the page did not finish loading in 30 s"))
            self?.exitStatus = 1
            self?.application.quit()
            return .remove
        }
        controller.whenMainShown { [weak self] shell in
            controller.window.onNextFrame {
                // Asked now, not when the main view shows: files named on the
                // command line switch to Trips after this handler was set.
                let page = shell.visiblePage ?? .holidays
                shell.whenContentReady(of: page) {
                    // On a narrow window the switcher moves to the bottom bar as the window opens.
                    shell.whenSwitcherSettled {
                        deadline.cancel()
                        self?.saveScreenshot(of: controller.window, to: path)
                    }
                }
            }
        }
    }

    private func saveScreenshot(of window: ApplicationWindow, to path: String) {
        window.renderPNG(to: path) { [weak self] result in
            if case .failure(let error) = result {
                Self.complain(Self.sentence(for: error))
                self?.exitStatus = 1
            }
            self?.application.quit()
        }
    }

    /// A command-line problem, on standard error as `globetrotter: <sentence>`.
    private static func complain(_ sentence: String) {
        FileHandle.standardError.write(Data("globetrotter: \(sentence)\n".utf8))
    }

    private static func sentence(for error: RenderError) -> String {
        switch error {
        case .notRealized: tr("the window is not shown yet, so it cannot be rendered")
        case .saveFailed(let path): tr("could not write the screenshot to {path}", ["path": path])
        }
    }

    private func shutdown() {
        live?.httpClient.flushCache()
        Settings.sync()
    }
}

/// Checks a screenshot destination before the window opens.
enum ScreenshotPath {
    static func problem(with path: String) -> String? {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            return tr(
                "cannot write the screenshot to {path}: the folder {folder} does not exist",
                ["path": path, "folder": directory])
        }
        if FileManager.default.fileExists(atPath: path) {
            guard FileManager.default.isWritableFile(atPath: path) else {
                return tr("cannot write the screenshot to {path}: the file is not writable", ["path": path])
            }
        } else if !FileManager.default.isWritableFile(atPath: directory) {
            return tr(
                "cannot write the screenshot to {path}: the folder {folder} is not writable",
                ["path": path, "folder": directory])
        }
        return nil
    }
}
