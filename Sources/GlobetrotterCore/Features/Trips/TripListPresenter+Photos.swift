import Foundation

/// The list's photos: after every read of the list (and whenever the key
/// changes) each trip with a destination asks for its photos, top row
/// first, one after another: Pixabay spaces searches anyway, and the rows
/// in view come first. A trip keeps what it showed until its answer comes;
/// any failure, and no key, leave its route thumbnail.
extension TripListPresenter {
    func loadPhotos() {
        let wanted = state.rows.compactMap { row in destinations[row.id].map { (id: row.id, destination: $0) } }
        run("photos") { [weak self, photoSource] in
            for trip in wanted {
                let outcome = await photoSource.photos(for: trip.destination)
                guard !Task.isCancelled, let self else { return }
                self.update {
                    switch outcome {
                    case .photos(let photos): $0.photos[trip.id] = photos.prefix(2).map(\.file.path)
                    case .unavailable: $0.photos[trip.id] = nil
                    }
                }
            }
        }
    }

    /// A photo the view could not decode: the trip shows its other photo,
    /// or its route when it has none left.
    func dropPhotos(ofTrip id: Int64, showing path: String) {
        guard var paths = state.photos[id], paths.contains(path) else { return }
        paths.removeAll { $0 == path }
        update { $0.photos[id] = paths.isEmpty ? nil : paths }
    }

    static func destinations(of trips: [TripSummary]) -> [Int64: String] {
        var destinations: [Int64: String] = [:]
        for trip in trips {
            destinations[trip.id] = TripDestination.name(tripName: trip.trip.name, lastStop: trip.lastStopName)
        }
        return destinations
    }
}
