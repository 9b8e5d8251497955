import Foundation

/// Reads trip files: GPX 1.0/1.1, GeoJSON (RFC 7946) and the iOS sample's
/// `{"trips":[…]}`, told apart by their content rather than their name.
/// Either every trip of a file is read or the file is refused with a
/// `TripFileError`; a half-read file is never returned.
public enum TripFileReader {
    /// 64 MiB: a GPX track of a million points is about 60 MB.
    public static let byteLimit = 64 << 20
    /// Stops a trip may have: the scale the planner is built and measured for.
    public static let stopLimit = 1_000
    /// Points a line may have: twenty times the longest route OSRM returns.
    public static let pointLimit = 1_000_000

    /// The trips in `data`. Call it off the main thread: a large file takes
    /// a noticeable time to parse.
    /// - Parameters:
    ///   - fallbackName: the name for a trip the file does not name (the file's own name).
    ///   - order: how GeoJSON positions are read (GPX and trips.json name their numbers).
    public static func trips(
        in data: Data, fallbackName: String, order: CoordinateOrder = .longitudeFirst
    ) throws(TripFileError) -> [TripDocument] {
        guard data.count <= byteLimit else { throw .tooLarge(bytes: data.count) }
        let documents: [TripDocument]
        switch firstSignificantByte(of: data) {
        case nil: throw .empty
        case UInt8(ascii: "<"): documents = [try GPXReader.trip(in: data, fallbackName: fallbackName)]
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            documents = try jsonTrips(in: data, fallbackName: fallbackName, order: order)
        default: throw .unreadable
        }
        for document in documents {
            guard document.stops.count <= stopLimit else {
                throw .tooManyStops(count: document.stops.count, limit: stopLimit)
            }
            guard document.line.count <= pointLimit else {
                throw .tooManyPoints(count: document.line.count, limit: pointLimit)
            }
        }
        return documents
    }

    private static func jsonTrips(
        in data: Data, fallbackName: String, order: CoordinateOrder
    ) throws(TripFileError) -> [TripDocument] {
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw JSONEnding.isCutShort(data) ? .truncated : .malformedJSON
        }
        guard let object = json as? [String: Any] else { throw .notATripFile }
        if object["trips"] != nil { return try SampleTripsReader.trips(in: object) }
        return [try GeoJSONReader.trip(in: object, fallbackName: fallbackName, order: order)]
    }

    /// The first byte that is not white space or a UTF-8 byte-order mark.
    /// The first byte that is not white space or a byte order mark; a UTF-16 one
    /// is XML's (JSON is UTF-8 by RFC 8259), which `XMLText` reads.
    private static func firstSignificantByte(of data: Data) -> UInt8? {
        if data.starts(with: [0xFE, 0xFF]) || data.starts(with: [0xFF, 0xFE]) { return UInt8(ascii: "<") }
        let skipped: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF]
        return data.first { !skipped.contains($0) }
    }
}

/// How a GeoJSON position's two numbers are read.
public enum CoordinateOrder: Sendable {
    /// `[longitude, latitude]`, as RFC 7946 has it.
    case longitudeFirst
    /// `[latitude, longitude]`: a common mistake, read the way it was meant.
    case latitudeFirst
}

/// Tells a JSON text cut off part way (a download or copy that stopped)
/// from one that is wrong inside: its brackets are still open at the end.
enum JSONEnding {
    static func isCutShort(_ data: Data) -> Bool {
        var depth = 0
        var inString = false
        var escaped = false
        for byte in data {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            default: break
            }
        }
        return depth > 0 || inString
    }
}

/// Numbers in what `JSONSerialization` returns: a JSON number is an
/// `NSNumber` (or `Int`/`Double`), and so is `true` on Linux, which must
/// not pass for the coordinate 1.
enum JSONNumber {
    static func double(_ value: Any) -> Double? {
        if type(of: value) == Bool.self { return nil }
        if let number = value as? NSNumber {
            // "c" is the Objective-C type code of a boolean (a char); numbers are "q", "d" and the like.
            return String(cString: number.objCType) == "c" ? nil : number.doubleValue
        }
        return nil
    }

    /// A value as the file wrote it, for a message: `true`, not `1`.
    static func text(_ value: Any) -> String {
        if let number = value as? NSNumber, String(cString: number.objCType) == "c" {
            return number.boolValue ? "true" : "false"
        }
        return "\(value)"
    }
}
