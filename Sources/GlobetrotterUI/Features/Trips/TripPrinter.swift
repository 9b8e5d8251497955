import GLibKit
import GlobetrotterCore
import GtkKit

/// A trip on paper (Ctrl+P): its name and figures, the map as it is shown
/// (the tiles in view, offline ones offline, with the route and pins), its
/// stops with their legs, then each leg's directions, a step never split
/// across pages.
@MainActor
public enum TripPrinter {
    /// The printed pages' blocks, in order.
    public static func blocks(for trip: PrintedTrip, map: CairoImage?) -> [PrintBlock] {
        var blocks: [PrintBlock] = [.text(trip.title, .title), .text(trip.summary, .dim), .gap(8)]
        if let map {
            blocks.append(.image(map, maximumHeight: 300))
        }
        if let credit = trip.credit {
            blocks.append(.text(credit, .caption))
        }
        blocks.append(.gap(10))
        blocks.append(.text(trip.stopsHeading, .heading))
        for stop in trip.stops {
            blocks.append(.columns(stop.line, stop.leg ?? "", .body))
        }
        if !trip.legs.isEmpty {
            blocks.append(.gap(10))
            blocks.append(.text(trip.directionsHeading, .title))
        }
        for leg in trip.legs {
            blocks.append(.gap(6))
            blocks.append(.text(leg.title, .heading))
            blocks.append(.text(leg.summary, .dim))
            for step in leg.steps { blocks.append(.text(step, .body, indent: 12)) }
        }
        return blocks
    }

    /// Writes the trip to a PDF without a dialog (what "Print to File" writes); returns its page count.
    @discardableResult
    public static func exportPDF(_ trip: PrintedTrip, map: CairoImage?, paper: PaperSize? = nil, to path: String) throws
        -> Int
    {
        let job = PrintJob(name: trip.title, blocks: blocks(for: trip, map: map), paper: paper)
        try job.exportPDF(to: path)
        return job.pageCount
    }

    /// Shows the print dialog for the trip, with the map as `mapView` draws it
    /// now; `failed` when printing fails (why goes to the log).
    static func print(
        _ trip: PrintedTrip, mapView: TripMapView, parent: Widget, failed: @escaping @MainActor () -> Void
    ) {
        renderMap(mapView) { image in
            PrintJob(name: trip.title, blocks: blocks(for: trip, map: image)).runDialog(parent: parent) { error in
                DiagnosticLog.warning("Printing “\(trip.title)” failed: \(error)")
                failed()
            }
        }
    }

    /// The map as shown, without its zoom buttons (its scale and credits stay);
    /// nil when it is not on screen, or not drawn within 2 s (a window that
    /// does not paint, minimised: the trip prints without its map).
    static func renderMap(_ mapView: TripMapView, completion: @escaping @MainActor (CairoImage?) -> Void) {
        var answered = false
        let answer: @MainActor (CairoImage?) -> Void = { image in
            guard !answered else { return }
            answered = true
            mapView.map.showsZoomButtons = true
            completion(image)
        }
        mapView.map.showsZoomButtons = false
        let deadline = MainContext.timeout(milliseconds: 2_000) {
            answer(nil)
            return .remove
        }
        mapView.root.renderImage { image in
            deadline.cancel()
            answer(image)
        }
    }
}
