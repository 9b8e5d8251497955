import GlobetrotterCore
import GtkKit
import OpenCombine

@testable import GlobetrotterUI

/// The Packing page of the window: its one conformance. Cheap to make; the
/// flow builds the module when the coordinator starts, the first time the
/// page is shown.
@MainActor
final class PackingPage: WindowPage {
    let flow: PackingFlow
    private var coordinator: PageCoordinatorRun?
    private var readiness: Set<AnyCancellable> = []

    init(interactor: any PackingInteracting) { flow = PackingFlow(interactor: interactor) }

    var root: Widget { flow.root }
    func start() { coordinator = PageCoordinatorRun(PackingCoordinator(screens: flow)) }

    func whenContentReady(_ handler: @escaping @MainActor () -> Void) {
        guard let page = flow.page else { return handler() }
        page.viewModel.states.first(where: \.isContentShown).sink { _ in handler() }.store(in: &readiness)
    }
}

extension PageList {
    /// The app's pages with Packing added: the recipe's one list entry. Its
    /// store is an in-memory database migrated as the app's would be.
    static let withPacking = PageList(
        AppPages.list.entries.filter { $0.placement == .switcher }
            + [
                PageEntry(.packing, titles: .packing) { _ in
                    PackingPage(interactor: PackingInteractor.example(items: ["Passport"]))
                }
            ]
            + AppPages.list.entries.filter { $0.placement == .subPage })
}

extension PackingInteractor {
    /// Over a fresh in-memory store holding `items`.
    static func example(items: [String]) -> PackingInteractor {
        // An in-memory database cannot fail to open; a test without one could not run at all.
        let store = try! AppDatabase.inMemoryWithPacking()
        for item in items { try! store.add(item) }
        return example(over: store)
    }

    /// Over `store`, with three countries.
    static func example(over store: PackingStore) -> PackingInteractor {
        PackingInteractor(store: store) { () throws(DataPackError) in
            [
                Country(alpha2: "AT", alpha3: "AUT", name: "Austria", flag: "🇦🇹"),
                Country(alpha2: "DE", alpha3: "DEU", name: "Germany", flag: "🇩🇪"),
                Country(alpha2: "PT", alpha3: "PRT", name: "Portugal", flag: "🇵🇹"),
            ]
        }
    }
}
