import GlobetrotterCore

// The recipe of docs/architecture.md ("Adding a page"), compiled: a Packing
// page built exactly as the page says. In the app these files would be
// Sources/GlobetrotterCore/Features/Packing/ (state, contracts, interactor,
// presenter) and Sources/GlobetrotterUI/Features/Packing/ (view, module, page).

/// Everything the Packing page shows, already worded.
struct PackingState: Equatable, Sendable {
    var rows: [String] = []
    var emptyMessage: String?
    var isContentShown = false
    /// The page's fixed labels (the recipe's one convention: a `<F>Labels` value in the state).
    var labels = PackingLabels()
}

/// The fixed words of the Packing page: worded in Core, read by the view.
struct PackingLabels: Equatable, Sendable {
    var addPlaceholder = tr("Add an item")
}

/// The name the window, the command line and the settings know the page by.
extension AppPage {
    static let packing = AppPage(rawValue: "packing")
}

/// How the page is named in the switcher and Keyboard Shortcuts.
extension PageTitles {
    static var packing: PageTitles {
        PageTitles(
            title: tr("Packing"), mnemonicTitle: tr("_Packing"), summary: tr("Things to pack."),
            iconName: "package-x-generic-symbolic")
    }
}
