/// Finds a place by name for a stop: suggestions as the person types
/// (debounced when they come from the network), a full search on Enter;
/// choosing a result names the stop and moves its pin; Done returns it.
@MainActor
public final class WaypointEditorPresenter: Presenter<
    WaypointEditorState, WaypointEditorAction, WaypointEditorRoute
>
{
    private let input: WaypointEditorInput
    private let finder: any PlaceFinding
    private let places: PlaceText
    private let clock: any Clock<Duration>
    private let typingDelay: Duration
    private var found: [Place] = []
    /// Whether the selected result was chosen by the person (arrow keys, a click).
    private var pickedByHand = false
    /// Whether the results shown came from the full search (Enter).
    private var lastSearchWasFull = false

    public init(
        input: WaypointEditorInput, finder: any PlaceFinding, places: PlaceText,
        clock: any Clock<Duration> = ContinuousClock(), typingDelay: Duration = .milliseconds(250)
    ) {
        self.input = input
        self.finder = finder
        self.places = places
        self.clock = clock
        self.typingDelay = typingDelay
        var initial = WaypointEditorState()
        initial.title = input.waypointID == nil ? tr("Add Stop") : tr("Edit Stop")
        initial.chosen = input.place
        initial.query = input.place?.name ?? ""
        super.init(initial: initial)
    }

    public override func handle(_ action: WaypointEditorAction) {
        switch action {
        case .viewDidLoad:
            update {
                $0.message = Self.hint(online: finder.typesAheadOnline)
                $0.isContentShown = true
            }
        case .queryChanged(let query):
            guard query != state.query else { return }
            update { $0.query = query }
            pickedByHand = false
            search(query, full: false)
        case .submit:
            // Enter takes the selected place once it is a deliberate answer: picked
            // by hand, found by the full search, or offline (where typing searches
            // everything there is). Otherwise it asks the full search (Nominatim).
            if !found.isEmpty, !state.isSearching, pickedByHand || lastSearchWasFull || !finder.typesAheadOnline {
                finish()
            } else {
                search(state.query, full: true)
            }
        case .choose(let index):
            choose(index)
            pickedByHand = true
        case .moveSelection(let offset):
            guard !state.results.isEmpty else { return }
            let from = state.selectedIndex ?? (offset > 0 ? -1 : state.results.count)
            choose(min(max(from + offset, 0), state.results.count - 1))
            pickedByHand = true
        case .done: finish()
        case .cancel: route(.finished(.cancelled))
        }
    }

    public override func completing(_ state: WaypointEditorState) -> WaypointEditorState {
        var state = state
        state.canFinish = state.chosen != nil
        state.map = TripMapContent()
        state.map.accessibleName = TripsWording.editorMap(of: state.chosen?.name)
        if let place = state.chosen {
            state.map.pins = [
                .init(id: 0, label: "", accessibleName: place.name, point: place.point, isSelected: true)
            ]
            state.map.fitBox = GeoBox([place.point])
        } else if let near = input.near {
            // The map starts where the trip ends: the search ranks places near it first.
            state.map.fitBox = GeoBox([near])
        }
        return state
    }

    private func search(_ query: String, full: Bool) {
        let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else {
            cancelWork("search")
            found = []
            update {
                $0.results = []
                $0.selectedIndex = nil
                $0.isSearching = false
                $0.message = Self.hint(online: finder.typesAheadOnline)
            }
            return
        }
        update { $0.isSearching = true }
        let delay = full || !finder.typesAheadOnline ? Duration.zero : typingDelay
        // Near what the editor's map is centred on: the chosen place, else where the trip ends.
        let near = state.chosen?.point ?? input.near
        run("search") { [weak self, finder, clock] in
            if delay > .zero {
                do { try await clock.sleep(for: delay) } catch { return }
            }
            let answer =
                full
                ? await finder.search(for: trimmed, near: near) : await finder.suggestions(for: trimmed, near: near)
            guard !Task.isCancelled else { return }
            self?.lastSearchWasFull = full
            self?.show(answer, for: trimmed)
        }
    }

    private func show(_ answer: PlaceAnswer, for query: String) {
        found = answer.places
        update { state in
            state.isSearching = false
            state.results = answer.places.map {
                PlaceRow(name: $0.name, detail: places.detail(of: $0), flag: PlaceText.flag($0.countryCode))
            }
            state.selectedIndex = answer.places.isEmpty ? nil : 0
            // The best match is previewed on the map and taken by Done or Enter.
            if let best = answer.places.first { state.chosen = best }
            state.credit = tr("Search: {source}", ["source": answer.source])
            if let failure = answer.fallbackBecause, let failed = answer.failedSource {
                state.message = Self.fallbackNote(failure, source: failed)
            } else if answer.places.isEmpty {
                state.message = tr("No places found for “{query}”.", ["query": query])
            } else {
                state.message = nil
            }
        }
    }

    private func choose(_ index: Int) {
        guard found.indices.contains(index) else { return }
        update {
            $0.selectedIndex = index
            $0.chosen = found[index]
        }
    }

    private func finish() {
        guard let place = state.chosen else { return }
        route(.finished(.done(place, waypointID: input.waypointID)))
    }

    private static func hint(online: Bool) -> String {
        online
            ? tr("Type a place name; press Enter to search OpenStreetMap.")
            : tr("Offline: searching the 34,000 bundled cities.")
    }

    private static func fallbackNote(_ error: PlaceSearchError, source: String) -> String {
        let showing = tr("Showing bundled cities.")
        switch error {
        case .http(let http): return SourceTrouble.http(http).note(about: source, showing: showing)
        case .unreadable: return SourceTrouble.unreadable.note(about: source, showing: showing)
        case .offline: return tr("The bundled cities could not be searched.")
        }
    }
}
