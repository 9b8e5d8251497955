import Foundation
import Testing

/// The title of the app's main window (it follows the page: "Globetrotter", a trip's name).
func mainWindowTitle(_ app: AppUnderTest) async throws -> String {
    try await app.screen.waitFor("the main window") { $0.nodes.first { $0.role == "toplevel" }?.name }
}

/// Add Stop, type `town` (suggestions come as one types), Enter (the full
/// search), Enter again (take the first result).
func addStop(_ town: String, app: AppUnderTest) async throws {
    let rows = try await app.screen.read().nodes.filter { $0.role == "list item" }.count
    // Clicked where two readings agree it is: the list above it may still be growing.
    var earlier: [Int]?
    let addStop = try await app.screen.waitFor("Add Stop at rest") { reading -> ScreenNode? in
        let button = reading.button("Add Stop")
        defer { earlier = button?.box }
        return button?.box == earlier ? button : nil
    }
    try await app.input.click(addStop)
    let search = try await app.screen.waitFor("the stop editor") { reading in
        reading.nodes.first { $0.window == "Add Stop" && ["text", "entry"].contains($0.role) }
    }
    try await app.input.type(town, in: search.window, delay: .milliseconds(60))
    try await app.screen.waitFor("Photon's suggestion") { $0.label("Search: Photon") }
    try await app.input.press("Return", in: search.window)
    try await app.screen.waitFor("Nominatim's results") { $0.label("Search: Nominatim") }
    try await app.input.press("Return", in: search.window)
    try await app.screen.waitFor("the editor closed") { $0.nodes.contains { $0.window == "Add Stop" } ? nil : true }
    // The new stop's row is laid out, so "Add Stop" below it has moved to where the next click will find it
    // (a click aimed where it was before lands on this row: seen in CI).
    try await app.screen.waitFor("\(town)'s row") { reading in
        reading.nodes.filter { $0.role == "list item" }.count > rows ? true : nil
    }
}

/// The server saw its requests at least `interval` apart (its policy: one a second; the
/// margin is the time a request takes to arrive, which varies by a few milliseconds).
func expectSpacing(
    _ server: StandInServer, atLeast interval: Duration, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let arrivals = server.requests.map(\.arrival)
    for (earlier, later) in zip(arrivals, arrivals.dropFirst()) {
        #expect(
            later - earlier >= interval, "\(server.name): two requests \(later - earlier) apart",
            sourceLocation: sourceLocation)
    }
    print(
        "online: \(server.name): \(arrivals.count) requests, gaps \(zip(arrivals, arrivals.dropFirst()).map { $1 - $0 })"
    )
}
