import Foundation
import OpenCombine

/// A trip's page: its name (saved as typed), its stops in order, the map
/// of them and the route through them with its totals.
///
/// Routing waits until the person has stopped changing the stops for
/// `rerouteDelay` (no request per keystroke or per Alt+Down), except when
/// the exact stop list was routed before: the stored route shows at once.
@MainActor
public final class TripDetailPresenter: Presenter<TripDetailState, TripDetailAction, TripDetailRoute> {
    let interactor: any TripDetailInteracting
    let wording: TripsWording
    /// A leg's steps in words; it keeps the step distances it has formatted.
    lazy var directionsWording = DirectionsWording(wording: wording)
    let places: PlaceText
    private let clock: any Clock<Duration>
    private let rerouteDelay: Duration
    /// A trip just created: its name is offered to type over once it is read.
    private let isNew: Bool
    private(set) var waypoints: [Waypoint] = []
    /// Set whenever the stops' points change (`show`), so the map's line,
    /// made from it and the stops, is made again only then (see `MapLine`).
    var outcome: RouteOutcome? { didSet { line = nil } }
    private var line: MapLine?
    /// Car, Bicycle or On Foot, as stored with the trip.
    var travelMode: TravelMode = .car
    var undoable: Undoable?
    /// The newest write; each waits for the one before.
    var lastWrite: Task<Void, Never>?
    /// The database's refusal has been said since the last change it took:
    /// one toast for a run of refused changes, not one per keystroke.
    private var refusalSaid = false
    /// The store's announcements of the trip's to-do items (see `followChecklist`).
    var checklistFollowing: AnyCancellable?
    /// Where the trip's days get holidays, rates and the daily limit.
    let daysSources: TripDaysSources
    let daysWording: TripDaysWording
    /// The start date, and the holidays and rates asked for so far.
    var daysKnowledge = TripDaysKnowledge()

    enum Undoable {
        case removed(Waypoint)
        case moved(id: Int64, from: Int)
        case edited(id: Int64, was: Place)
        /// The order before "Optimise Order".
        case reordered(was: [Int64])
    }

    public init(
        tripID: Int64, isNew: Bool = false, interactor: any TripDetailInteracting, places: PlaceText,
        wording: TripsWording = TripsWording(), clock: any Clock<Duration> = ContinuousClock(),
        rerouteDelay: Duration = .milliseconds(800), days: TripDaysSources = .datesOnly,
        daysWording: TripDaysWording = TripDaysWording()
    ) {
        daysSources = days
        self.daysWording = daysWording
        self.isNew = isNew
        self.interactor = interactor
        self.wording = wording
        self.places = places
        self.clock = clock
        self.rerouteDelay = rerouteDelay
        var initial = TripDetailState()
        initial.tripID = tripID
        super.init(initial: initial)
    }

    public override func handle(_ action: TripDetailAction) {
        switch action {
        case .viewDidLoad:
            load()
            followChecklist()
        case .rename(let name): rename(name)
        case .addStop:
            route(.editStop(WaypointEditorInput(waypointID: nil, place: nil, near: waypoints.last?.point)))
        case .editStop(let id):
            guard let stop = waypoints.first(where: { $0.id == id }) else { return }
            route(.editStop(WaypointEditorInput(waypointID: id, place: stop.place, near: stop.point)))
        case .deleteStop(let id): delete(id)
        case .moveStop(let id, let offset):
            guard let index = waypoints.firstIndex(where: { $0.id == id }) else { return }
            move(id, to: index + offset)
        case .moveStopTo(let id, let index): move(id, to: index)
        case .select(let id): update { $0.selectedID = id }
        case .undo: undo()
        case .retryRoute:
            // "Calculating…" while the new request runs, not the failure it retries.
            outcome = nil
            calculateRoute(after: .zero)
        case .goBack: route(.back)
        case .stopEdited(.done(let place, let id)): save(place, as: id)
        case .stopEdited(.cancelled): break
        case .chooseExportFile(let format):
            route(.chooseExportFile(suggestedName: format.suggestedFileName(for: state.title)))
        case .export(let path): export(to: URL(fileURLWithPath: path))
        case .optimiseOrder: optimiseOrder()
        case .relocateStop(let id, let point): relocate(id, to: point)
        case .addStopHere(let point): addStop(at: point)
        case .toggleChecklistItem(let id): toggleChecklistItem(id)
        case .setTravelMode(let mode): setTravelMode(mode)
        case .openDirections(let id): openDirections(endingAt: id)
        case .closeDirections: update { $0.directions = nil }
        case .selectStep(let index): selectStep(index)
        case .openInMaps(let id): openInMaps(id)
        case .print: printTrip()
        case .printFailed:
            showToast(tr("“{name}” could not be printed.", ["name": QuotedName.short(state.title)]), isUrgent: true)
        case .setStartDate(let date): setStartDate(date)
        case .changeNights(let id, let change): changeNights(of: id, by: change)
        case .openHoliday(let index): openHoliday(index)
        case .openCurrency(let index): openCurrency(index)
        case .chooseCalendarFile: chooseCalendarFile()
        case .exportCalendar(let path): exportCalendar(to: URL(fileURLWithPath: path))
        }
    }

    /// Waits for pending writes (the name just typed), then writes the file off the main thread.
    private func export(to url: URL) {
        let pending = lastWrite
        run("export") { [weak self, interactor] in
            await pending?.value
            do throws(TripExportError) {
                try await interactor.export(to: url)
                self?.showToast(TripFilesWording.exported(fileName: url.lastPathComponent))
            } catch {
                guard let self else { return }
                let alert = Alert(
                    heading: TripFilesWording.exportHeading(fileName: url.lastPathComponent),
                    body: TripFilesWording.sentence(for: error))
                self.update { $0.alert = alert }
            }
        }
    }

    public override func completing(_ state: TripDetailState) -> TripDetailState {
        var state = state
        let trimmed = state.name.trimmingCharacters(in: .whitespaces)
        state.title = trimmed.isEmpty ? tr("Untitled Trip") : trimmed
        state.canOptimise = state.rows.count > 3 && !state.isOptimising
        state.map.pins = state.map.pins.map { pin in
            var pin = pin
            pin.isSelected = pin.id == state.selectedID
            return pin
        }
        state.map.accessibleName = TripsWording.map(of: state.title, stops: state.rows.count)
        state.map.accessibleDescription = TripsWording.mapDescription(stops: state.rows.map(\.name))
        return state
    }

    // MARK: Loading and saving

    private func load() {
        // The stops' regions are looked up when the days are shown: read iso-codes' list meanwhile.
        Task.detached(priority: .utility) { [regions = daysSources.regions] in regions.prepare() }
        run("load") { [weak self, interactor] in
            do {
                let trip = try await interactor.trip()
                let stops = try await interactor.waypoints()
                let mode = trip?.travelMode ?? .car
                // Read with the stops, so a stored road shows with them: no "Calculating…" first.
                let stored = await interactor.storedRoute(for: stops.map(\.point), mode: mode)
                guard let self, !Task.isCancelled else { return }
                self.travelMode = mode
                self.daysKnowledge.startDate = trip?.startDate
                self.update {
                    $0.travel.selected = mode
                    $0.name = trip?.name ?? ""
                    if self.isNew { $0.nameSelections += 1 }
                }
                self.show(stops, refit: true, storedRoute: stored)
                self.update { $0.isContentShown = true }
            } catch {
                self?.update {
                    $0.problem = tr("This trip could not be read.")
                    $0.isContentShown = true
                }
            }
        }
    }

    private func rename(_ name: String) {
        update { $0.name = name }
        // Each keystroke is written, in order, so the last one typed is the one kept.
        let interactor = interactor
        write(tr("The trip’s name was not saved."), stops: nil, other: { try await interactor.rename(to: name) })
    }

    /// Runs a change to the stops, then shows them with what the store says it changed.
    /// - Parameters:
    ///   - unsaved: what the page says when the change is refused ("“Lyon” was not added.").
    ///   - saved: what follows once it is stored (its toast, with Undo).
    func change(
        _ unsaved: String, refit: Bool = false, saved: (@MainActor @Sendable () -> Void)? = nil,
        _ body: @escaping @Sendable () async throws -> StopsChange
    ) {
        write(unsaved, stops: body, refit: refit, saved: saved)
    }

    /// Every write of this page runs after the one before, in the order they
    /// were made: a delete right after a move must not overtake it, nor an
    /// older keystroke of the name a newer one. `workFinished("write")` waits
    /// for all of them. A write of the stops returns what it changed, which
    /// the page applies to the stops it shows: no stop is read back.
    ///
    /// A refused write fails at once (SQLite is not asked to wait for a lock),
    /// and is said once: a toast with why and what still works, the first
    /// time, and on the page what was not saved, until a change is saved
    /// again. The page then shows the stops as stored (read again, the one
    /// time it must), so a change shown before it was written (a move) is taken back.
    func write(
        _ unsaved: String, stops body: (@Sendable () async throws -> StopsChange)?,
        refit: Bool = false, saved: (@MainActor @Sendable () -> Void)? = nil,
        other: (@Sendable () async throws -> Void)? = nil
    ) {
        let previous = lastWrite
        let task = Task { [weak self, interactor] in
            await previous?.value
            let change: StopsChange?
            do {
                try await other?()
                change = try await body?()
            } catch {
                self?.notSaved(unsaved, because: SaveFailure(error))
                if body != nil, let stored = try? await interactor.waypoints() { self?.show(stored, refit: false) }
                return
            }
            guard let self else { return }
            self.wasSaved()
            saved?()
            if let change { self.show(change.applied(to: self.waypoints), refit: refit) }
        }
        lastWrite = task
        run("write") { await task.value }
    }

    /// The change was refused: said on the page, and the first time in a run of refusals, in a toast.
    private func notSaved(_ unsaved: String, because failure: SaveFailure) {
        undoable = nil
        update { $0.unsaved = unsaved }
        guard !refusalSaid else { return }
        refusalSaid = true
        showToast(TripsWording.refusal(failure), isUrgent: true)
    }

    private func wasSaved() {
        refusalSaid = false
        if state.unsaved != nil { update { $0.unsaved = nil } }
    }

    func save(_ place: Place, as id: Int64?) {
        let interactor = interactor
        if let id, let old = waypoints.first(where: { $0.id == id }) {
            undoable = .edited(id: id, was: old.place)
            change(Self.changeNotSaved(old.place), refit: true) { try await interactor.update(id: id, to: place) }
        } else {
            change(tr("“{name}” was not added.", ["name": place.name]), refit: true) {
                try await interactor.append(place)
            }
        }
    }

    /// "The change to “Lübeck” was not saved."
    static func changeNotSaved(_ place: Place) -> String {
        tr("The change to “{name}” was not saved.", ["name": place.name])
    }

    private func delete(_ id: Int64) {
        guard let stop = waypoints.first(where: { $0.id == id }) else { return }
        let interactor = interactor
        undoable = .removed(stop)
        if state.selectedID == id { update { $0.selectedID = nil } }
        change(
            tr("“{name}” was not removed.", ["name": stop.place.name]),
            saved: { [weak self] in
                self?.showToast(tr("“{name}” removed", ["name": QuotedName.short(stop.place.name)]), action: tr("Undo"))
            }
        ) { try await interactor.delete(id: id) }
    }

    private func move(_ id: Int64, to index: Int) {
        guard let from = waypoints.firstIndex(where: { $0.id == id }), (0..<waypoints.count).contains(index),
            index != from
        else { return }
        let interactor = interactor
        undoable = .moved(id: id, from: from)
        // Shown at once; the store follows.
        show(StopsChange.moved(id: id, to: index).applied(to: waypoints), refit: false)
        change(tr("The new order was not saved.")) { try await interactor.move(id: id, to: index) }
    }

    private func undo() {
        guard let undoable else { return }
        self.undoable = nil
        let interactor = interactor
        switch undoable {
        case .removed(let stop):
            change(tr("“{name}” was not put back.", ["name": stop.place.name])) { try await interactor.restore(stop) }
        case .moved(let id, let from):
            change(tr("The new order was not saved.")) { try await interactor.move(id: id, to: from) }
        case .edited(let id, let place):
            change(Self.changeNotSaved(place), refit: true) { try await interactor.update(id: id, to: place) }
        case .reordered(let ids):
            change(tr("The new order was not saved.")) { try await interactor.reorder(ids: ids) }
        }
    }

    func showToast(_ message: String, action: String? = nil, isUrgent: Bool = false) {
        update { $0.toast = Toast(text: message, actionLabel: action, isUrgent: isUrgent) }
    }

    // MARK: Showing the stops and their route

    /// - Parameter storedRoute: the road already stored for `stops`, if the caller read it.
    func show(_ stops: [Waypoint], refit: Bool, storedRoute: Route? = nil) {
        let stopsChanged = stops.map(\.point) != waypoints.map(\.point)
        waypoints = stops
        if let storedRoute {
            outcome = .routed(storedRoute)
        } else if stopsChanged {
            outcome = nil
        }
        update { state in
            state.map.pins = stops.enumerated().map { index, stop in
                .init(
                    id: stop.id, label: String(index + 1),
                    accessibleName: TripsWording.pin(number: index + 1, name: stop.place.name),
                    point: stop.point, isSelected: false)
            }
            if refit || state.map.fitBox == nil { state.map.fitBox = GeoBox(stops.map(\.point)) }
        }
        if outcome == nil { calculateRoute(after: rerouteDelay) }
        renderRoute()
    }

    func calculateRoute(after delay: Duration) {
        let stops = waypoints.map(\.point)
        let mode = travelMode
        run("route") { [weak self, interactor, clock] in
            if let stored = await interactor.storedRoute(for: stops, mode: mode) {
                self?.outcome = .routed(stored)
                self?.renderRoute()
                return
            }
            self?.renderRoute()
            guard stops.count > 1 else { return }
            do { try await clock.sleep(for: delay) } catch { return }
            let outcome = await interactor.route(for: stops, mode: mode)
            guard !Task.isCancelled, let self, self.waypoints.map(\.point) == stops, self.travelMode == mode else {
                return
            }
            self.outcome = outcome
            self.renderRoute()
        }
    }

    /// The mode's routing service, as named in credits and notes.
    var routeSource: String { interactor.routeCredit(for: travelMode) ?? ModeRouters.credit(for: travelMode) }

    func renderRoute() {
        let stops = waypoints
        let route = outcome?.route
        let days = itineraryState()
        let startDate = daysKnowledge.startDate
        update { state in
            state.rows = stops.enumerated().map { index, stop in
                let leg = index > 0 ? route?.legs[safe: index - 1] : nil
                let isStraight = route?.isStraight != false
                let detail = places.detail(of: stop.place)
                let stay = startDate == nil ? nil : days?.0.stops[safe: index].map(daysWording.stayLine)
                return WaypointRow(
                    id: stop.id, number: String(index + 1), name: stop.place.name, detail: detail,
                    flag: PlaceText.flag(stop.place.countryCode),
                    leg: leg.map { wording.leg($0, isStraight: isStraight, mode: travelMode) },
                    hasDirections: leg?.steps != nil || (leg != nil && route?.source == .osrm),
                    stay: stay,
                    canStayShorter: stop.nights(count: stops.count) > 0,
                    canMoveUp: index > 0, canMoveDown: index < stops.count - 1,
                    accessibleName: TripsWording.stopRow(
                        number: index + 1, count: stops.count, name: stop.place.name, detail: detail,
                        leg: leg.map { wording.spokenLeg($0, isStraight: isStraight, mode: travelMode) }, stay: stay),
                    menuName: TripsWording.stopMenu(name: stop.place.name),
                    directionsName: TripsWording.directions(to: stop.place.name))
            }
            state.startDate = startDate
            state.calendarDay = startDate ?? LocalDate.today(now: daysSources.now())
            state.startDateText = daysWording.startDate(startDate)
            state.days = days?.0
            state.dayItems = days?.0.items(hasStartDate: startDate != nil) ?? []
            state.canExportCalendar = startDate != nil && !stops.isEmpty
            if line == nil {
                let points = stops.map(\.point)
                line = MapLine(
                    stops.count > 1 ? (route?.line ?? Route.straightLines(through: points).line) : [],
                    isDashed: route?.isStraight ?? true)
            }
            state.map.line = line ?? .none
            state.map.routeCredit =
                route?.source == .osrm ? tr("Routes: {source}", ["source": routeSource]) : nil
            state.isCalculating = stops.count > 1 && outcome == nil
            switch (stops.count, outcome) {
            case (0...1, _):
                state.total = ""
                state.routeNote = nil
                state.canRetryRoute = false
            case (_, nil):
                state.total = tr("Total distance: {total}", ["total": tr("Calculating…")])
                state.routeNote = nil
                state.canRetryRoute = false
            case (_, .routed(let route)?):
                state.total = tr("Total distance: {total}", ["total": wording.total(of: route, mode: travelMode)])
                state.routeNote = nil
                state.canRetryRoute = false
            case (_, .straightLines(let route, let reason)?):
                state.total = tr("Total distance: {total}", ["total": wording.total(of: route, mode: travelMode)])
                state.routeNote = wording.routingNote(reason, source: routeSource)
                state.canRetryRoute = reason != .http(.offline) && reason != .tooManyStops
            }
        }
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
