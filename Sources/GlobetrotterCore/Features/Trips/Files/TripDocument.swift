import Foundation

/// A trip as a file holds it: its name, its stops in order and, when it was
/// routed, the line as drawn. What export writes and import reads.
public struct TripDocument: Equatable, Sendable {
    public var name: String
    public var stops: [Place]
    /// The road route's line, or empty for a trip without one.
    public var line: [GeoPoint]

    public init(name: String, stops: [Place], line: [GeoPoint] = []) {
        self.name = name
        self.stops = stops
        self.line = line
    }
}

/// Coordinates in files: at most six decimals (about 10 cm, as RFC 7946
/// advises), a point whatever the locale, never an exponent (GPX's
/// `xsd:decimal` has none).
enum FileCoordinate {
    static func text(_ degrees: Double) -> String {
        var text = String(format: "%.6f", degrees)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
