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
    let detail = Label()
    let chooseCountry: Button
    private var subscriptions: Set<AnyCancellable> = []

    init(labels: PackingLabels) {
        entry = Entry(placeholder: labels.addPlaceholder)
        chooseCountry = Button(label: labels.chooseCountry)
        for widget: Widget in [entry, list, detail, chooseCountry] { root.append(widget) }
        root.margins(12)
    }

    func bind(to viewModel: ViewModel<PackingState, PackingAction>) {
        entry.onActivate { [weak viewModel, entry] in viewModel?.send(.add(entry.text)) }
        chooseCountry.onClicked { [weak viewModel] in viewModel?.send(.chooseCountry) }
        viewModel.states.map { $0.emptyMessage ?? $0.rows.map(\.title).joined(separator: "\n") }.removeDuplicates()
            .sink { [list] in list.text = $0 }
            .store(in: &subscriptions)
        viewModel.field(\.detail)
            .sink { [detail, chooseCountry] shown in
                detail.text = shown.map { "\($0.title)\n\($0.countryLine)" } ?? ""
                chooseCountry.isVisible = shown != nil
            }
            .store(in: &subscriptions)
    }
}
