import Foundation

/// The Trips feature's sentences that follow from data: distances,
/// durations, stop counts, routing notes. Numbers follow the user's LC_NUMERIC.
/// Immutable, so a trip's days can be worded off the main thread.
public final class TripsWording: Sendable {
    // Made once: a format style per call costs more than the formatting (1,000 legs a render).
    private let whole: IntegerFormatStyle<Int>
    private let oneDecimal: FloatingPointFormatStyle<Double>

    public init(numbers: Locale = .userNumbers) {
        whole = IntegerFormatStyle<Int>.number.locale(numbers)
        oneDecimal = FloatingPointFormatStyle<Double>.number.precision(.fractionLength(1)).locale(numbers)
    }

    /// "1,234 km"; one decimal under 10 km ("8.5 km"), metres under 1 km ("850 m").
    public func distance(_ metres: Double) -> String {
        if metres < 1_000 {
            return tr("{metres} m", ["metres": whole.format(Int(metres.rounded()))])
        }
        let kilometres = metres / 1_000
        let text = kilometres < 10 ? oneDecimal.format(kilometres) : whole.format(Int(kilometres.rounded()))
        return tr("{kilometres} km", ["kilometres": text])
    }

    /// "14 h 20 min", "45 min".
    public func duration(_ seconds: Double) -> String {
        let minutes = Int((seconds / 60).rounded())
        guard minutes >= 60 else { return tr("{minutes} min", ["minutes": String(minutes)]) }
        return tr("{hours} h {minutes} min", ["hours": String(minutes / 60), "minutes": String(minutes % 60)])
    }

    /// "3 stops"
    public func stopCount(_ count: Int) -> String {
        ntr("{count} stop", "{count} stops", count, ["count": String(count)])
    }

    /// A trip in a list: "3 stops · 1,234 km", "≈ 1,100 km" when only straight lines are known.
    public func figures(of summary: TripSummary) -> String {
        let stops = stopCount(summary.stops.count)
        guard summary.stops.count >= 2 else { return stops }
        let route = summary.route ?? .straightLines(through: summary.stops)
        let length = distance(route.distance)
        return tr(
            "{stops} · {distance}",
            ["stops": stops, "distance": route.isStraight ? tr("≈ {distance}", ["distance": length]) : length])
    }

    /// The trip's total: "1,234 km · 14 h 20 min" by road, "≈ 1,100 km in a straight line" otherwise.
    public func total(of route: Route) -> String {
        switch route.source {
        case .osrm, .imported:
            guard let duration = route.duration else { return distance(route.distance) }
            return tr(
                "{distance} · {duration}", ["distance": distance(route.distance), "duration": self.duration(duration)])
        case .straightLine:
            return tr("≈ {distance} in a straight line", ["distance": distance(route.distance)])
        }
    }

    /// Why the lines are straight: "OSRM could not be reached (timed out). Showing straight lines."
    public func routingNote(_ error: RoutingError, source: String) -> String {
        let showing = tr("Showing straight lines.")
        switch error {
        case .http(.offline): return tr("Offline: road routes are not available. Showing straight lines.")
        case .http(let http): return SourceTrouble.http(http).note(about: source, showing: showing)
        case .noRoute:
            return tr("{source} found no road between these stops. Showing straight lines.", ["source": source])
        case .tooManyStops:
            return tr(
                "Road routes are limited to {count} stops. Showing straight lines.",
                ["count": String(OSRMRouter.maximumStops)])
        case .unreadable: return SourceTrouble.unreadable.note(about: source, showing: showing)
        }
    }

    public nonisolated static var newTripName: String { tr("New Trip") }
}

/// What the Trips page says when the user's database cannot be opened.
public struct TripsUnavailable: Sendable {
    public let title: String
    public let details: String

    /// Says why, and what the person can do about it; the details are in the log.
    public init(_ error: AppDatabaseError) {
        title = tr("Your Trips Cannot Be Opened")
        switch error {
        case .notWritable:
            details = tr(
                "Your data folder can’t be written, so trips can’t be opened or saved. Check that you may write to it, then restart Globetrotter."
            )
        case .diskFull:
            details = tr(
                "The disk is full, so trips can’t be opened or saved. Free some space, then restart Globetrotter.")
        case .damaged:
            details = tr(
                "Your saved trips are damaged and could not be opened. The file was left as it is, so nothing more is lost."
            )
        case .unexpected:
            details = tr(
                "Your data could not be opened, so trips cannot be shown or saved. Restarting Globetrotter may help.")
        }
    }
}

extension TripsWording {
    /// "Reordered for the shortest drive: 1,180 km instead of 1,420 km".
    public func optimised(before: Double?, after: Double?) -> String {
        guard let before, let after else { return tr("Reordered for the shortest drive") }
        return tr(
            "Reordered for the shortest drive: {after} instead of {before}",
            ["after": distance(after), "before": distance(before)])
    }

    /// Why the order was kept.
    public func optimiseFailure(_ error: RoutingError, source: String) -> String {
        let kept = tr("The order was kept.")
        switch error {
        case .http(.offline):
            return tr("Optimising the order needs {source}, which is not available offline.", ["source": source])
        case .http(let http): return SourceTrouble.http(http).note(about: source, showing: kept)
        case .noRoute:
            return tr("{source} found no drive through all the stops. The order was kept.", ["source": source])
        case .tooManyStops:
            return tr(
                "The order can be optimised for up to {count} stops.", ["count": String(OSRMRouter.maximumStops)])
        case .unreadable: return SourceTrouble.unreadable.note(about: source, showing: kept)
        }
    }

    /// "53.5507, 9.993": a stop's name when nothing names the place.
    public nonisolated static func coordinates(_ point: GeoPoint) -> String {
        FileCoordinate.text((point.latitude * 10_000).rounded() / 10_000) + ", "
            + FileCoordinate.text((point.longitude * 10_000).rounded() / 10_000)
    }

    /// Why changes are refused, and what still works: said once for a run of refused changes.
    static func refusal(_ failure: SaveFailure) -> String {
        switch failure {
        case .notWritable:
            tr(
                "Changes cannot be saved: the data folder cannot be written to. You can still look at your trips and export them."
            )
        case .diskFull:
            tr("Changes cannot be saved: the disk is full. You can still look at your trips and export them.")
        case .busy:
            tr(
                "Changes cannot be saved: another program is using your data. You can still look at your trips and export them."
            )
        case .other: tr("Changes cannot be saved. You can still look at your trips and export them.")
        }
    }
}
