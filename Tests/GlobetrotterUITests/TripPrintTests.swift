import CGtk
import Foundation
import GLibTestSupport
import GtkKit
import Testing

@testable import GlobetrotterCore
@testable import GlobetrotterUI

/// The printed trip, exported to PDF as "Print to File" writes it, read back
/// with poppler's pdftotext and pdfinfo: its words, its pages, its paper.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(3))) struct TripPrintTests {
    private static let rostock = Place(
        name: "Rostock", region: "Mecklenburg-Vorpommern", countryCode: "DE",
        point: GeoPoint(latitude: 54.0887, longitude: 12.1405))

    private func poppler(_ tool: String, _ arguments: [String]) throws -> String {
        let result = try runProgram(URL(fileURLWithPath: "/usr/bin/\(tool)"), arguments, timeout: 30)
        #expect(result.status == 0, "\(tool) \(arguments): \(result.errors)")
        return result.output
    }

    /// Asks the page to print, as Print… and Ctrl+P do: the GNOME print
    /// dialog opens (closed here, as Cancel does); returns the printout it was given.
    private func askToPrint(
        _ trip: Module<TripDetailView, TripDetailState, TripDetailAction, TripDetailRoute>
    ) async throws -> PrintedTrip {
        trip.viewModel.send(.print)
        let dialog = try #require(await pumpUntilValue { toplevelWindow(ofType: "GtkPrintUnixDialog") })
        gtk_window_close(dialog.cast())
        #expect(await pumpUntil(timeout: .seconds(10)) { toplevelWindow(ofType: "GtkPrintUnixDialog") == nil })
        return try #require(trip.viewModel.state.printout?.trip)
    }

    /// pdfinfo's "Pages:" line.
    private func pageCount(_ info: String) -> Int? {
        info.split(separator: "\n").first { $0.hasPrefix("Pages:") }
            .flatMap { Int($0.dropFirst("Pages:".count).trimmingCharacters(in: .whitespaces)) }
    }

    /// Each page's text, its lines joined by spaces.
    private func pageTexts(_ pdf: String, pages: Int) throws -> [String] {
        try (1...pages).map { page in
            try poppler("pdftotext", ["-f", String(page), "-l", String(page), pdf, "-"])
                .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
    }

    @Test func thePrintedTripHasItsNameMapStopsTimesAndEveryLegsDirections() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/pdftotext"), "poppler-utils")
        let stops = [TripDirectionsFlowTests.hamburg, TripDirectionsFlowTests.lubeck, Self.rostock]
        let (running, id) = try TripDirectionsFlowTests.start(
            tiles: OfflineTileProvider(pack: HolidaysFlowTests.pack), stops: stops)
        defer { running.stop() }
        let trip = try await TripDirectionsFlowTests.openTrip(
            running, id: id, total: "Total distance: 132 km · 1 h 44 min")
        let printed = try await askToPrint(trip)
        var map: CairoImage?
        var rendered = false
        TripPrinter.renderMap(trip.view.mapView) {
            map = $0
            rendered = true
        }
        #expect(await pumpUntil(timeout: .seconds(10)) { rendered })
        #expect(map != nil, "the map as shown")

        let pdf = makeTemporaryDirectory(prefix: "print") + "/Hanse.pdf"
        let pages = try TripPrinter.exportPDF(printed, map: map, paper: .a4, to: pdf)
        let info = try poppler("pdfinfo", [pdf])
        #expect(pageCount(info) == pages && info.contains("(A4)"), "\(info)")
        let text = try pageTexts(pdf, pages: pages)
        #expect(text[0].hasPrefix("Hanse By car · 3 stops · 132 km · 1 h 44 min"))
        #expect(text[0].contains("Routes: OSRM Stops"))
        #expect(text[0].contains("1. Hamburg (Germany)"))
        #expect(text[0].contains("2. Lübeck (Schleswig-Holstein, Germany) + 66 km · 52 min"))
        #expect(text[0].contains("3. Rostock (Mecklenburg-Vorpommern, Germany) + 66 km · 52 min"))
        let all = text.joined(separator: " ")
        #expect(all.contains("Directions 1 → 2: Hamburg → Lübeck 66 km · 52 min Head east on Steintorwall · 650 m"))
        #expect(all.contains("2 → 3: Lübeck → Rostock"))
        #expect(all.contains("At the roundabout, take exit 2 onto Billhorner Brückenstraße · 2.3 km"))
        #expect(all.contains("Arrive at Rostock, on the right"))

        // A look at the first page, as a person sees the printout.
        _ = try poppler(
            "pdftoppm",
            [
                "-png", "-r", "60", "-f", "1", "-l", "1", "-singlefile", pdf,
                String(screenshotPath("trips-print").dropLast(4)),
            ])
    }

    @Test func pageBreaksNeverSplitAStepOnA4OrLetter() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/pdftotext"), "poppler-utils")
        // 20 stops, 19 legs of 9 steps: several pages.
        let stops = (0..<20).map { index in
            Place(
                name: "Halt \(index + 1)", countryCode: "DE",
                point: GeoPoint(latitude: 53 + Double(index) / 20, longitude: 10 + Double(index) / 10))
        }
        let (running, id) = try TripDirectionsFlowTests.start(stops: stops)
        defer { running.stop() }
        let trip = try await TripDirectionsFlowTests.openTrip(
            running, id: id, total: "Total distance: 1,258 km · 16 h 28 min")
        let printed = try await askToPrint(trip)
        for (paper, size) in [(PaperSize.a4, "595.276 x 841.89 pts (A4)"), (.letter, "612 x 792 pts (letter)")] {
            let pdf = makeTemporaryDirectory(prefix: "print") + "/\(paper).pdf"
            let pages = try TripPrinter.exportPDF(printed, map: nil, paper: paper, to: pdf)
            #expect(pages >= 3)
            let info = try poppler("pdfinfo", [pdf])
            #expect(pageCount(info) == pages && info.contains(size), "\(info)")
            let text = try pageTexts(pdf, pages: pages)
            // Every step is whole on one page: a step cut by a page break is on none. The legs
            // repeat their steps, so each is counted: as often whole in the PDF as printed.
            let printedSteps = printed.legs.flatMap(\.steps)
            for step in Set(printedSteps) {
                let whole = text.map { $0.components(separatedBy: step).count - 1 }.reduce(0, +)
                #expect(whole == printedSteps.count { $0 == step }, "“\(step)” on \(paper)")
            }
        }
    }
}
