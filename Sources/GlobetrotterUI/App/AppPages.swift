import GlobetrotterCore

/// Globetrotter's pages, in the view switcher's order. A new page is one
/// line here and one `WindowPage` conformance: the switcher, Alt+N, `--page`,
/// the last page remembered, `--screenshot`'s readiness, Back and search
/// results come from this list.
@MainActor
public enum AppPages {
    public static let list = PageList([
        PageEntry(.holidays, titles: .holidays) { HolidaysPage.make(environment: $0) },
        PageEntry(.converter, titles: .converter) { ConverterPage.make(environment: $0) },
        PageEntry(.trips, titles: .trips) { TripsPage(environment: $0) },
        PageEntry(.todo, titles: .todo) { ToDoPage(environment: $0) },
        PageEntry(.profile, titles: .profile, placement: .subPage) { ProfilePage.make(environment: $0) },
    ])
}
