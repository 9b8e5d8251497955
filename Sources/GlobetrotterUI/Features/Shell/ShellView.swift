import GlobetrotterCore
import GtkKit
import OpenCombine

/// The main window's content: header bar with view switcher, the switcher's
/// pages, a narrow-window switcher bar, and the sub-pages (Profile) that
/// slide in over them from a header button. Every page comes from the page list.
@MainActor
final class ShellView: ModuleView {
    /// One page as the view shows it: its entry in the list and its widget.
    struct ShownPage {
        let entry: PageEntry
        let root: Widget
        /// A sub-page's header button content; nil for the page's icon.
        let headerButtonContent: Widget?
    }

    let root: Widget
    let viewStack = ViewStack()
    /// The pages' switcher at the bottom, shown when the header is too narrow for it.
    let switcherBar: ViewSwitcherBar
    private let navigation = Stack(transition: .slideLeftRight)
    private let offlineIndicator = Image(iconName: "network-offline-symbolic")
    private let subPages: Set<AppPage>
    private var subscriptions: Set<AnyCancellable> = []
    private weak var viewModel: ViewModel<ShellState, ShellAction>?
    /// Toasts from before the shell is in its window (start-up problems).
    private var waitingToasts: [String] = []

    init(pages: [ShownPage], menu: Menu) {
        for page in pages where page.entry.placement == .switcher {
            let titles = page.entry.titles
            viewStack.addTitled(
                page.root, name: page.entry.page.rawValue, title: titles.mnemonicTitle, iconName: titles.iconName)
        }
        viewStack.expand()

        let switcherTitle = ViewSwitcherTitle(stack: viewStack, title: AppInfo.name)
        let switcherBar = ViewSwitcherBar(stack: viewStack)
        self.switcherBar = switcherBar
        switcherTitle.onNotify("title-visible") { switcherBar.reveals = switcherTitle.isTitleVisible }

        let menuButton = MenuButton(iconName: "open-menu-symbolic", tooltip: tr("Main Menu"), menu: menu)
        offlineIndicator.tooltip = tr("Offline")
        offlineIndicator.isVisible = false

        let header = HeaderBar()
        header.setTitleWidget(switcherTitle)
        header.packEnd(menuButton)
        header.packEnd(offlineIndicator)

        let mainPage = Box(.vertical, [header, viewStack, switcherBar])
        navigation.addNamed(mainPage, name: "main")
        let subPages = pages.filter { $0.entry.placement == .subPage }
        for page in subPages {
            header.packStart(Self.headerButton(opening: page))
            navigation.addNamed(Self.subPage(page), name: page.entry.page.rawValue)
        }
        self.subPages = Set(subPages.map(\.entry.page))
        navigation.visibleChildName = "main"
        root = navigation
        root.onMap { [weak self] in self?.showWaitingToasts() }
    }

    /// The header button that opens a sub-page (Profile's avatar).
    private static func headerButton(opening page: ShownPage) -> Button {
        let titles = page.entry.titles
        let button = Button(
            child: page.headerButtonContent ?? Image(iconName: titles.iconName), tooltip: titles.title)
        button.setAccessibleLabel(titles.title)
        button.addCSSClass("image-button")
        button.actionName = AppAction.window(.showPage(page.entry.page)).detailedName
        return button
    }

    private static func subPage(_ page: ShownPage) -> Widget {
        let back = Button(iconName: "go-previous-symbolic", tooltip: tr("Back"))
        back.actionName = "win.go-back"
        let header = HeaderBar()
        let title = Label(page.entry.titles.title)
        title.addCSSClass("title")
        header.setTitleWidget(title)
        header.packStart(back)
        page.root.expand()
        return Box(.vertical, [header, page.root])
    }

    func bind(to viewModel: ViewModel<ShellState, ShellAction>) {
        self.viewModel = viewModel
        viewModel.field(\.selectedPage)
            .sink { [weak self] page in self?.show(page) }
            .store(in: &subscriptions)
        viewModel.field(\.offlineNotice)
            .sink { [offlineIndicator] notice in
                offlineIndicator.isVisible = notice != nil
                offlineIndicator.tooltip = notice
                if let notice { offlineIndicator.setAccessibleLabel(notice) }
            }
            .store(in: &subscriptions)
        viewModel.field(\.toast).compactMap { $0?.text }
            .sink { [weak self] in self?.showToast($0) }
            .store(in: &subscriptions)
        viewStack.onVisibleChildChanged { [weak self] in
            guard let name = self?.viewStack.visibleChildName else { return }
            self?.viewModel?.send(.selectPage(AppPage(rawValue: name)))
        }
    }

    private func showToast(_ text: String) {
        if root.root == nil || !root.showToast(ToastRequest(text)) { waitingToasts.append(text) }
    }

    private func showWaitingToasts() {
        let waiting = waitingToasts
        waitingToasts = []
        for text in waiting { root.showToast(ToastRequest(text)) }
    }

    private func show(_ page: AppPage) {
        if subPages.contains(page) {
            navigation.visibleChildName = page.rawValue
        } else {
            navigation.visibleChildName = "main"
            if viewStack.visibleChildName != page.rawValue { viewStack.visibleChildName = page.rawValue }
        }
    }

    /// Runs `handler` once the pages' switcher is where the window's width
    /// puts it: in the header, or (narrow) in the bar at the bottom, its
    /// crossfade with the title and the bar's slide over (now, if they are).
    /// A screenshot taken sooner shows the two halfway.
    func whenSwitcherSettled(_ handler: @escaping @MainActor () -> Void) {
        let squeezer = root.firstDescendant { $0.typeName == "AdwSqueezer" }
        let revealer = switcherBar.firstDescendant { $0.typeName == "GtkRevealer" }
        let isSettled =
            squeezer?.boolProperty("transition-running") != true
            && (revealer?.boolProperty("child-revealed") ?? switcherBar.reveals) == switcherBar.reveals
        guard !isSettled, root.isMapped else { return handler() }
        root.onNextFrame { [weak self] in
            guard let self else { return handler() }
            self.whenSwitcherSettled(handler)
        }
    }

    /// Runs `handler` once a sub-page has slid in or out (now, if it has).
    func whenNavigationSettled(_ handler: @escaping @MainActor () -> Void) {
        navigation.whenTransitionFinished(handler)
    }

    var visiblePage: AppPage? {
        if let name = navigation.visibleChildName, name != "main" { return AppPage(rawValue: name) }
        return viewStack.visibleChildName.map(AppPage.init(rawValue:))
    }
}
