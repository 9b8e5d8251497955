import GlobetrotterCore

/// Handles the Packing page's actions, asks the interactor, words everything.
@MainActor
final class PackingPresenter: Presenter<PackingState, PackingAction, PackingRoute> {
    private let interactor: any PackingInteracting

    init(interactor: any PackingInteracting) {
        self.interactor = interactor
        super.init(initial: PackingState())
    }

    override func handle(_ action: PackingAction) {
        switch action {
        case .viewDidLoad:
            run("load") { [weak self] in await self?.load() }
        case .add(let item):
            run("add") { [weak self, interactor] in
                try? await interactor.add(item)
                await self?.load()
            }
        }
    }

    private func load() async {
        let items = (try? await interactor.items()) ?? []
        update {
            $0.rows = items
            $0.emptyMessage = items.isEmpty ? tr("Nothing to pack yet") : nil
            $0.isContentShown = true
        }
    }
}
