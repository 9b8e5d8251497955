import GlobetrotterCore
import GtkKit

/// Every action a person reaches by menu or keyboard: its GAction name, its
/// accelerators and its line in the Keyboard Shortcuts window. The actions,
/// the accelerators and the shortcuts window are all made from this one list
/// (see AppAction+Install.swift), so none of them can drift from the others;
/// the pages' actions (Alt+N) come from the window's page list.
public enum AppAction: Hashable, Sendable {
    /// Actions of the application (`app.*`): they work with or without a window.
    public enum OfApplication: String, CaseIterable, Sendable {
        case quit, preferences, about
    }

    /// Actions of the main window (`win.*`).
    public enum OfWindow: Hashable, Sendable {
        case showShortcuts, close, goBack, newTrip, importTrips
        /// Ctrl+Z: what the newest toast's Undo does, while it is up.
        case undo
        case showPage(AppPage)
        /// Export the open trip in a format.
        case exportTrip(TripFileFormat)
        /// Print the open trip (its map, stops and directions).
        case printTrip
        /// Export the open trip's days to a calendar file.
        case exportCalendar
        /// Opens what a search result or a page's row names (a holiday, a
        /// conversion): pages reach one another through the window.
        case open(SearchTarget)
    }

    case application(OfApplication)
    case window(OfWindow)

    /// Every action of a window with `pages`, in the order the primary menu and Keyboard Shortcuts list them.
    @MainActor
    public static func all(_ pages: PageList) -> [AppAction] {
        [.application(.preferences), .window(.showShortcuts), .window(.undo), .window(.close), .application(.quit)]
            + pages.switcherPages.map { .window(.showPage($0)) }
            + [.window(.goBack), .window(.newTrip), .window(.importTrips)]
            + TripFileFormat.allCases.map { .window(.exportTrip($0)) }
            + [.window(.exportCalendar), .window(.printTrip), .application(.about)]
    }

    /// The sections of the Keyboard Shortcuts window, in order.
    public enum ShortcutSection: CaseIterable, Sendable {
        case general, pages, trips

        public var title: String {
            switch self {
            case .general: tr("General")
            case .pages: tr("Pages")
            case .trips: tr("Trips")
            }
        }
    }

    /// The GAction's name in its group ("quit", "show-page").
    public var name: String {
        switch self {
        case .application(let action): action.rawValue
        case .window(.showShortcuts): "show-help-overlay"
        case .window(.close): "close"
        case .window(.goBack): "go-back"
        case .window(.showPage): "show-page"
        case .window(.newTrip): "new-trip"
        case .window(.importTrips): "import-trips"
        case .window(.exportTrip): "export-trip"
        case .window(.printTrip): "print-trip"
        case .window(.exportCalendar): "export-calendar"
        case .window(.undo): "undo"
        case .window(.open): "open"
        }
    }

    /// The string parameter of a parameterised action (a page's name, a file format).
    public var target: String? {
        switch self {
        case .window(.showPage(let page)): page.rawValue
        case .window(.exportTrip(let format)): format.rawValue
        case .window(.open(let target)): target.id
        default: nil
        }
    }

    /// As menus and `gtk_application_set_accels_for_action` name it: "app.quit", "win.show-page::trips".
    public var detailedName: String { qualifiedName + (target.map { "::\($0)" } ?? "") }

    /// The action's name with its group, without its parameter: "app.quit", "win.show-page".
    public var qualifiedName: String {
        let prefix = if case .application = self { "app" } else { "win" }
        return "\(prefix).\(name)"
    }

    @MainActor
    public func accelerators(_ pages: PageList) -> [String] {
        switch self {
        case .application(.quit): ["<Control>q"]
        case .application(.preferences): ["<Control>comma"]
        case .application(.about): []
        case .window(.showShortcuts): ["<Control>question"]
        case .window(.close): ["<Control>w"]
        case .window(.undo): ["<Control>z"]
        case .window(.goBack): ["<Alt>Left"]
        case .window(.newTrip): ["<Control>n"]
        case .window(.importTrips): ["<Control>o"]
        case .window(.exportTrip(.gpx)): ["<Control>e"]
        case .window(.exportTrip(.geoJSON)): []
        case .window(.printTrip): ["<Control>p"]
        case .window(.exportCalendar), .window(.open): []
        case .window(.showPage(let page)): pages.accelerators(for: page)
        }
    }

    /// Where the action is listed in Keyboard Shortcuts, and as what; nil for
    /// actions without an accelerator.
    @MainActor
    public func shortcut(_ pages: PageList) -> (section: ShortcutSection, title: String)? {
        switch self {
        case .application(.quit): (.general, tr("Quit"))
        case .application(.preferences): (.general, tr("Preferences"))
        case .application(.about), .window(.exportTrip(.geoJSON)), .window(.exportCalendar), .window(.open): nil
        case .window(.showShortcuts): (.general, tr("Keyboard Shortcuts"))
        case .window(.close): (.general, tr("Close Window"))
        // Translators: in Keyboard Shortcuts: Ctrl+Z does what the Undo of the notification shown does.
        case .window(.undo): (.general, tr("Undo the Last Change"))
        case .window(.goBack): (.pages, tr("Back (Profile, a Holiday, a Trip)"))
        case .window(.newTrip): (.trips, tr("New Trip"))
        case .window(.importTrips): (.trips, tr("Import Trips"))
        case .window(.exportTrip(.gpx)): (.trips, tr("Export the Open Trip as GPX"))
        case .window(.printTrip): (.trips, tr("Print the Open Trip"))
        case .window(.showPage(let page)):
            pages.entry(for: page).map {
                // Translators: in Keyboard Shortcuts; {page} is a page's title, such as “Holidays”.
                (.pages, tr("Go to {page}", ["page": $0.titles.title]))
            }
        }
    }

    /// The entry in the primary menu, with its mnemonic; nil for actions not in it.
    public var menuLabel: String? {
        switch self {
        case .application(.preferences): tr("_Preferences")
        case .window(.showShortcuts): tr("_Keyboard Shortcuts")
        case .application(.about): tr("_About Globetrotter")
        case .application(.quit), .window(.close), .window(.goBack), .window(.newTrip),
            .window(.showPage), .window(.importTrips), .window(.exportTrip), .window(.undo),
            .window(.printTrip), .window(.exportCalendar), .window(.open):
            nil
        }
    }

    /// The Keyboard Shortcuts window's sections, each listing its actions in the order of `all`.
    @MainActor
    public static func shortcutSections(_ pages: PageList) -> [(title: String, shortcuts: [ShortcutsWindow.Shortcut])] {
        ShortcutSection.allCases.map { section in
            let shortcuts = all(pages).compactMap { action -> ShortcutsWindow.Shortcut? in
                guard let shortcut = action.shortcut(pages), shortcut.section == section,
                    let accelerator = action.accelerators(pages).first
                else { return nil }
                return ShortcutsWindow.Shortcut(shortcut.title, accelerator)
            }
            return (section.title, shortcuts)
        }
    }
}
