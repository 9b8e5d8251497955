import CGlobetrotter
import GlobetrotterCore
import GtkKit
import OpenCombine

/// Owns the application window and its root: the splash, then the shell.
/// Implements the app coordinator's `AppRootScreens`.
@MainActor
public final class MainWindowController: AppRootScreens {
    public let window: ApplicationWindow
    private let environment: AppEnvironment
    /// The window's pages: the app's, or a test's.
    public let pages: PageList
    /// The window's one toast overlay, around everything it shows.
    public let toasts: WindowToasts
    private let rootStack = Stack(transition: .crossfade)
    private let menu: Menu
    /// Trip files dropped anywhere on the window are imported.
    private var fileDrop: FileDropTarget?
    private var splash: Module<SplashView, SplashState, SplashAction, SplashRoute>?
    public private(set) var shell: ShellModule?
    private var mainShownHandlers: [@MainActor (ShellModule) -> Void] = []
    private var splashShown: AnyCancellable?
    private var windowTitling: AnyCancellable?
    /// Set by `presentWhenReady()`: the window maps with its first real content.
    private var wantsPresenting = false
    private var isClosed = false

    public init(application: Application, environment: AppEnvironment, pages: PageList = AppPages.list) {
        self.environment = environment
        self.pages = pages
        window = ApplicationWindow(application: application)
        window.title = AppInfo.name
        menu = AppAction.primaryMenu(pages)
        WindowStateBinding.bind(window, to: environment.settings)
        toasts = WindowToasts(on: window, around: rootStack)
        toasts.closeButtonName = ToastWording.dismiss
        let fileDrop = FileDropTarget(attachedTo: rootStack)
        fileDrop.onDrop { [weak self] paths in
            guard !paths.isEmpty, let shell = self?.shell else { return false }
            shell.importTrips(from: paths)
            return true
        }
        self.fileDrop = fileDrop
        window.onCloseRequest { [weak self] in
            self?.isClosed = true
            return false
        }
        installWindowActions()
    }

    private func installWindowActions() {
        let actions = AppAction.install(on: window, pages: pages) { [weak self] action in
            guard let self else { return }
            switch action {
            case .showPage(let page): self.show(page: page)
            case .newTrip: self.shell?.show(TripsPage.self)?.newTrip()
            case .importTrips: self.shell?.show(TripsPage.self)?.chooseTripsToImport()
            case .exportTrip(let format): self.shell?.visible(TripsPage.self)?.exportOpenTrip(as: format)
            case .printTrip: self.shell?.visible(TripsPage.self)?.printOpenTrip()
            case .exportCalendar: self.shell?.visible(TripsPage.self)?.exportOpenTripToCalendar()
            case .open(let target): self.shell?.open(target)
            case .goBack: self.shell?.goBack()
            case .close: self.window.close()
            case .showShortcuts:
                ShortcutsWindow(sections: AppAction.shortcutSections(self.pages), transientFor: self.window).present()
            case .undo: self.toasts.pressNewest()
            }
        }
        // Disabled, Ctrl+Z is left to the focused entry (its own text undo).
        if let undo = actions[.undo] {
            undo.isEnabled = false
            toasts.onOffersChanged = { [weak toasts] in undo.isEnabled = toasts?.isOffering ?? false }
        }
    }

    public func showSplash() -> AnyPublisher<SplashRoute, Never> {
        gt_startup_trace("show splash")
        let module = SplashModule.build(environment: environment)
        splash = module
        rootStack.addNamed(module.view.root, name: "splash")
        rootStack.visibleChildName = "splash"
        // The splash is drawn only when start-up work outlasts its grace period.
        splashShown = module.viewModel.field(\.isShown).filter { $0 }
            .sink { [weak self] _ in self?.presentIfWanted() }
        // A window closed while start-up work ran goes nowhere.
        return module.routes
            .filter { [weak self] _ in self?.isClosed == false }
            .eraseToAnyPublisher()
    }

    public func showMain(page: AppPage, report: StartupReport) {
        gt_startup_trace("show main")
        let shell = ShellModule(environment: environment, pages: pages, initialPage: page, report: report, menu: menu)
        gt_startup_trace("shell built")
        self.shell = shell
        windowTitling = shell.windowTitle.sink { [window] in window.title = $0 }
        // A splash that was never drawn does not fade out: the home page is the first frame.
        let splashWasShown = splash?.viewModel.state.isShown ?? false
        rootStack.transition = splashWasShown ? .crossfade : .none
        rootStack.addNamed(shell.root, name: "main")
        rootStack.visibleChildName = "main"
        presentIfWanted()
        // The splash fades out; it can go (and the main view counts as shown)
        // once the crossfade is over.
        rootStack.whenTransitionFinished { [weak self] in
            guard let self else { return }
            if let splash = self.splash {
                self.rootStack.remove(splash.view.root)
                self.splash = nil
            }
            let handlers = self.mainShownHandlers
            self.mainShownHandlers = []
            handlers.forEach { $0(shell) }
        }
    }

    /// Presents the window as soon as it has something to show: the home page,
    /// or the splash once start-up work takes longer than its grace period.
    public func presentWhenReady() {
        wantsPresenting = true
        presentIfWanted()
    }

    private func presentIfWanted() {
        guard wantsPresenting, shell != nil || splash?.viewModel.state.isShown == true else { return }
        wantsPresenting = false
        window.present()
    }

    public var isShowingSplash: Bool { rootStack.visibleChildName == "splash" }

    /// Runs `handler` with the shell once the splash has routed home.
    public func whenMainShown(_ handler: @escaping @MainActor (ShellModule) -> Void) {
        if let shell { handler(shell) } else { mainShownHandlers.append(handler) }
    }

    public func show(page: AppPage) {
        whenMainShown { $0.select(page) }
    }
}
