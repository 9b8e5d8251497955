import Foundation
import GLibTestSupport
import Testing

/// Holidays as shipped: live from Nager.Date, then from holidayapi.com once a
/// key is stored in the keyring through Preferences; each service through
/// every fault kind, with the offline pack (or the copy saved earlier) shown
/// under one sentence saying why.
@Suite(.serialized, .timeLimit(.minutes(6)))
struct HolidaysOnlineTests {
    private static let key = "hk-7f3a9c21e5"
    /// The years the bundled holidays cover.
    private static let packYears = 2024...2030

    @Test func holidaysComeLiveFromNagerThenFromHolidayAPIWithAKey() async throws {
        try #require(TestKeyring.started, "gnome-keyring-daemon started")
        let services = try StandIns()
        let home = makeTemporaryDirectory(prefix: "online-holidays")
        try await withApp(services, arguments: ["--page", "holidays"], home: home, environment: keptSettings(home)) {
            app in
            try await chooseCountry("Germany", in: app)
            try await app.screen.waitFor(label: "Source: Nager.Date")
            try await app.screen.waitFor(label: Answers.nagerHoliday)
            let year = try #require(
                Int(try await app.screen.read().label { Int($0) != nil }?.name ?? ""), "the year shown")
            let first = try #require(services.nager.requests.first)
            #expect(first.path == "/api/v3/PublicHolidays/\(year)/DE")
            #expect(first.header("User-Agent")?.hasPrefix("Globetrotter/0.1.0 (+") == true, "\(first.headers)")

            // Each fault on the next year, which was never fetched: the pack stands in.
            var yearShown = year
            try await FaultRun(app: app, server: services.nager).run(Sentences.failures) {
                try await askAgain(app, orElse: "Next Year", yearShown: &yearShown)
            } sentence: { fault in
                // Nager.Date documents 404 for an unknown country, and no body for a year without data.
                note(
                    Sentences.trouble(
                        fault, at: "Nager.Date",
                        overrides: [
                            .notFound: "Nager.Date has no holidays for this country.",
                            // Beyond the pack's years the empty answer is the page's list, empty.
                            .emptyBody: Self.packYears.contains(year + 1)
                                ? "Nager.Date has no holidays for \(year + 1)."
                                : "Nager.Date lists no public holidays for \(year + 1).",
                        ]), year: year + 1)
            }
            // A redirect is followed to the live answer; the note goes.
            services.nager.fault = .redirect
            services.nager.forgetRequests()
            try await app.input.click(
                try await app.screen.waitFor("Retry") { $0.button(anyOf: ["Retry", "Try Again"]) })
            try await app.screen.waitFor(label: Answers.nagerHoliday)
            #expect(
                try await app.screen.read().label { $0.contains("Nager.Date") && $0 != "Source: Nager.Date" } == nil)
            #expect(
                services.nager.requests.map(\.path) == [
                    "/api/v3/PublicHolidays/\(year + 1)/DE", "/moved/api/v3/PublicHolidays/\(year + 1)/DE",
                ])
            services.nager.fault = .ok

            // A key in Preferences: holidayapi.com from then on, the key sent to it alone.
            try await storeKey(Self.key, in: "holidayapi.com Key", app: app)
            try await app.input.click(try await app.screen.waitFor("Previous Year") { $0.button("Previous Year") })
            try await app.screen.waitFor(label: "Source: holidayapi.com")
            try await app.screen.waitFor(label: Answers.holidayAPIHoliday)
            let keyed = try #require(services.holidayAPI.requests.first)
            #expect(keyed.path == "/v1/holidays")
            #expect(keyed.parameter("key") == Self.key && keyed.parameter("year") == String(year))
            #expect(keyed.parameter("country") == "DE")

            yearShown = year
            try await FaultRun(app: app, server: services.holidayAPI).run(Sentences.failures) {
                try await askAgain(app, orElse: "Next Year", yearShown: &yearShown)
            } sentence: { fault in
                // holidayapi.com answers 400 (and 404) for a country it does not know.
                let unknown = "holidayapi.com has no holidays for this country."
                return note(
                    Sentences.trouble(
                        fault, at: "holidayapi.com", overrides: [.badRequest: unknown, .notFound: unknown]),
                    year: year + 1)
            }
            // Live again: this answer is what the HTTP cache keeps.
            services.holidayAPI.forgetRequests()
            try await app.input.click(
                try await app.screen.waitFor("Retry") { $0.button(anyOf: ["Retry", "Try Again"]) })
            try await app.screen.waitFor(label: Answers.holidayAPIHoliday)
            #expect(services.holidayAPI.requests.count == 1)
        }

        // The next day holidayapi.com cannot be reached: the copy saved yesterday, said so.
        services.holidayAPI.fault = .refused
        services.forgetRequests()
        try await withApp(services, arguments: ["--page", "holidays"], home: home, environment: keptSettings(home)) {
            app in
            try await app.screen.waitFor(
                label: "holidayapi.com could not be reached (no connection). Showing the copy saved earlier.")
            try await app.screen.waitFor(label: Answers.holidayAPIHoliday)
            #expect(try await app.screen.read().rawSystemTexts.isEmpty)
            #expect(services.nager.requests.isEmpty, "with a key stored, Nager.Date is not asked at start")
            // It answers an error: the saved copy must stay the fallback.
            services.holidayAPI.fault = .serverError
            try await app.input.click(
                try await app.screen.waitFor("Retry") { $0.button(anyOf: ["Retry", "Try Again"]) })
            try await app.screen.waitFor(
                label:
                    "holidayapi.com is not available right now (server error, HTTP 500). Showing the copy saved earlier."
            )
            // Without the key, Nager.Date again.
            services.holidayAPI.fault = .ok
            try await storeKey("", in: "holidayapi.com Key", app: app, saying: "Removed; Nager.Date is used")
            services.nager.forgetRequests()
            try await app.input.click(
                try await app.screen.waitFor("Retry") { $0.button(anyOf: ["Retry", "Try Again"]) })
            try await app.screen.waitFor(label: Answers.nagerHoliday)
            #expect(services.nager.requests.first?.query == "", "no key in Nager.Date's request")
        }
        let leaks = services.everyRequest.filter {
            $0.server != "holidayapi.com" && $0.request.everything.contains(Self.key)
        }
        #expect(leaks.isEmpty, "the key reached \(leaks.map(\.server))")
    }

    /// GSettings in a key file in the profile, so a restart keeps the country chosen.
    private func keptSettings(_ home: String) -> [String: String] { ["GSETTINGS_BACKEND": "keyfile"] }

    /// The note (or problem) the Holidays page shows for `trouble` on `year`: the
    /// bundled holidays when the pack covers the year, else why nothing can be shown.
    private func note(_ trouble: String, year: Int) -> String {
        Self.packYears.contains(year)
            ? "\(trouble) Showing offline data, 2024–2030."
            : "\(trouble) The offline data covers the years 2024–2030, not \(year)."
    }

    /// Retry (or Try Again) when the page offers it, else the year button `orElse`.
    private func askAgain(_ app: AppUnderTest, orElse: String, yearShown: inout Int) async throws {
        let reading = try await app.screen.read()
        if let retry = reading.button(anyOf: ["Retry", "Try Again"]) {
            try await app.input.click(retry)
        } else {
            let button = try await app.screen.waitFor(orElse) { $0.button(orElse) }
            try await app.input.click(button)
            yearShown += orElse == "Next Year" ? 1 : -1
        }
    }

    /// Opens Choose Country with a click and picks `name` by typing it and pressing Enter.
    private func chooseCountry(_ name: String, in app: AppUnderTest) async throws {
        let choose = try await app.screen.waitFor("Choose Country…") { $0.button("Choose Country…") }
        try await app.input.click(choose)
        let search = try await app.screen.waitFor("the country search") { $0.entry("Search by name or code") }
        try await app.input.type(name, in: search.window)
        try await app.screen.waitFor("only \(name) listed") { reading in
            reading.label(name).flatMap { _ in reading.label("Afghanistan") == nil ? true : nil }
        }
        try await app.input.press("Return", in: search.window)
    }
}

/// Opens Preferences with Ctrl+comma, types `key` into the entry named
/// `entryName` (an empty key removes it), presses Enter and waits until the
/// row says it is in the keyring (or `saying`).
func storeKey(_ key: String, in entryName: String, app: AppUnderTest, saying: String = "Saved in your keyring")
    async throws
{
    let main = try await app.screen.waitFor("the main window") { $0.nodes.first { $0.role == "toplevel" } }
    try await app.input.press("ctrl+comma", in: main.name)
    // Clicked until it has the focus: a click that lands while the new window is still being
    // placed goes nowhere, and the keys after it would start the window's search (seen in CI).
    var entry = try await app.screen.waitFor(entryName) { $0.entry(entryName) }
    entry = try await scrolledIntoView(entryName, app: app, entry)
    for attempt in 1...3 {
        try await app.input.click(entry)
        let focused = try? await app.screen.waitFor("\(entryName) focused", within: .seconds(3)) {
            $0.entry(entryName).flatMap { $0.focused ? $0 : nil }
        }
        if let focused {
            entry = focused
            break
        }
        if attempt == 3 {
            throw Screen.NotShown(what: "\(entryName) focused after three clicks", last: try? await app.screen.read())
        }
        entry = try await app.screen.waitFor(entryName) { $0.entry(entryName) }
    }
    // Whatever the entry holds goes first, as a person would clear it.
    try await app.input.press("ctrl+a", "BackSpace", in: entry.window)
    if !key.isEmpty { try await app.input.type(key, in: entry.window, delay: .milliseconds(20)) }
    try await app.input.press("Return", in: entry.window)
    try await app.screen.waitFor("“\(saying)”") { $0.label(saying) }
    try await app.input.press("Escape", in: entry.window)
    try await app.screen.waitFor("Preferences closed") { $0.nodes.contains { $0.window == entry.window } ? nil : true }
}

/// The entry `name`, scrolled into its window with the mouse wheel as a person would, when
/// the window shows only part of its page (the Preferences window's last rows, in a larger font).
private func scrolledIntoView(_ name: String, app: AppUnderTest, _ entry: ScreenNode) async throws -> ScreenNode {
    var entry = entry
    for _ in 0..<20 {
        let reading = try await app.screen.read()
        guard let window = reading.nodes.first(where: { $0.role == "toplevel" && $0.window == entry.window }),
            entry.box[1] + entry.box[3] > window.box[3]
        else { return entry }
        // A notch of the wheel, over the page, below the header bar.
        try await app.input.click(x: window.box[2] / 2, y: window.box[3] / 2, in: entry.window, button: 5)
        entry = try await app.screen.waitFor(name) { $0.entry(name) }
    }
    return entry
}
