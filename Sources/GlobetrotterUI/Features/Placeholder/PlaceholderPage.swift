import GlobetrotterCore
import GtkKit

/// A page whose feature has not landed yet: says what it will do.
@MainActor
enum PlaceholderPage {
    static func make(for page: AppPage) -> Widget {
        StatusPage(iconName: page.iconName, title: page.title, description: page.summary)
    }
}
