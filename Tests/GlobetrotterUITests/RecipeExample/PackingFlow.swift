import GlobetrotterCore
import GtkKit
import OpenCombine

@testable import GlobetrotterUI

/// The Packing page's screens: the page itself, and the pickers over it
/// (`ShowsPickers`: nothing to forward).
@MainActor
final class PackingFlow: PackingScreens, ShowsPickers {
    let root = Box(.vertical)
    private let interactor: any PackingInteracting
    private(set) var page: Module<PackingView, PackingState, PackingAction, PackingRoute>?
    private(set) lazy var pickers = PickerWindows(parent: root)

    init(interactor: any PackingInteracting) { self.interactor = interactor }

    func showPacking() -> AnyPublisher<PackingRoute, Never> {
        let module = PackingModule.build(interactor: interactor)
        page = module
        root.append(module.view.root)
        return module.routes
    }

    func sendToPacking(_ action: PackingAction) { page?.viewModel.send(action) }
}
