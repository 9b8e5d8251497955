import GlobetrotterCore

// The recipe of docs/architecture.md ("Adding a page"), compiled: a Packing
// page built exactly as the page says. In the app these files would be
// Sources/GlobetrotterCore/Features/Packing/ (state, contracts, store,
// interactor, presenter, coordinator) and Sources/GlobetrotterUI/Features/Packing/
// (view, module, flow, page).

/// Everything the Packing page shows, already worded.
struct PackingState: Equatable, Sendable {
    /// The list: one line per thing to pack.
    var rows: [PackingRow] = []
    var emptyMessage: String?
    /// The detail of the row selected; nil shows the list alone.
    var detail: PackingDetail?
    /// Why the list could not be read or changed; nil when all is well.
    var problem: String?
    var isContentShown = false
    /// The page's fixed labels (the recipe's one convention: a `<F>Labels` value in the state).
    var labels = PackingLabels()
}

/// One thing to pack as the list shows it.
struct PackingRow: Equatable, Sendable {
    var id: Int64
    var title: String
}

/// The detail of one thing: what it is and where it is needed.
struct PackingDetail: Equatable, Sendable {
    var id: Int64
    var title: String
    /// "Needed in 🇦🇹 Austria", or that no country is chosen yet.
    var countryLine: String
}

/// The fixed words of the Packing page: worded in Core, read by the view.
struct PackingLabels: Equatable, Sendable {
    var addPlaceholder = tr("Add an item")
    var chooseCountry = tr("Choose Country")
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
