import GlobetrotterCore
import GtkKit

/// A page whose services are missing (a test's environment without them):
/// says what the page is for.
@MainActor
final class PlaceholderPage: WindowPage {
    let root: Widget

    init(_ titles: PageTitles) {
        root = StatusPage(iconName: titles.iconName, title: titles.title, description: titles.summary)
    }

    func start() {}
    func whenContentReady(_ handler: @escaping @MainActor () -> Void) { handler() }
}
