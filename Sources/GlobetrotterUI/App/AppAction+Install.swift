import GlobetrotterCore
import GtkKit

@MainActor
extension AppAction {
    /// Creates the `app.*` actions, each calling `perform`, and sets every
    /// accelerator in the list (GTK keeps them on the application, for the
    /// window's actions too).
    public static func install(
        on application: Application, pages: PageList, perform: @escaping @MainActor (OfApplication) -> Void
    ) {
        for action in OfApplication.allCases {
            let gAction = SimpleAction(AppAction.application(action).name)
            gAction.onActivate { perform(action) }
            application.addAction(gAction)
        }
        for action in all(pages) where !action.accelerators(pages).isEmpty {
            application.setAccelerators(action.accelerators(pages), for: action.detailedName)
            // Ctrl+Q also while a menu or drop-down is open.
            if case .application = action {
                PopoverShortcuts.forward(action.accelerators(pages), to: action.detailedName)
            }
        }
    }

    /// Creates the `win.*` actions on `window`, each calling `perform`;
    /// returns the plain ones, for those whose enabled state follows something.
    @discardableResult
    public static func install(
        on window: ApplicationWindow, pages: PageList, perform: @escaping @MainActor (OfWindow) -> Void
    ) -> [OfWindow: SimpleAction] {
        var created: [OfWindow: SimpleAction] = [:]
        let plain: [OfWindow] = all(pages).compactMap {
            if case .window(let action) = $0, AppAction.window(action).target == nil { action } else { nil }
        }
        for action in plain {
            let gAction = SimpleAction(AppAction.window(action).name)
            gAction.onActivate { perform(action) }
            window.addAction(gAction)
            created[action] = gAction
        }
        // One parameterised action for every page of the list, sub-pages included (`--page=profile`).
        let showPage = SimpleAction(AppAction.window(.showPage(.holidays)).name, parameterIsString: true)
        showPage.onActivate { (name: String) in
            if let page = pages.page(named: name) { perform(.showPage(page)) }
        }
        window.addAction(showPage)
        let exportTrip = SimpleAction(AppAction.window(.exportTrip(.gpx)).name, parameterIsString: true)
        exportTrip.onActivate { (name: String) in
            if let format = TripFileFormat(rawValue: name) { perform(.exportTrip(format)) }
        }
        window.addAction(exportTrip)
        let open = SimpleAction(AppAction.window(.open(.page(.trips))).name, parameterIsString: true)
        open.onActivate { (id: String) in
            if let target = SearchTarget(id: id) { perform(.open(target)) }
        }
        window.addAction(open)
        return created
    }

    /// The primary menu: the entries of the list that have a menu label.
    public static func primaryMenu(_ pages: PageList) -> Menu {
        let section = Menu()
        for action in all(pages) {
            if let label = action.menuLabel { section.append(label, action: action.detailedName) }
        }
        let menu = Menu()
        menu.appendSection(section)
        return menu
    }
}
