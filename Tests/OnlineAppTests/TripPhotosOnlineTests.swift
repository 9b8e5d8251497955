import Foundation
import GLibTestSupport
import Testing

/// Trip photos as shipped: none without a key; a Pixabay photo of the trip's
/// destination once a key is stored in Preferences, the key sent to Pixabay
/// alone; every fault one dim line on the trip's page, the route shown instead.
@Suite(.serialized, .timeLimit(.minutes(6)))
struct TripPhotosOnlineTests {
    private static let key = "px-5be21c07d4"
    /// The stand-in's photos are orange; nothing else in the window is.
    private static let orange = "#ff8c00"

    @Test func aPixabayPhotoOnceAKeyIsStoredAndOneLineForEachFault() async throws {
        try #require(TestKeyring.started, "gnome-keyring-daemon started")
        let services = try StandIns()
        try await withApp(services, arguments: ["--page", "trips"]) { app in
            try await storeKey("", in: "Pixabay Key", app: app, saying: "Removed; trips show their route")
            try await newTrip(app)
            try await Task.sleep(for: .seconds(1))
            #expect(services.pixabay.requests.isEmpty, "without a key Pixabay is not asked")

            try await storeKey(Self.key, in: "Pixabay Key", app: app)
            try await app.screen.waitFor(label: "Photo: \(Answers.photographer) / Pixabay")
            let search = try #require(services.pixabay.requests.first { $0.path == "/api/" })
            #expect(search.parameter("key") == Self.key && search.parameter("q")?.lowercased() == "lisbon")
            #expect(services.pixabay.requests.contains { $0.path.hasPrefix("/images/") }, "the image is downloaded")
            let header = try await capture(app, "photo-header", x: 0, y: 50, width: 400, height: 260)
            #expect(header.share(of: Self.orange) > 0.2, "the photo is drawn: \(header.colours)")
        }
        // Each fault in a new profile (the search is kept 24 hours), the key still in the keyring.
        for fault in Sentences.failures {
            services.pixabay.fault = fault
            services.pixabay.forgetRequests()
            try await withApp(services, arguments: ["--page", "trips"]) { app in
                try await newTrip(app)
                let line = sentence(for: fault)
                let reading = try await app.screen.waitFor("Pixabay \(fault): “\(line)”", within: .seconds(40)) {
                    $0.label(line) != nil ? $0 : nil
                }
                #expect(reading.rawSystemTexts.isEmpty, "\(fault): \(reading.rawSystemTexts)")
                #expect(reading.label { $0.hasPrefix("Photo:") } == nil, "\(fault): no photo credited")
                print("online: Pixabay \(fault): \(services.pixabay.requests.count) request(s): \(line)")
            }
        }
        let leaks = services.everyRequest.filter { $0.server != "Pixabay" && $0.request.everything.contains(Self.key) }
        #expect(leaks.isEmpty, "the key reached \(leaks.map(\.server))")
    }

    private func sentence(for fault: Fault) -> String {
        switch fault {
        case .tooManyRequests: "Pixabay asks to wait \(Fault.retryAfterSeconds) s before more photos."
        default: Sentences.trouble(fault, at: "Pixabay")
        }
    }

    /// A new trip named Lisbon (a trip still called "New Trip" names no place to show).
    private func newTrip(_ app: AppUnderTest) async throws {
        let main = try await app.screen.waitFor("the main window") { $0.nodes.first { $0.role == "toplevel" }?.name }
        try await app.input.press("ctrl+n", in: main)
        try await app.screen.waitFor("the new trip") { $0.button("Add Stop") }
        // The name field has the focus: its text is replaced as a person would.
        let titled = try await app.screen.waitFor("the trip's window") {
            $0.nodes.first { $0.role == "toplevel" }?.name
        }
        try await app.input.press("ctrl+a", in: titled)
        try await app.input.type("Lisbon", in: titled)
        try await app.screen.waitFor("the trip renamed") {
            $0.nodes.first { $0.role == "toplevel" && $0.name == "Lisbon" }
        }
    }

    private func capture(_ app: AppUnderTest, _ name: String, x: Int, y: Int, width: Int, height: Int) async throws
        -> ScreenPixels
    {
        let main = try await app.screen.waitFor("the main window") { $0.nodes.first { $0.role == "toplevel" }?.name }
        let window = try await app.input.window(titled: main)
        return try await ScreenPixels.capture(
            x: window.origin.x + window.margin.x + x, y: window.origin.y + window.margin.y + y, width: width,
            height: height, into: ScreenPixels.path(name, in: app.home))
    }
}
