import Foundation

/// Trips in and out of files: import reads a GPX, GeoJSON or sample file
/// and stores its trips in one transaction (nameless stops named after the
/// nearest city, stops without a country given the nearest city's); export writes a trip with its stops and, when it has one,
/// its road route's line.
public struct TripFiles: Sendable {
    private let store: TripStore
    private let naming: any PlaceNaming
    private let cities: (any NearestCityFinding)?

    /// - Parameter cities: the bundled cities, which give stops without a
    ///   country the country of the nearest; nil leaves them without.
    public init(store: TripStore, naming: any PlaceNaming, cities: (any NearestCityFinding)? = nil) {
        self.store = store
        self.naming = naming
        self.cities = cities
    }

    /// Reads, checks and stores every trip in the file, or none.
    /// - Parameter order: how GeoJSON positions are read; read longitude
    ///   first (the standard), a file whose positions all lie far from any
    ///   town but near towns the other way round is not imported but
    ///   reported (`coordinatesLookSwapped`), for the person to choose.
    public func importTrips(
        from url: URL, order: CoordinateOrder = .longitudeFirst
    ) async throws(TripImportError) -> [Trip] {
        let data: Data
        do {
            let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? 0
            // Refused before reading: a mistaken choice of a huge file costs nothing.
            guard size <= TripFileReader.byteLimit else { throw TripImportError.content(.tooLarge(bytes: size)) }
            data = try Data(contentsOf: url)
        } catch let error as TripImportError {
            throw error
        } catch {
            throw .unreadable(FileTrouble(error))
        }
        let fallbackName = url.deletingPathExtension().lastPathComponent
        let documents: [TripDocument]
        do {
            documents = try TripFileReader.trips(in: data, fallbackName: fallbackName, order: order)
        } catch {
            throw .content(error)
        }
        if order == .longitudeFirst, let cities,
            let swapped = try? TripFileReader.trips(in: data, fallbackName: fallbackName, order: .latitudeFirst),
            swapped != documents,
            let reading = await SwappedCoordinates.reading(of: documents, swapped: swapped, cities: cities)
        {
            throw .coordinatesLookSwapped(reading)
        }
        var trips: [ImportedTrip] = []
        for document in documents { trips.append(await imported(document)) }
        do {
            return try store.importTrips(trips)
        } catch {
            DiagnosticLog.warning("Storing the trips of \(url.path) failed: \(error)")
            throw .notSaved
        }
    }

    /// Writes the trip to `url` (atomically) in the format its extension names.
    public func export(tripID: Int64, to url: URL) async throws(TripExportError) {
        let document: TripDocument
        do {
            guard let trip = try store.trip(id: tripID) else { throw TripExportError.noTrip }
            let stops = try store.waypoints(ofTrip: tripID).map(\.place)
            // The line of the mode the trip is travelled in, as its page shows it.
            let route = try store.storedRoute(for: stops.map(\.point), mode: trip.travelMode)
            // Straight lines are not a way anyone drove: only a real route is written as the line.
            let line = route.map { $0.isStraight ? [] : $0.line } ?? []
            document = TripDocument(name: trip.name, stops: stops, line: line)
        } catch let error as TripExportError {
            throw error
        } catch {
            throw .noTrip
        }
        do {
            let data =
                switch TripFileFormat(fileName: url.lastPathComponent) {
                case .gpx: Data(GPXWriter.gpx(document).utf8)
                case .geoJSON: try GeoJSONWriter.geoJSON(document)
                }
            try data.write(to: url, options: .atomic)
        } catch {
            throw .notWritten(FileTrouble(error))
        }
    }

    /// Writes the trip's days as an iCalendar file (made by `TripCalendarWriter`).
    public func writeCalendar(_ text: String, to url: URL) async throws(TripExportError) {
        do {
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw .notWritten(FileTrouble(error))
        }
    }

    /// The document as stored: named stops (a track alone gets its two ends)
    /// and its line as their route when it passes them.
    private func imported(_ document: TripDocument) async -> ImportedTrip {
        var stops = document.stops
        if stops.isEmpty, let first = document.line.first, let last = document.line.last {
            stops = [Place(name: "", point: first), Place(name: "", point: last)]
        }
        for index in stops.indices where stops[index].name.trimmingCharacters(in: .whitespaces).isEmpty {
            let point = stops[index].point
            stops[index] = await naming.place(at: point) ?? Place(name: TripsWording.coordinates(point), point: point)
        }
        for index in stops.indices where stops[index].countryCode == nil && stops[index].countryName == nil {
            stops[index].countryCode = await country(at: stops[index].point)
        }
        let route = DrawnRoute.route(along: document.line, through: stops.map(\.point))
        return ImportedTrip(name: document.name, stops: stops, route: route)
    }

    /// The country of the bundled city nearest `point`, as the place search
    /// gives a city's; none out at sea or in a wilderness, far from any town.
    private func country(at point: GeoPoint) async -> String? {
        guard let nearby = await cities?.nearestCity(to: point), nearby.distance <= NearbyCity.countryReach else {
            return nil
        }
        return nearby.city.countryCode
    }
}
