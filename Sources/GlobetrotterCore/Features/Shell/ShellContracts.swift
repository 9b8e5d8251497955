public enum ShellAction: Equatable, Sendable {
    case viewDidLoad
    /// A page of the switcher, or a sub-page (Profile) over it.
    case selectPage(AppPage)
    /// Back from a sub-page (Profile) to the page it was opened from.
    case goBack
    /// A one-off message from a page, already worded by its presenter.
    case showMessage(String)
}

/// A message shown once as a toast; `id` tells two equal texts apart.
public struct Toast: Equatable, Sendable {
    public let id: Int
    public let text: String
    /// A button on the toast ("Undo"); its action is the page's to send.
    public let actionLabel: String?
    /// Shown at once, ahead of toasts still waiting their turn (a failure
    /// the person must learn of now, not after the others have timed out).
    public let isUrgent: Bool

    public init(id: Int = Occurrence.next(), text: String, actionLabel: String? = nil, isUrgent: Bool = false) {
        self.id = id
        self.text = text
        self.actionLabel = actionLabel
        self.isUrgent = isUrgent
    }
}

/// The main window's frame around the pages.
public struct ShellState: Equatable, Sendable {
    public var selectedPage: AppPage
    /// The switcher page shown before Profile opened; where Back goes.
    public var lastSwitcherPage: AppPage
    /// Non-nil while the app runs on bundled data; the text says why.
    public var offlineNotice: String?
    /// The newest message for a toast.
    public var toast: Toast?

    /// - Parameter switcherPages: the pages of the view switcher, in order (never empty).
    public init(selectedPage: AppPage, switcherPages: [AppPage]) {
        self.selectedPage = selectedPage
        lastSwitcherPage = switcherPages.contains(selectedPage) ? selectedPage : switcherPages[0]
        offlineNotice = nil
        toast = nil
    }
}

/// The shell navigates within its own state: no routes.
public enum ShellRoute: Sendable {}
