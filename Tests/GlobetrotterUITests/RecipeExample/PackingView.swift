import GlobetrotterCore
import GtkKit
import OpenCombine

@testable import GlobetrotterUI

/// Renders the Packing state and sends its actions; no logic, no words of its own.
@MainActor
final class PackingView: ModuleView {
    let root = Box(.vertical, spacing: 6)
    let entry: Entry
    let list = Label()
    private var subscriptions: Set<AnyCancellable> = []

    init(labels: PackingLabels) {
        entry = Entry(placeholder: labels.addPlaceholder)
        root.append(entry)
        root.append(list)
        root.margins(12)
    }

    func bind(to viewModel: ViewModel<PackingState, PackingAction>) {
        entry.onActivate { [weak viewModel, entry] in viewModel?.send(.add(entry.text)) }
        viewModel.states.map { $0.emptyMessage ?? $0.rows.joined(separator: "\n") }.removeDuplicates()
            .sink { [list] in list.text = $0 }
            .store(in: &subscriptions)
    }
}
