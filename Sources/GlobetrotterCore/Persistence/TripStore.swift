import Foundation
import GRDB

/// Trips, their ordered waypoints and the routes calculated for them, in the
/// user's database. Every call is one committed transaction: whatever
/// returned has been written, so a crash or SIGKILL afterwards loses nothing.
public final class TripStore: Sendable {
    private let writer: any DatabaseWriter

    public init(database: AppDatabase) {
        writer = database.writer
    }

    static func createTables(_ db: Database) throws {
        try db.create(table: "trip") { table in
            table.autoIncrementedPrimaryKey("id")
            table.column("name", .text).notNull()
        }
        try db.create(table: "waypoint") { table in
            table.autoIncrementedPrimaryKey("id")
            table.belongsTo("trip", onDelete: .cascade).notNull()
            table.column("position", .integer).notNull()
            table.column("name", .text).notNull()
            table.column("region", .text)
            table.column("countryCode", .text)
            table.column("countryName", .text)
            table.column("latitude", .double).notNull()
            table.column("longitude", .double).notNull()
        }
        try db.create(index: "waypoint_order", on: "waypoint", columns: ["tripId", "position"])
        // A route is stored under its exact stop list, so reopening a trip
        // (or undoing a change) needs no request and works offline.
        try db.create(table: "storedRoute") { table in
            table.primaryKey("stops", .text)
            table.column("source", .text).notNull()
            /// `[{"distance":…,"duration":…}]`, one per leg.
            table.column("legs", .text).notNull()
            /// The line as packed little-endian Int32 pairs (latitude, longitude) in
            /// millionths of a degree: 8 bytes a point, read without a parser.
            table.column("line", .blob).notNull()
        }
    }

    // MARK: Trips

    /// Every trip, newest first, without its stops: what a list of names needs
    /// (a road's legs carry every turn, too much to read for a name).
    public func tripsOnly() throws -> [Trip] {
        try writer.read { db in
            try Row.fetchAll(db, sql: "SELECT id, name, travelMode, startDate FROM trip ORDER BY id DESC").map(
                Self.trip)
        }
    }

    /// Every trip, newest first, with its stops and stored route.
    public func trips() throws -> [TripSummary] {
        try writer.read { db in
            let trips = try Row.fetchAll(db, sql: "SELECT id, name, travelMode, startDate FROM trip ORDER BY id DESC")
                .map(Self.trip)
            var stops: [Int64: [GeoPoint]] = [:]
            var lastStopNames: [Int64: String] = [:]
            for waypoint in try WaypointRecord.order(Column("tripId"), Column("position")).fetchAll(db) {
                stops[waypoint.tripId, default: []].append(waypoint.waypoint.point)
                lastStopNames[waypoint.tripId] = waypoint.name
            }
            return try trips.map { trip in
                let points = stops[trip.id] ?? []
                return TripSummary(
                    trip: trip, stops: points, route: try Self.route(for: points, mode: trip.travelMode, in: db),
                    lastStopName: lastStopNames[trip.id])
            }
        }
    }

    public func trip(id: Int64) throws -> Trip? {
        try writer.read { db in
            try Row.fetchOne(db, sql: "SELECT id, name, travelMode, startDate FROM trip WHERE id = ?", arguments: [id])
                .map(
                    Self.trip)
        }
    }

    /// A `trip` row; a mode this build does not know reads as the car, a start date it cannot read as none.
    private static func trip(_ row: Row) -> Trip {
        Trip(
            id: row["id"], name: row["name"], travelMode: TravelMode(rawValue: row["travelMode"] ?? "") ?? .car,
            startDate: (row["startDate"] as String?).flatMap { LocalDate(iso: $0) })
    }

    /// How the trip is travelled; its routes are kept per mode, so switching back costs no request.
    public func setTravelMode(_ mode: TravelMode, ofTrip id: Int64) throws {
        try writer.write { db in
            try db.execute(sql: "UPDATE trip SET travelMode = ? WHERE id = ?", arguments: [mode.rawValue, id])
        }
    }

    /// Trips learn their travel mode (an older database's trips are driven).
    static func addTravelMode(_ db: Database) throws {
        try db.alter(table: "trip") { table in
            table.add(column: "travelMode", .text).notNull().defaults(to: TravelMode.car.rawValue)
        }
    }

    /// Trips learn their start date (none: no dates) and stops their nights
    /// (NULL: the default, one at every stop but the last, wherever the stop
    /// moves). An older database's trips read as before: no dates.
    static func addDays(_ db: Database) throws {
        try db.alter(table: "trip") { table in
            table.add(column: "startDate", .text)
        }
        try db.alter(table: "waypoint") { table in
            table.add(column: "nights", .integer)
        }
    }

    /// Stops learn their region's ISO 3166-2 code (NULL: not known when the
    /// stop was added; the days then resolve its region's name). Frozen: a
    /// later change is a new migration.
    static func addRegionCode(_ db: Database) throws {
        try db.alter(table: "waypoint") { table in
            table.add(column: "regionCode", .text)
        }
    }

    /// The trip's first day, or none (`nil`): then it has no dates.
    public func setStartDate(_ date: LocalDate?, ofTrip id: Int64) throws {
        try writer.write { db in
            try db.execute(
                sql: "UPDATE trip SET startDate = ? WHERE id = ?", arguments: [date?.description, id])
        }
    }

    /// The nights spent at a stop (0 = passing through; negative counts as 0), or `nil` for the default.
    /// - Returns: whether the stop was there.
    @discardableResult
    public func setNights(_ nights: Int?, ofWaypoint id: Int64) throws -> Bool {
        try writer.write { db in
            try db.execute(
                sql: "UPDATE waypoint SET nights = ? WHERE id = ?", arguments: [nights.map { max(0, $0) }, id])
            return db.changesCount > 0
        }
    }

    public func createTrip(named name: String) throws -> Trip {
        try writer.write { db in
            try db.execute(sql: "INSERT INTO trip(name) VALUES (?)", arguments: [name])
            return Trip(id: db.lastInsertedRowID, name: name)
        }
    }

    public func renameTrip(id: Int64, to name: String) throws {
        try writer.write { db in
            try db.execute(sql: "UPDATE trip SET name = ? WHERE id = ?", arguments: [name, id])
        }
    }

    /// Deletes the trip and its waypoints; returns what `restore` needs to undo it.
    public func deleteTrip(id: Int64) throws -> DeletedTrip? {
        try writer.write { db in
            guard
                let row = try Row.fetchOne(
                    db, sql: "SELECT id, name, travelMode, startDate FROM trip WHERE id = ?", arguments: [id])
            else { return nil }
            let waypoints = try Self.waypoints(of: id, in: db)
            try db.execute(sql: "DELETE FROM trip WHERE id = ?", arguments: [id])
            return DeletedTrip(trip: Self.trip(row), waypoints: waypoints)
        }
    }

    /// Puts a deleted trip back, with the same id (so in the same place) and its waypoints.
    public func restore(_ deleted: DeletedTrip) throws {
        try writer.write { db in
            try db.execute(
                sql: "INSERT INTO trip(id, name, travelMode, startDate) VALUES (?, ?, ?, ?)",
                arguments: [
                    deleted.trip.id, deleted.trip.name, deleted.trip.travelMode.rawValue,
                    deleted.trip.startDate?.description,
                ])
            for waypoint in deleted.waypoints { try WaypointRecord(waypoint).insert(db) }
        }
    }

    /// Adds whole trips (an imported file's) in one transaction: all of
    /// them, with their stops and drawn lines, or none. A trip whose name is
    /// taken is numbered, as GNOME Files numbers a copy: the same file
    /// imported twice gives "Alpine Loop" and "Alpine Loop (2)".
    /// - Returns: the new trips, in the given order, with the names they were stored under.
    public func importTrips(_ trips: [ImportedTrip]) throws -> [Trip] {
        try writer.write { db in
            var taken = Set(try String.fetchAll(db, sql: "SELECT name FROM trip"))
            return try trips.map { imported in
                let name = TripNames.unused(imported.name, taken: taken)
                taken.insert(name)
                try db.execute(sql: "INSERT INTO trip(name) VALUES (?)", arguments: [name])
                let trip = Trip(id: db.lastInsertedRowID, name: name)
                for (position, place) in imported.stops.enumerated() {
                    try WaypointRecord(new: place, tripID: trip.id, position: position).insert(db)
                }
                if let route = imported.route { try Self.store(route, for: imported.stops.map(\.point), in: db) }
                return trip
            }
        }
    }

    /// Every trip's stops' names and chosen nights (nil: the default), in
    /// order: what the Activities search matches besides trip names, and
    /// what a trip's dates follow from.
    public func stopNamesAndNights() throws -> [Int64: (names: [String], nights: [Int?])] {
        try writer.read { db in
            var stops: [Int64: (names: [String], nights: [Int?])] = [:]
            for row in try Row.fetchAll(
                db, sql: "SELECT tripId, name, nights FROM waypoint ORDER BY tripId, position")
            {
                let trip: Int64 = row["tripId"]
                stops[trip, default: ([], [])].names.append(row["name"])
                stops[trip, default: ([], [])].nights.append(row["nights"])
            }
            return stops
        }
    }

    // MARK: Waypoints

    public func waypoints(ofTrip tripID: Int64) throws -> [Waypoint] {
        try writer.read { db in try Self.waypoints(of: tripID, in: db) }
    }

    /// Adds a stop at the end of the trip.
    public func appendWaypoint(_ place: Place, toTrip tripID: Int64) throws -> Waypoint {
        try writer.write { db in
            let count =
                try Int.fetchOne(
                    db, sql: "SELECT count(*) FROM waypoint WHERE tripId = ?", arguments: [tripID]) ?? 0
            try WaypointRecord(new: place, tripID: tripID, position: count).insert(db)
            return Waypoint(id: db.lastInsertedRowID, tripID: tripID, position: count, place: place)
        }
    }

    /// Changes where a stop is (its name and coordinates), keeping its place in the order.
    public func updateWaypoint(id: Int64, to place: Place) throws {
        try writer.write { db in
            try db.execute(
                sql: """
                    UPDATE waypoint SET name = ?, region = ?, regionCode = ?, countryCode = ?, countryName = ?,
                    latitude = ?, longitude = ? WHERE id = ?
                    """,
                arguments: [
                    place.name, place.region, place.regionCode, place.countryCode, place.countryName,
                    place.point.latitude, place.point.longitude, id,
                ])
        }
    }

    /// Removes a stop and closes the gap; returns it for `restore`.
    public func deleteWaypoint(id: Int64) throws -> Waypoint? {
        try writer.write { db in
            guard let record = try WaypointRecord.fetchOne(db, key: id) else { return nil }
            try db.execute(sql: "DELETE FROM waypoint WHERE id = ?", arguments: [id])
            try db.execute(
                sql: "UPDATE waypoint SET position = position - 1 WHERE tripId = ? AND position > ?",
                arguments: [record.tripId, record.position])
            return record.waypoint
        }
    }

    /// Puts a deleted stop back where it was.
    public func restore(_ waypoint: Waypoint) throws {
        try writer.write { db in
            try db.execute(
                sql: "UPDATE waypoint SET position = position + 1 WHERE tripId = ? AND position >= ?",
                arguments: [waypoint.tripID, waypoint.position])
            try WaypointRecord(waypoint).insert(db)
        }
    }

    /// Moves a stop to `index` in its trip's order (clamped), shifting the
    /// ones between — those rows only, not the whole trip.
    /// - Returns: where it is now; nil when there is no such stop.
    @discardableResult
    public func moveWaypoint(id: Int64, to index: Int) throws -> Int? {
        try writer.write { db in
            guard let record = try WaypointRecord.fetchOne(db, key: id) else { return nil }
            let count =
                try Int.fetchOne(
                    db, sql: "SELECT count(*) FROM waypoint WHERE tripId = ?", arguments: [record.tripId]) ?? 1
            let from = record.position
            let to = max(0, min(index, count - 1))
            if to < from {
                try db.execute(
                    sql:
                        "UPDATE waypoint SET position = position + 1 WHERE tripId = ? AND position >= ? AND position < ?",
                    arguments: [record.tripId, to, from])
            } else if to > from {
                try db.execute(
                    sql:
                        "UPDATE waypoint SET position = position - 1 WHERE tripId = ? AND position > ? AND position <= ?",
                    arguments: [record.tripId, from, to])
            }
            try db.execute(sql: "UPDATE waypoint SET position = ? WHERE id = ?", arguments: [to, id])
            return to
        }
    }

    /// Puts the trip's stops in the order of `ids` in one transaction (an
    /// optimised order, or its Undo). Ids not of the trip are ignored; stops
    /// missing from `ids` keep their relative order after them.
    /// - Returns: the stops' ids in their new order.
    @discardableResult
    public func reorder(tripID: Int64, ids: [Int64]) throws -> [Int64] {
        try writer.write { db in
            let current = try Self.waypoints(of: tripID, in: db).map(\.id)
            let known = Set(current)
            var order = ids.filter { known.contains($0) }
            let placed = Set(order)
            order += current.filter { !placed.contains($0) }
            for (position, waypointID) in order.enumerated() {
                try db.execute(
                    sql: "UPDATE waypoint SET position = ? WHERE id = ?", arguments: [position, waypointID])
            }
            return order
        }
    }

    // MARK: Routes

    public func storedRoute(for stops: [GeoPoint], mode: TravelMode = .car) throws -> Route? {
        try writer.read { db in try Self.route(for: stops, mode: mode, in: db) }
    }

    public func store(_ route: Route, for stops: [GeoPoint], mode: TravelMode = .car) throws {
        try writer.write { db in try Self.store(route, for: stops, mode: mode, in: db) }
    }

    private static func store(_ route: Route, for stops: [GeoPoint], mode: TravelMode = .car, in db: Database) throws {
        let legs = String(decoding: try JSONEncoder().encode(route.legs), as: UTF8.self)
        try db.execute(
            sql: "INSERT OR REPLACE INTO storedRoute(stops, source, legs, line) VALUES (?, ?, ?, ?)",
            arguments: [key(for: stops, mode: mode), route.source.rawValue, legs, PackedLine.encode(route.line)])
    }

    /// The stop list as text, to a tenth of a metre: the same stops give the
    /// same key. A car route's key is the stop list alone (as before travel
    /// modes, so routes stored then are still found); other modes' keys
    /// start with the mode ("bicycle:13.4,52.5;…").
    static func key(for stops: [GeoPoint], mode: TravelMode = .car) -> String {
        let list = stops.map { String(format: "%.6f,%.6f", $0.longitude, $0.latitude) }.joined(separator: ";")
        return mode == .car ? list : "\(mode.rawValue):\(list)"
    }

    private static func route(for stops: [GeoPoint], mode: TravelMode = .car, in db: Database) throws -> Route? {
        guard stops.count > 1,
            let row = try Row.fetchOne(
                db, sql: "SELECT source, legs, line FROM storedRoute WHERE stops = ?",
                arguments: [key(for: stops, mode: mode)])
        else { return nil }
        // A stored route that no longer reads is recalculated, not an error.
        guard let source = RouteSource(rawValue: row["source"]),
            let legs = try? JSONDecoder().decode([RouteLeg].self, from: Data((row["legs"] as String).utf8)),
            let line = PackedLine.decode(row["line"]), legs.count == stops.count - 1
        else { return nil }
        return Route(legs: legs, line: line, source: source)
    }

    private static func waypoints(of tripID: Int64, in db: Database) throws -> [Waypoint] {
        try WaypointRecord.filter(Column("tripId") == tripID).order(Column("position")).fetchAll(db).map(\.waypoint)
    }
}

/// A trip read from a file, ready to be stored.
public struct ImportedTrip: Hashable, Sendable {
    public var name: String
    public var stops: [Place]
    /// The file's line as the stops' route, when it passes them.
    public var route: Route?

    public init(name: String, stops: [Place], route: Route? = nil) {
        self.name = name
        self.stops = stops
        self.route = route
    }
}

/// A deleted trip, kept by the page for Undo.
public struct DeletedTrip: Hashable, Sendable {
    public var trip: Trip
    public var waypoints: [Waypoint]
    /// Its to-do items kept on the To-Do page (Undo puts them back in the trip).
    public var detachedItemIDs: [Int64] = []
    /// Its to-do items deleted with it (Undo restores them).
    public var deletedItems: [ToDoItem] = []
}

/// A `waypoint` row.
private struct WaypointRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "waypoint"
    var id: Int64?
    var tripId: Int64
    var position: Int
    var name: String
    var region: String?
    var regionCode: String?
    var countryCode: String?
    var countryName: String?
    var latitude: Double
    var longitude: Double
    var nights: Int?

    init(_ waypoint: Waypoint) {
        id = waypoint.id
        tripId = waypoint.tripID
        position = waypoint.position
        name = waypoint.place.name
        region = waypoint.place.region
        regionCode = waypoint.place.regionCode
        countryCode = waypoint.place.countryCode
        countryName = waypoint.place.countryName
        latitude = waypoint.point.latitude
        longitude = waypoint.point.longitude
        nights = waypoint.nights
    }

    /// A row not yet inserted: SQLite gives it its id.
    init(new place: Place, tripID: Int64, position: Int) {
        self.init(Waypoint(id: 0, tripID: tripID, position: position, place: place))
        id = nil
    }

    var waypoint: Waypoint {
        Waypoint(
            id: id ?? 0, tripID: tripId, position: position,
            place: Place(
                name: name, region: region, regionCode: regionCode, countryCode: countryCode,
                countryName: countryName, point: GeoPoint(latitude: latitude, longitude: longitude)), nights: nights)
    }
}

/// A route's line in 8 bytes a point (Int32 latitude and longitude in
/// millionths of a degree, about 0.1 m): 50,000 points read in a fraction of
/// a millisecond, where JSON took a quarter of a second.
enum PackedLine {
    static func encode(_ line: [GeoPoint]) -> Data {
        var values: [Int32] = []
        values.reserveCapacity(line.count * 2)
        for point in line {
            values.append(Int32((point.latitude * 1e6).rounded()).littleEndian)
            values.append(Int32((point.longitude * 1e6).rounded()).littleEndian)
        }
        return values.withUnsafeBytes { Data($0) }
    }

    /// Nil when the blob is not whole pairs or holds an impossible position.
    static func decode(_ data: Data?) -> [GeoPoint]? {
        guard let data, data.count % 8 == 0 else { return nil }
        var points: [GeoPoint] = []
        points.reserveCapacity(data.count / 8)
        let valid = data.withUnsafeBytes { bytes -> Bool in
            for offset in stride(from: 0, to: bytes.count, by: 8) {
                let latitude = Int32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self))
                let longitude = Int32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 4, as: Int32.self))
                let point = GeoPoint(latitude: Double(latitude) / 1e6, longitude: Double(longitude) / 1e6)
                guard point.isValid else { return false }
                points.append(point)
            }
            return true
        }
        return valid ? points : nil
    }
}
