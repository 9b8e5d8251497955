import GlobetrotterCore
import GtkKit

/// The Holidays page of the window: its flow and coordinator, started when first shown.
@MainActor
final class HolidaysPage: WindowPage {
    let flow: HolidaysFlow
    private var coordinator: PageCoordinatorRun?

    init(flow: HolidaysFlow) { self.flow = flow }

    /// The page over the environment's holiday services; a placeholder without them.
    static func make(environment: AppEnvironment) -> any WindowPage {
        guard let dependencies = environment.holidays else { return PlaceholderPage(.holidays) }
        let home = HomeSettings(
            settings: environment.settings, locale: environment.locale, countries: dependencies.countries)
        return HolidaysPage(flow: HolidaysFlow(dependencies: dependencies, settings: environment.settings, home: home))
    }

    var root: Widget { flow.root }
    func start() { coordinator = PageCoordinatorRun(HolidaysCoordinator(screens: flow)) }
    func whenContentReady(_ handler: @escaping @MainActor () -> Void) { flow.whenContentReady(handler) }

    func goBack() -> Bool {
        guard flow.isShowingDetail else { return false }
        flow.goBack()
        return true
    }

    func open(_ target: SearchTarget) -> Bool {
        switch target {
        case .holiday(let country, let date, let index):
            if flow.isShowingDetail { flow.goBack() }
            flow.sendToHolidays(.open(country: country, date: date, index: index))
        case .holidayYear(let country, let year):
            if flow.isShowingDetail { flow.goBack() }
            flow.sendToHolidays(.openYear(country: country, year: year))
        case .conversion, .trip, .page:
            return false
        }
        return true
    }

    func networkBecameAvailable() { flow.sendToHolidays(.networkBecameAvailable) }
}
