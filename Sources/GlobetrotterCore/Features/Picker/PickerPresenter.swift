/// One searchable picker for every list of choices (countries, currencies,
/// places): filters as the person types, moves the selection with the keys,
/// and routes the one choice — or the cancel — exactly once.
@MainActor
public final class PickerPresenter<Item: Sendable>: Presenter<PickerState, PickerAction, PickerResult<Item>> {
    private let content: PickerContent<Item>
    private let index: PickerIndex
    private var matches: [Int] = []
    /// Set before the result is routed: closing the window in reaction sends
    /// `.cancel`, which must not overtake the choice.
    private var isFinished = false

    public init(content: PickerContent<Item>) {
        self.content = content
        index = PickerIndex(content.choices.map(\.keys))
        super.init(initial: PickerState(title: content.title, searchPlaceholder: content.searchPlaceholder))
    }

    public override func handle(_ action: PickerAction) {
        switch action {
        case .viewDidLoad:
            search(state.query, selectingCurrent: true)
        case .search(let text):
            search(text, selectingCurrent: false)
        case .moveSelection(let offset):
            guard !matches.isEmpty else { return }
            update { $0.selectedIndex = min(max(($0.selectedIndex ?? 0) + offset, 0), matches.count - 1) }
        case .chooseSelected:
            if let selected = state.selectedIndex { choose(selected) }
        case .choose(let position):
            choose(position)
        case .cancel:
            finish(.cancelled)
        }
    }

    private func search(_ text: String, selectingCurrent: Bool) {
        if let unavailable = content.unavailable {
            update {
                $0.emptyMessage = unavailable
                $0.isContentShown = true
            }
            return
        }
        matches = index.matches(text)
        let rows = matches.map { content.choices[$0].row }
        // On opening, the current choice is selected (and in view); while searching, the best match.
        let current = selectingCurrent ? rows.firstIndex(where: \.isCurrent) : nil
        update {
            $0.query = text
            $0.rows = rows
            $0.selectedIndex = rows.isEmpty ? nil : (current ?? 0)
            $0.emptyMessage = rows.isEmpty ? content.noMatch(text) : nil
            $0.refusal = nil
            $0.isContentShown = true
        }
    }

    private func choose(_ position: Int) {
        guard matches.indices.contains(position) else { return }
        let choice = content.choices[matches[position]]
        if let refusal = choice.refusal {
            update {
                $0.selectedIndex = position
                $0.refusal = refusal
            }
            return
        }
        finish(.picked(choice.item))
    }

    private func finish(_ result: PickerResult<Item>) {
        guard !isFinished else { return }
        isFinished = true
        route(result)
    }
}
