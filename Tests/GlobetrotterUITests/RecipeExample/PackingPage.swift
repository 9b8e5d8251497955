import GlobetrotterCore
import GtkKit
import OpenCombine

@testable import GlobetrotterUI

/// The Packing page of the window: its one conformance. Cheap to make; the
/// module is built when the page is first shown.
@MainActor
final class PackingPage: WindowPage {
    let root: Widget
    private let container = Box(.vertical)
    private let interactor: any PackingInteracting
    private(set) var module: Module<PackingView, PackingState, PackingAction, PackingRoute>?
    private var readiness: Set<AnyCancellable> = []

    init(interactor: any PackingInteracting) {
        self.interactor = interactor
        root = container
    }

    func start() {
        let module = PackingModule.build(interactor: interactor)
        self.module = module
        container.append(module.view.root)
    }

    func whenContentReady(_ handler: @escaping @MainActor () -> Void) {
        guard let module else { return handler() }
        module.viewModel.states.first(where: \.isContentShown).sink { _ in handler() }.store(in: &readiness)
    }
}

extension PageList {
    /// The app's pages with Packing added: the recipe's one list entry.
    static let withPacking = PageList(
        AppPages.list.entries.filter { $0.placement == .switcher }
            + [
                PageEntry(.packing, titles: .packing) { _ in
                    PackingPage(interactor: PackingInteractor(items: ["Passport"]))
                }
            ]
            + AppPages.list.entries.filter { $0.placement == .subPage })
}
