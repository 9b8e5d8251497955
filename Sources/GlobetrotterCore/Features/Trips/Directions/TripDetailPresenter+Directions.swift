import Foundation

/// The travel mode, a leg's turn-by-turn directions, "Open in Maps" and printing.
extension TripDetailPresenter {
    /// Stores the mode and shows its route: the stored one at once (switching
    /// back costs no request), else one request to the mode's server now —
    /// the person chose once, there is nothing to wait out.
    func setTravelMode(_ mode: TravelMode) {
        guard mode != travelMode else { return }
        travelMode = mode
        outcome = nil
        update {
            $0.travel.selected = mode
            $0.directions = nil
        }
        let interactor = interactor
        // The stops do not change: nothing to show again once it is written.
        write(tr("The travel mode was not saved."), stops: nil, other: { try await interactor.setTravelMode(mode) })
        calculateRoute(after: .zero)
        renderRoute()
    }

    /// Opens the directions of the leg ending at stop `id`. A road stored
    /// before directions were asked for is asked for again, once.
    func openDirections(endingAt id: Int64) {
        guard let index = waypoints.firstIndex(where: { $0.id == id }), index > 0 else { return }
        guard let route = outcome?.route, let leg = route.legs[safe: index - 1] else { return }
        if leg.steps == nil && route.source == .osrm {
            update { $0.directions = self.directions(index: index, leg: leg, route: route, loading: true) }
            let stops = waypoints.map(\.point)
            let mode = travelMode
            run("directions") { [weak self, interactor] in
                let fresh = await interactor.freshRoute(for: stops, mode: mode)
                guard let self, !Task.isCancelled, self.waypoints.map(\.point) == stops, self.travelMode == mode,
                    self.state.directions?.stopID == id
                else { return }
                switch fresh {
                case .routed(let fresher):
                    self.outcome = fresh
                    self.renderRoute()
                    guard let leg = fresher.legs[safe: index - 1] else { return }
                    self.update {
                        $0.directions = self.directions(index: index, leg: leg, route: fresher, loading: false)
                    }
                case .straightLines(_, let reason):
                    // The stored road stays on the map and in the leg's figures; the leg says why it has no steps.
                    self.update {
                        $0.directions = self.directions(
                            index: index, leg: leg, route: route, loading: false, unavailable: reason)
                    }
                }
            }
            return
        }
        update { $0.directions = self.directions(index: index, leg: leg, route: route, loading: false) }
    }

    /// - Parameter unavailable: why asking for the leg's steps failed (its stored road is shown).
    private func directions(
        index: Int, leg: RouteLeg, route: Route, loading: Bool, unavailable: RoutingError? = nil
    ) -> LegDirections {
        let from = waypoints[index - 1].place.name, to = waypoints[index].place.name
        let steps = (leg.steps ?? []).map { step in
            DirectionStep(
                instruction: directionsWording.instruction(for: step, destination: to),
                distance: directionsWording.distance(of: step) ?? "",
                point: step.maneuver.location)
        }
        let emptyText: String?
        if loading {
            emptyText = tr("Asking {source} for directions…", ["source": routeSource])
        } else if unavailable == .http(.offline) {
            emptyText = tr("Offline: turn-by-turn directions are not available.")
        } else if case .http(let error)? = unavailable {
            emptyText = SourceTrouble.http(error).sentence(about: routeSource)
        } else if case .unreadable? = unavailable {
            emptyText = SourceTrouble.unreadable.sentence(about: routeSource)
        } else if route.isStraight {
            emptyText = tr("Directions need a road route from {source}.", ["source": routeSource])
        } else if steps.isEmpty {
            emptyText = tr("{source} gave no directions for this leg.", ["source": routeSource])
        } else {
            emptyText = nil
        }
        return LegDirections(
            stopID: waypoints[index].id, title: tr("{from} → {to}", ["from": from, "to": to]),
            summary: wording.legSummary(leg, isStraight: route.isStraight, mode: travelMode), steps: steps,
            emptyText: emptyText)
    }

    /// Centres the map on the step's maneuver and marks it.
    func selectStep(_ index: Int) {
        guard let directions = state.directions, directions.steps.indices.contains(index) else { return }
        update {
            $0.directions?.selectedStep = index
            $0.directions?.focusSerial += 1
        }
    }

    /// "geo:53.550700,9.993000": GNOME Maps (or whichever app handles `geo:`) takes over.
    func openInMaps(_ id: Int64) {
        guard let stop = waypoints.first(where: { $0.id == id }) else { return }
        let uri = String(format: "geo:%.6f,%.6f", stop.point.latitude, stop.point.longitude)
        update { $0.launch = Launch(uri: uri) }
    }

    /// The trip as printed: its name, the route, the stops with their legs, each leg's directions.
    func printTrip() {
        guard state.isContentShown else { return }
        let printed = printedTrip()
        update { $0.printout = PrintRequest(trip: printed) }
    }

    func printedTrip() -> PrintedTrip {
        let route = outcome?.route
        let isStraight = route?.isStraight != false
        let stops = waypoints.enumerated().map { index, stop in
            PrintedTrip.Stop(
                number: String(index + 1), name: stop.place.name, detail: state.rows[safe: index]?.detail ?? "",
                leg: index > 0
                    ? route?.legs[safe: index - 1].map { wording.leg($0, isStraight: isStraight, mode: travelMode) }
                    : nil)
        }
        let legs: [PrintedTrip.Leg] = zip(waypoints.indices.dropFirst(), route?.legs ?? []).map { index, leg in
            let from = waypoints[index - 1].place.name, to = waypoints[index].place.name
            let steps = (leg.steps ?? []).map { directionsWording.sentence(for: $0, destination: to) }
            return PrintedTrip.Leg(
                title: tr(
                    "{from} → {to}: {leg}",
                    [
                        "from": String(index), "to": String(index + 1),
                        "leg": tr("{from} → {to}", ["from": from, "to": to]),
                    ]),
                summary: wording.legSummary(leg, isStraight: isStraight, mode: travelMode),
                steps: steps.isEmpty ? [tr("No turn-by-turn directions for this leg.")] : steps)
        }
        let total = route.map { wording.total(of: $0, mode: travelMode) }
        // The tiles' credit is drawn on the map itself; the route's goes under it.
        let credit = route?.source == .osrm ? tr("Routes: {source}", ["source": routeSource]) : nil
        let travelled = tr(
            "{mode} · {stops}",
            ["mode": TripsWording.travelled(travelMode), "stops": wording.stopCount(waypoints.count)])
        return PrintedTrip(
            title: state.title,
            summary: total.map { tr("{first} · {second}", ["first": travelled, "second": $0]) } ?? travelled,
            stops: stops, legs: legs, line: state.map.line.points, isLineDashed: state.map.line.isDashed,
            pins: waypoints.map(\.point), credit: credit)
    }
}
