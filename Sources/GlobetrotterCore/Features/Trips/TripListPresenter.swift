import Foundation
import OpenCombine

/// The trip list: newest first, "+" adds "New Trip" at the top and opens it,
/// deleting offers Undo. With a Pixabay key a trip shows photos of its
/// destination instead of its route (`TripListPresenter+Photos`).
@MainActor
public final class TripListPresenter: Presenter<TripListState, TripListAction, TripListRoute> {
    private let interactor: any TripListInteracting
    let photoSource: any TripPhotosInteracting
    private let wording: TripsWording
    private var lastDeleted: DeletedTrip?
    /// The trip whose delete question is open.
    private var pendingDelete: Int64?
    /// The file whose swap question is open.
    private var pendingSwap: URL?
    private var keyChanges: AnyCancellable?
    /// What each listed trip's photos are searched by; trips without one show their route.
    var destinations: [Int64: String] = [:]

    public init(
        interactor: any TripListInteracting, photos: any TripPhotosInteracting = NoTripPhotos(),
        wording: TripsWording = TripsWording()
    ) {
        self.interactor = interactor
        self.photoSource = photos
        self.wording = wording
        super.init(initial: TripListState())
        keyChanges = photos.keyChanges.sink { [weak self] in self?.loadPhotos() }
    }

    public override func handle(_ action: TripListAction) {
        switch action {
        case .viewDidLoad, .reload: reload()
        case .addTrip: addTrip()
        case .openTrip(let id): route(.openTrip(id: id))
        case .deleteTrip(let id): delete(id)
        case .answerDeleteQuestion(let choice): answer(choice)
        case .undoDelete: undoDelete()
        case .chooseFileToImport: route(.chooseFileToImport)
        case .importFile(let path): importFile(at: URL(fileURLWithPath: path))
        case .answerSwapQuestion(let importSwapped): answerSwapQuestion(importSwapped)
        case .photoUnreadable(let id, let path): dropPhotos(ofTrip: id, showing: path)
        }
    }

    public override func completing(_ state: TripListState) -> TripListState {
        var state = state
        state.photoCredit = state.photos.isEmpty ? nil : TripPhotoWording.listCredit
        return state
    }

    /// Reads the file off the main thread; one trip opens, several are listed.
    private func importFile(at url: URL, order: CoordinateOrder = .longitudeFirst) {
        let fileName = url.lastPathComponent
        update { $0.importing = tr("Importing “{file}”…", ["file": fileName]) }
        run("import-\(url.path)") { [weak self, interactor] in
            do throws(TripImportError) {
                let trips = try await interactor.importTrips(from: url, order: order)
                self?.reload()
                await self?.workFinished("load")
                self?.showToast(TripFilesWording.imported(trips))
                if trips.count == 1, let trip = trips.first { self?.route(.openTrip(id: trip.id)) }
                // Cleared last: "not importing" means the trips are listed and one is open.
                self?.update { $0.importing = nil }
            } catch .coordinatesLookSwapped(let reading) {
                guard let self else { return }
                self.pendingSwap = url
                let question = TripSwapQuestion(fileName: fileName, reading: reading)
                self.update {
                    $0.importing = nil
                    $0.swapQuestion = question
                }
            } catch {
                guard let self else { return }
                let alert = Alert(
                    heading: TripFilesWording.importHeading(fileName: fileName),
                    body: TripFilesWording.sentence(for: error))
                self.update {
                    $0.importing = nil
                    $0.alert = alert
                }
            }
        }
    }

    /// "Import Swapped" reads the file again, latitude first; "Cancel" imports nothing.
    private func answerSwapQuestion(_ importSwapped: Bool) {
        let url = pendingSwap
        pendingSwap = nil
        update { $0.swapQuestion = nil }
        if importSwapped, let url { importFile(at: url, order: .latitudeFirst) }
    }

    private func reload() {
        run("load") { [weak self, interactor] in
            do {
                let trips = try await interactor.trips()
                guard !Task.isCancelled, let self else { return }
                self.destinations = Self.destinations(of: trips)
                self.update {
                    $0.rows = trips.map(self.row)
                    $0.photos = $0.photos.filter { self.destinations[$0.key] != nil }
                    $0.problem = nil
                    $0.isContentShown = true
                }
                self.loadPhotos()
            } catch {
                self?.update {
                    $0.problem = tr("Your trips could not be read.")
                    $0.isContentShown = true
                }
            }
        }
    }

    private func addTrip() {
        run("add") { [weak self, interactor] in
            do {
                let trip = try await interactor.createTrip(named: TripsWording.newTripName)
                self?.reload()
                await self?.workFinished("load")
                self?.route(.openNewTrip(id: trip.id))
            } catch {
                self?.showToast(tr("The trip could not be saved."))
            }
        }
    }

    /// Asks first when the trip has to-do items: keep them on the To-Do page, or delete them too.
    private func delete(_ id: Int64) {
        guard let row = state.rows.first(where: { $0.id == id }) else { return }
        run("delete") { [weak self, interactor] in
            let count = (try? await interactor.toDoCount(ofTrip: id)) ?? 0
            guard let self else { return }
            if let question = TripItemsQuestion(trip: Trip(id: id, name: row.name), itemCount: count) {
                self.pendingDelete = id
                self.update { $0.deleteQuestion = question }
            } else {
                self.delete(id, items: .keep)
            }
        }
    }

    private func answer(_ choice: TripItemsChoice?) {
        let id = pendingDelete
        pendingDelete = nil
        update { $0.deleteQuestion = nil }
        if let id, let choice { delete(id, items: choice) }
    }

    private func delete(_ id: Int64, items: TripItemsChoice) {
        let name = state.rows.first { $0.id == id }?.name ?? ""
        run("delete") { [weak self, interactor] in
            do {
                guard let deleted = try await interactor.deleteTrip(id: id, items: items) else { return }
                self?.lastDeleted = deleted
                self?.update {
                    $0.rows.removeAll { $0.id == id }
                    $0.photos[id] = nil
                }
                self?.showToast(tr("“{name}” deleted", ["name": QuotedName.short(name)]), action: tr("Undo"))
            } catch {
                self?.showToast(tr("The trip could not be deleted."))
            }
        }
    }

    private func undoDelete() {
        guard let deleted = lastDeleted else { return }
        lastDeleted = nil
        run("delete") { [weak self, interactor] in
            do {
                try await interactor.restore(deleted)
                self?.reload()
            } catch {
                self?.showToast(tr("The trip could not be restored."))
            }
        }
    }

    private func showToast(_ message: String, action: String? = nil) {
        update { $0.toast = Toast(text: message, actionLabel: action) }
    }

    private func row(_ summary: TripSummary) -> TripRow {
        let route = summary.route ?? .straightLines(through: summary.stops)
        return TripRow(
            id: summary.id, name: summary.trip.name, summary: wording.figures(of: summary),
            stops: summary.stops, line: route.line, isLineStraight: route.isStraight)
    }
}
