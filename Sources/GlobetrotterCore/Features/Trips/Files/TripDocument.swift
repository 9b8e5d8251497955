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
    /// Written digit by digit from whole millionths: `String(format:)`
    /// follows the C library's LC_NUMERIC, which the app sets from the
    /// user's locale ("47,26543" under de_DE).
    static func text(_ degrees: Double) -> String {
        guard degrees.isFinite, abs(degrees) < 1e12 else { return "0" }
        let millionths = Int((degrees * 1_000_000).rounded())
        let whole = String(millionths.magnitude / 1_000_000)
        var fraction = String(millionths.magnitude % 1_000_000)
        fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return (millionths < 0 ? "-" : "") + whole + (fraction.isEmpty ? "" : "." + fraction)
    }
}
