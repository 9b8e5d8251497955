import GlobetrotterCore
import GtkKit
import OpenCombine

/// The main window's content: header bar with view switcher, the four pages,
/// a narrow-window switcher bar, the Profile sub-page, and toasts.
@MainActor
final class ShellView: ModuleView {
    let root: ToastOverlay
    let viewStack = ViewStack()
    private let navigation = Stack(transition: .slideLeftRight)
    private let offlineIndicator = Image(iconName: "network-offline-symbolic")
    /// The header's Profile button: the traveller's picture or initials.
    let profileAvatar = Avatar(size: 24)
    private let profileIcon = Image(iconName: "avatar-default-symbolic")
    private var pages: [AppPage: Widget] = [:]
    private var subscriptions: Set<AnyCancellable> = []
    private weak var viewModel: ViewModel<ShellState, ShellAction>?

    init(pages: [AppPage: Widget], menu: Menu) {
        self.pages = pages
        for page in AppPage.switcherPages {
            viewStack.addTitled(pages[page]!, name: page.rawValue, title: page.mnemonicTitle, iconName: page.iconName)
        }
        viewStack.expand()

        let switcherTitle = ViewSwitcherTitle(stack: viewStack, title: AppInfo.name)
        let switcherBar = ViewSwitcherBar(stack: viewStack)
        switcherTitle.onNotify("title-visible") { switcherBar.reveals = switcherTitle.isTitleVisible }

        // The traveller's avatar once there is a name or picture; the theme's
        // 16 px icon until then (the avatar's own icon would load an SVG).
        profileAvatar.isVisible = false
        let profileButton = Button(
            child: Box(.horizontal, [profileIcon, profileAvatar]), tooltip: tr("Profile"))
        profileButton.setAccessibleLabel(tr("Profile"))
        profileButton.addCSSClass("image-button")
        profileButton.actionName = "win.show-profile"
        let menuButton = MenuButton(iconName: "open-menu-symbolic", tooltip: tr("Main Menu"), menu: menu)
        offlineIndicator.tooltip = tr("Offline")
        offlineIndicator.isVisible = false

        let header = HeaderBar()
        header.setTitleWidget(switcherTitle)
        header.packStart(profileButton)
        header.packEnd(menuButton)
        header.packEnd(offlineIndicator)

        let mainPage = Box(.vertical, [header, viewStack, switcherBar])
        navigation.addNamed(mainPage, name: "main")
        navigation.addNamed(Self.profilePage(content: pages[.profile]!), name: AppPage.profile.rawValue)
        navigation.visibleChildName = "main"
        root = ToastOverlay(child: navigation)
    }

    private static func profilePage(content: Widget) -> Widget {
        let back = Button(iconName: "go-previous-symbolic", tooltip: tr("Back"))
        back.actionName = "win.go-back"
        let header = HeaderBar()
        let title = Label(AppPage.profile.title)
        title.addCSSClass("title")
        header.setTitleWidget(title)
        header.packStart(back)
        content.expand()
        return Box(.vertical, [header, content])
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
            .sink { [root] in root.showToast($0) }
            .store(in: &subscriptions)
        viewStack.onVisibleChildChanged { [weak self] in
            guard let name = self?.viewStack.visibleChildName, let page = AppPage(rawValue: name) else { return }
            self?.viewModel?.send(.selectPage(page))
        }
    }

    private func show(_ page: AppPage) {
        if page == .profile {
            navigation.visibleChildName = AppPage.profile.rawValue
        } else {
            navigation.visibleChildName = "main"
            if viewStack.visibleChildName != page.rawValue { viewStack.visibleChildName = page.rawValue }
        }
    }

    /// The header's avatar shows `look`: the picture, or the name's initials.
    func showProfile(_ look: ProfileLook) {
        let isShown = !look.name.isEmpty || look.picturePath != nil
        profileAvatar.text = look.name
        profileAvatar.showImage(at: look.picturePath)
        profileAvatar.isVisible = isShown
        profileIcon.isVisible = !isShown
    }

    /// Runs `handler` once the Profile sub-page has slid in (now, if it has).
    func whenProfileShown(_ handler: @escaping @MainActor () -> Void) {
        navigation.whenTransitionFinished(handler)
    }

    var visiblePage: AppPage? {
        navigation.visibleChildName == AppPage.profile.rawValue
            ? .profile : viewStack.visibleChildName.flatMap(AppPage.init(rawValue:))
    }
}
