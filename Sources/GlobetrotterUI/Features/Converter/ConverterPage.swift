import GlobetrotterCore
import GtkKit

/// The Converter page of the window: its flow and coordinator, started when first shown.
@MainActor
final class ConverterPage: WindowPage {
    let flow: ConverterFlow
    private var coordinator: PageCoordinatorRun?

    init(flow: ConverterFlow) { self.flow = flow }

    /// The page over the environment's rate services; a placeholder without them.
    static func make(environment: AppEnvironment) -> any WindowPage {
        guard let dependencies = environment.converter else { return PlaceholderPage(.converter) }
        let home = HomeSettings(
            settings: environment.settings, locale: environment.locale, countries: environment.holidays?.countries)
        return ConverterPage(
            flow: ConverterFlow(dependencies: dependencies, settings: environment.settings, home: home))
    }

    var root: Widget { flow.root }
    func start() { coordinator = PageCoordinatorRun(ConverterCoordinator(screens: flow)) }
    func whenContentReady(_ handler: @escaping @MainActor () -> Void) { flow.whenContentReady(handler) }

    func open(_ target: SearchTarget) -> Bool {
        guard case .conversion(let amount, let from, let to) = target else { return false }
        flow.sendToConverter(.open(amount: amount, from: from, to: to))
        return true
    }

    func networkBecameAvailable() { flow.sendToConverter(.networkBecameAvailable) }
}
