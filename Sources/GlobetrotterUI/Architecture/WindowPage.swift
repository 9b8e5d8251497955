import GlobetrotterCore
import GtkKit
import OpenCombine

/// A page of the main window, as the shell knows it: the shell has no other
/// way to reach a feature. A page is cheap to make (an empty container); it
/// builds its modules in `start()`, which the shell calls the first time the
/// page is shown, so only the home page is built before the first frame.
@MainActor
public protocol WindowPage: AnyObject {
    /// What the view stack shows for the page; the same widget before and after `start()`.
    var root: Widget { get }
    /// Builds the page's modules and starts its coordinator; called once, when first shown.
    func start()
    /// Calls `handler` once the page shows its content at rest (data loaded,
    /// animations over, map tiles drawn): what `--screenshot` and tests wait for.
    func whenContentReady(_ handler: @escaping @MainActor () -> Void)
    /// Back within the page (a holiday's detail, an open trip); false when the
    /// page is at its top, so the shell goes back instead (from a sub-page).
    func goBack() -> Bool
    /// Shows what a search result (`--open=ID`) points at; false for a target of another page.
    func open(_ target: SearchTarget) -> Bool
    /// The network is back: a page showing fallback data asks for live data again.
    func networkBecameAvailable()
    /// The page is shown again after another (its data may have changed elsewhere).
    func wasShownAgain()
    /// What the window's title says while the page is shown (an open trip's
    /// name, as a document titles an editor); nil for the app's name.
    var documentTitle: AnyPublisher<String?, Never> { get }
    /// The content of the header button that opens a sub-page (Profile's
    /// avatar); nil for the page's icon. Only asked of `.subPage` pages.
    var headerButtonContent: Widget? { get }
}

extension WindowPage {
    public func goBack() -> Bool { false }
    public func open(_ target: SearchTarget) -> Bool { false }
    public func networkBecameAvailable() {}
    public func wasShownAgain() {}
    public var documentTitle: AnyPublisher<String?, Never> { Just(nil).eraseToAnyPublisher() }
    public var headerButtonContent: Widget? { nil }
}

/// Where the window shows a page.
public enum PagePlacement: Sendable {
    /// In the view switcher, with Alt+N in the list's order.
    case switcher
    /// Over the switcher's pages, opened by a header button, with a Back button.
    case subPage
}

/// One line of the page list: a page's name, words and place, and how it is made.
@MainActor
public struct PageEntry {
    public let page: AppPage
    public let placement: PagePlacement
    private let wording: @MainActor () -> PageTitles
    let make: @MainActor (AppEnvironment) -> any WindowPage

    /// - Parameters:
    ///   - titles: worded on each use (a language switched at run time shows).
    ///   - make: the page for the window's services; cheap, the work is in `start()`.
    public init(
        _ page: AppPage, titles: @escaping @autoclosure @MainActor () -> PageTitles,
        placement: PagePlacement = .switcher, make: @escaping @MainActor (AppEnvironment) -> any WindowPage
    ) {
        self.page = page
        self.placement = placement
        wording = titles
        self.make = make
    }

    public var titles: PageTitles { wording() }
}

/// The window's pages, in the view switcher's order: the one list the
/// switcher, Alt+N, Keyboard Shortcuts, `--page`, the remembered last page,
/// `--screenshot`'s readiness, Alt+Left and search results are made from.
@MainActor
public struct PageList {
    public let entries: [PageEntry]

    public init(_ entries: [PageEntry]) {
        precondition(entries.contains { $0.placement == .switcher }, "a window needs a switcher page")
        precondition(Set(entries.map(\.page)).count == entries.count, "each page once")
        self.entries = entries
    }

    public var pages: [AppPage] { entries.map(\.page) }
    public var switcherPages: [AppPage] { entries.filter { $0.placement == .switcher }.map(\.page) }

    public func entry(for page: AppPage) -> PageEntry? { entries.first { $0.page == page } }

    /// The page named `name` as typed (`--page`, `win.show-page::name`), in any case.
    public func page(named name: String) -> AppPage? { pages.first { $0.rawValue == name.lowercased() } }

    /// The pages as `--page` takes them: "holidays, converter, trips, todo, profile".
    public var commandLineNames: String { pages.map(\.rawValue).joined(separator: ", ") }

    /// Alt+1, Alt+2, … in the view switcher's order.
    public func accelerators(for page: AppPage) -> [String] {
        switcherPages.firstIndex(of: page).map { ["<Alt>\($0 + 1)"] } ?? []
    }
}
