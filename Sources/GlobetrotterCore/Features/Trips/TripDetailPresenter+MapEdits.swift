import Foundation

/// Changes made on the map and by the router: a pin dragged elsewhere,
/// "Add Stop Here", and "Optimise Order" — each undone by one Undo.
extension TripDetailPresenter {
    /// A stop dropped less than this far away keeps its name (a nudge to
    /// the right street); farther, it is named after where it now is.
    static let renameDistance = 5_000.0

    /// Shows the stop where it was dropped at once, then names the place and saves it.
    func relocate(_ id: Int64, to point: GeoPoint) {
        guard let index = waypoints.firstIndex(where: { $0.id == id }) else { return }
        let old = waypoints[index].place
        var moved = waypoints
        moved[index].place.point = point
        show(moved, refit: false)
        run("name-\(id)") { [weak self, interactor] in
            var place = old
            place.point = point
            if GeoMath.distance(from: old.point, to: point) > Self.renameDistance,
                let named = await interactor.place(at: point)
            {
                place = named
            }
            guard let self else { return }
            self.undoable = .edited(id: id, was: old)
            let moved = place
            let message =
                place.name == old.name
                ? tr("“{name}” moved", ["name": QuotedName.short(old.name)])
                : tr(
                    "“{old}” moved to {new}", ["old": QuotedName.short(old.name), "new": QuotedName.short(place.name)])
            self.change(
                Self.changeNotSaved(old), saved: { [weak self] in self?.showToast(message, action: tr("Undo")) }
            ) { try await interactor.update(id: id, to: moved) }
        }
    }

    /// Appends a stop at `point`, named after the town there.
    func addStop(at point: GeoPoint) {
        run("add-here") { [weak self, interactor] in
            let place = await interactor.place(at: point) ?? Place(name: TripsWording.coordinates(point), point: point)
            guard let self else { return }
            self.change(
                tr("“{name}” was not added.", ["name": place.name]), refit: false,
                saved: { [weak self] in self?.showToast(tr("“{name}” added", ["name": QuotedName.short(place.name)])) }
            ) { try await interactor.append(place) }
        }
    }

    /// Asks the router for the shortest order; applies it with Undo, or says why not.
    func optimiseOrder() {
        let stops = waypoints
        guard stops.count > 3, !state.isOptimising else { return }
        let before = outcome.flatMap { $0.route.isStraight ? nil : $0.route.distance }
        update { $0.isOptimising = true }
        run("optimise") { [weak self, interactor] in
            let mode = self?.travelMode ?? .car
            let result = await interactor.optimisedOrder(for: stops.map(\.point), mode: mode)
            guard let self else { return }
            self.update { $0.isOptimising = false }
            guard self.waypoints.map(\.id) == stops.map(\.id) else { return }
            switch result {
            case .reordered(let order):
                let ids = order.map { stops[$0].id }
                let after = await interactor.storedRoute(for: order.map { stops[$0].point }, mode: mode)?.distance
                self.undoable = .reordered(was: stops.map(\.id))
                let message = self.wording.optimised(before: before, after: after)
                self.change(
                    tr("The new order was not saved."),
                    saved: { [weak self] in self?.showToast(message, action: tr("Undo")) }
                ) { try await interactor.reorder(ids: ids) }
            case .unchanged:
                self.showToast(tr("The stops are already in the shortest order."))
            case .failed(let error):
                self.showToast(self.wording.optimiseFailure(error, source: self.routeSource))
            }
        }
    }
}
