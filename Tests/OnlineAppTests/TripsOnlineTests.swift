import Foundation
import GLibTestSupport
import Testing

/// Trips as shipped: stops found with Photon as one types and Nominatim on
/// Enter, the road from OSRM, kept with the trip, a dragged pin renamed by
/// Nominatim, Optimise Order from OSRM's trip service — each at the pace the
/// services' policies ask, whatever the typing speed.
@Suite(.serialized, .timeLimit(.minutes(6)))
struct TripsOnlineTests {
    @Test func aTripIsRoutedByOSRMAndKeepsItsRouteAcrossARestart() async throws {
        let services = try StandIns()
        let home = makeTemporaryDirectory(prefix: "online-trips")
        var total = ""
        try await withApp(services, arguments: ["--page", "trips"], home: home) { app in
            let main = try await mainWindowTitle(app)
            try await app.input.press("ctrl+n", in: main)
            for town in ["Hamburg", "Kassel", "Hannover"] { try await addStop(town, app: app) }
            #expect(services.photon.requests.count >= 3, "suggestions while typing")
            #expect(services.nominatim.requests.filter { $0.path == "/search" }.count == 3, "one search per Enter")
            let agent = services.nominatim.requests.first?.header("User-Agent") ?? ""
            #expect(agent.hasPrefix("Globetrotter/0.1.0 (+"), "Nominatim's policy: an identifying User-Agent")

            // Three stops, one road: the total by road, from OSRM.
            let legs = [("Hamburg", "Kassel"), ("Kassel", "Hannover")].map { roadMetres($0.0, $0.1) }
            total = "Total distance: \(kilometres(legs.reduce(0, +))) · \(duration(legs.reduce(0, +)))"
            try await app.screen.waitFor(label: total)
            let route = try #require(services.osrm.requests.last)
            #expect(route.path.hasPrefix("/route/v1/driving/") && route.path.split(separator: ";").count == 3)
            #expect(route.header("User-Agent")?.hasPrefix("Globetrotter/0.1.0 (+") == true)
            try expectSpacing(services.osrm, atLeast: .milliseconds(950))
            try expectSpacing(services.nominatim, atLeast: .milliseconds(950))

            // A fourth stop, then Optimise Order: Hamburg, Hannover, Kassel, Munich — one request to the trip service.
            try await addStop("Munich", app: app)
            let asAdded = legs.reduce(0, +) + roadMetres("Hannover", "Munich")
            try await app.screen.waitFor(label: "Total distance: \(kilometres(asAdded)) · \(duration(asAdded))")
            try await app.input.click(try await app.screen.waitFor("Optimise Order") { $0.button("Optimise Order") })
            let shorter =
                roadMetres("Hamburg", "Hannover") + roadMetres("Hannover", "Kassel") + roadMetres("Kassel", "Munich")
            total = "Total distance: \(kilometres(shorter)) · \(duration(shorter))"
            try await app.screen.waitFor(label: total)
            try await app.screen.waitFor(
                label: "Reordered for the shortest drive: \(kilometres(shorter)) instead of \(kilometres(asAdded))")
            #expect(services.osrm.requests.filter { $0.path.hasPrefix("/trip/v1/driving/") }.count == 1)
            try await app.screen.waitFor("pins in the new order") { reading in
                reading.pin("Stop 2, Hannover").flatMap { _ in reading.pin("Stop 3, Kassel") }
            }
        }

        // Reopened, the trip draws its stored road: not one request to OSRM.
        services.forgetRequests()
        try await withApp(services, arguments: ["--page", "trips"], home: home) { app in
            let trip = try await app.screen.waitFor("the trip in the list") {
                $0.shown.first { $0.role == "list item" }
            }
            try await app.input.click(trip)
            try await app.screen.waitFor(label: total)
            try await Task.sleep(for: .seconds(2))
            #expect(services.osrm.requests.isEmpty, "the stored route is used: \(services.osrm.requests.map(\.path))")

            // A pin dragged far is named where it lands by Nominatim, and the road follows.
            let pin = try await app.screen.waitFor("Kassel's pin") { $0.pin("Stop 3, Kassel") }
            try await app.input.drag(fromX: pin.centre.x, y: pin.centre.y, byX: 60, y: 40, in: pin.window)
            _ = try await ScreenPixels.capture(
                x: 0, y: 0, width: 1000, height: 720, into: ScreenPixels.path("trip-pin-dragged", in: app.home))
            // The stop's row (the pin says the same to a screen reader).
            try await app.screen.waitFor(label: "🇩🇪 \(Answers.reverseName)")
            let reverse = try #require(services.nominatim.requests.first { $0.path == "/reverse" })
            #expect(reverse.parameter("lat") != nil && reverse.parameter("lon") != nil)
            #expect(await eventually(within: .seconds(20)) { services.osrm.requests.count == 1 }, "one new route")
        }
    }

    // MARK: Steps a person takes

    /// OSRM, Photon and Nominatim through every fault: the road as straight
    /// lines, the bundled cities as suggestions and results, one sentence each.
    /// Enter pressed as fast as a person can still asks Nominatim once a second.
    @Test func tripServicesFailInEveryWayWithOneSentenceEach() async throws {
        let services = try StandIns()
        try await withApp(services, arguments: ["--page", "trips"]) { app in
            try await app.input.press("ctrl+n", in: try await mainWindowTitle(app))
            try await addStop("Hamburg", app: app)
            var added = false
            try await FaultRun(app: app, server: services.osrm).run(Sentences.failures) {
                if let retry = try await app.screen.read().button("Retry") {
                    try await app.input.click(retry)
                } else {
                    // The first fault: a second stop asks for the road.
                    try await addStop("Kassel", app: app)
                    added = true
                }
            } sentence: { fault in
                "\(Sentences.trouble(fault, at: "OSRM")) Showing straight lines."
            }
            #expect(added)

            // The editor: each keystroke asks Photon (after a pause), each Enter asks Nominatim.
            try await app.input.click(try await app.screen.waitFor("Add Stop") { $0.button("Add Stop") })
            let editor = try await app.screen.waitFor("the stop editor") { reading in
                reading.nodes.first { $0.window == "Add Stop" && ["text", "entry"].contains($0.role) }
            }
            let letters = Array("hannoverlan")
            var typed = 0
            try await FaultRun(app: app, server: services.photon).run(Sentences.failures) {
                try await app.input.type(String(letters[typed]), in: editor.window)
                typed += 1
            } sentence: { fault in
                "\(Sentences.trouble(fault, at: "Photon")) Showing bundled cities."
            }
            #expect(
                services.nominatim.requests.filter { $0.path == "/search" }.count == 2, "typing never asks Nominatim")
            try await app.input.press("ctrl+a", "BackSpace", in: editor.window)
            typed = 0
            try await FaultRun(app: app, server: services.nominatim).run(Sentences.failures) {
                // A new word first: Enter on a full search's results would take the first.
                try await app.input.type(String(letters[typed]), in: editor.window)
                typed += 1
                try await app.screen.waitFor("Photon's suggestions") { $0.label("Search: Photon") }
                try await app.input.press("Return", in: editor.window)
            } sentence: { fault in
                "\(Sentences.trouble(fault, at: "Nominatim")) Showing bundled cities."
            }

            // Typed fast and Enter pressed five times: Nominatim still hears at most one request a second.
            services.nominatim.forgetRequests()
            try await app.input.press("ctrl+a", "BackSpace", in: editor.window)
            try await app.input.type("Munich", in: editor.window, delay: .milliseconds(10))
            try await app.input.press("Return", "Return", "Return", "Return", "Return", in: editor.window)
            #expect(await eventually(within: .seconds(20)) { !services.nominatim.requests.isEmpty })
            // Five Enters within a quarter second: whatever reaches Nominatim, never two within a second.
            try await Task.sleep(for: .seconds(3))
            #expect((1...5).contains(services.nominatim.requests.count))
            try expectSpacing(services.nominatim, atLeast: .milliseconds(950))
        }
        try expectSpacing(services.osrm, atLeast: .milliseconds(950))
    }

    // MARK: What the page must say

    private func town(_ name: String) -> [Double] {
        let town = Answers.towns.first { $0.name == name }!
        return [town.longitude, town.latitude]
    }

    private func roadMetres(_ from: String, _ to: String) -> Double { Answers.roadMetres(town(from), town(to)) }

    /// As TripsWording says it in English: "412 km".
    private func kilometres(_ metres: Double) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "en_US")
        formatter.maximumFractionDigits = 0
        return "\(formatter.string(from: NSNumber(value: (metres / 1000).rounded()))!) km"
    }

    /// "4 h 35 min" for the stand-in's 90 km/h.
    private func duration(_ metres: Double) -> String {
        let minutes = Int((Answers.roadSeconds(metres) / 60).rounded())
        return minutes >= 60 ? "\(minutes / 60) h \(minutes % 60) min" : "\(minutes) min"
    }

}

extension ScreenReading {
    /// A pin on the map by its accessible name ("Stop 2, Hannover"; GTK adds the number it shows).
    func pin(_ name: String) -> ScreenNode? {
        shown.first { $0.role == "push button" && ($0.name == name || $0.name.hasPrefix(name + " ")) }
    }
}
