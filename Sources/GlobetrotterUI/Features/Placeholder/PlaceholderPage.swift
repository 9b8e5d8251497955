import GlobetrotterCore
import GtkKit

/// A page whose feature has not landed yet: says what it will do.
@MainActor
enum PlaceholderPage {
    static func make(for page: AppPage) -> Widget {
        let description =
            switch page {
            case .holidays: "Public holidays of any country, by year."
            case .converter: "Convert amounts between currencies with ECB reference rates."
            case .trips: "Plan trips with waypoints and routes."
            case .todo: "A checklist for the road."
            case .profile: "Your picture, name, home country and currency."
            }
        return StatusPage(iconName: page.iconName, title: page.title, description: description)
    }
}
