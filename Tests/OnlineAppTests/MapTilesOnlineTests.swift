import Foundation
import GLibTestSupport
import Testing

/// The map as shipped: tiles from the tile server with the User-Agent OSM's
/// policy asks for, kept at least the 7 days the server says, and the bundled
/// basemap whenever the server fails, whatever the way.
@Suite(.serialized, .timeLimit(.minutes(6)))
struct MapTilesOnlineTests {
    /// The stand-in's tiles are magenta; the bundled basemap has none.
    private static let magenta = "#ff00ff"

    @Test func tilesComeFromTheServerAndAreKeptAWeek() async throws {
        let services = try StandIns()
        let home = makeTemporaryDirectory(prefix: "online-tiles")
        try await withApp(services, arguments: ["--page", "trips"], home: home) { app in
            try await openANewTrip(app)
            let map = try await waitForMap(app, named: "tiles-online") { $0.share(of: Self.magenta) > 0.5 }
            #expect(map.share(of: Self.magenta) > 0.5)
            let requests = services.tiles.requests
            #expect(!requests.isEmpty)
            for request in requests {
                #expect(request.path.wholeMatch(of: /\/\d+\/\d+\/\d+\.png/) != nil, "\(request.path)")
                #expect(request.header("User-Agent")?.hasPrefix("Globetrotter/0.1.0 (+") == true, "OSM's policy")
            }
        }
        // The next start shows the same tiles from the HTTP cache: the server said a week.
        services.tiles.forgetRequests()
        try await withApp(services, arguments: ["--page", "trips"], home: home) { app in
            let trip = try await app.screen.waitFor("the trip in the list") {
                $0.shown.first { $0.role == "list item" }
            }
            try await app.input.click(trip)
            try await waitForMap(app, named: "tiles-cached") { $0.share(of: Self.magenta) > 0.5 }
            #expect(services.tiles.requests.isEmpty, "asked again: \(services.tiles.requests.map(\.path))")
        }
    }

    /// Every way the tile server can fail: the bundled basemap is drawn instead,
    /// and the map says nothing is wrong (it has tiles to show).
    @Test(arguments: Fault.allCases.filter { !$0.servesTheAnswer })
    func aFailingTileServerLeavesTheBundledMap(fault: Fault) async throws {
        let services = try StandIns()
        services.tiles.fault = fault
        try await withApp(services, arguments: ["--page", "trips"]) { app in
            try await openANewTrip(app)
            let map = try await waitForMap(app, named: "tiles-\(fault)") { pixels in
                pixels.share(of: Self.magenta) == 0 && (pixels.colours.values.max() ?? 1) < 0.9
            }
            #expect(map.share(of: Self.magenta) == 0)
            let reading = try await app.screen.read()
            #expect(reading.label { $0.contains("Map tiles") || $0.contains("offline map") } == nil, "\(reading.texts)")
            #expect(reading.rawSystemTexts.isEmpty, "\(reading.rawSystemTexts)")
            if fault != .refused { #expect(!services.tiles.requests.isEmpty) }
        }
    }

    private func openANewTrip(_ app: AppUnderTest) async throws {
        let main = try await app.screen.waitFor("the main window") { $0.nodes.first { $0.role == "toplevel" }?.name }
        try await app.input.press("ctrl+n", in: main)
        try await app.screen.waitFor("the trip's map") { $0.button("Zoom in") }
    }

    /// Captures the map (beside the trip's side panel, clear of its buttons) until `isDrawn` holds.
    @discardableResult
    private func waitForMap(
        _ app: AppUnderTest, named name: String, _ isDrawn: @escaping (ScreenPixels) -> Bool
    ) async throws -> ScreenPixels {
        let zoom = try await app.screen.waitFor("the trip's map") { $0.button("Zoom in") }
        let window = try await app.input.window(titled: zoom.window)
        let (left, top) = (window.origin.x + window.margin.x, window.origin.y + window.margin.y)
        let file = ScreenPixels.path(name, in: app.home)
        var last: ScreenPixels?
        let drawn = try await eventually(within: .seconds(40), every: .milliseconds(500)) {
            last = try await ScreenPixels.capture(x: left + 430, y: top + 150, width: 480, height: 460, into: file)
            return last.map(isDrawn) ?? false
        }
        let pixels = try #require(last)
        #expect(drawn, "the map as drawn (\(file)): \(pixels.colours)")
        return pixels
    }
}
