/// Why a file could not be imported. Each case is worded for the person by
/// `TripsWording`; nothing of a file that fails is imported.
public enum TripFileError: Error, Equatable, Sendable {
    /// The file holds nothing (or only white space).
    case empty
    /// Larger than `TripFileReader.byteLimit`.
    case tooLarge(bytes: Int)
    /// Neither XML nor JSON, or not valid text.
    case unreadable
    /// XML or JSON that breaks off before its end.
    case truncated
    /// XML that is not well formed, at `line` (1-based) when known.
    case malformedXML(line: Int?)
    /// JSON that does not parse.
    case malformedJSON
    /// Well-formed, but not GPX, GeoJSON or a `{"trips":[…]}` file.
    case notATripFile
    /// A trip file without a single stop or line point.
    case noUsablePoints
    /// A coordinate that is not a number in range; `line` in GPX files.
    case coordinateOutOfRange(latitude: String, longitude: String, line: Int?)
    /// More stops than a trip can hold.
    case tooManyStops(count: Int, limit: Int)
    /// A line longer than the app draws.
    case tooManyPoints(count: Int, limit: Int)
}
