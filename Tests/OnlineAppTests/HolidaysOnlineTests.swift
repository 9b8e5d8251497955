import Foundation
import GLibTestSupport
import Testing

/// Holidays as shipped: live from Nager.Date, then from holidayapi.com once a
/// key is stored in the keyring through Preferences.
@Suite(.serialized, .timeLimit(.minutes(5)))
struct HolidaysOnlineTests {
    @Test func holidaysComeLiveFromNagerThenFromHolidayAPIWithAKey() async throws {
        try #require(TestKeyring.started, "gnome-keyring-daemon started")
        let services = try StandIns()
        try await withApp(services, arguments: ["--page", "holidays"]) { app in
            try await chooseCountry("Germany", in: app)
            try await app.screen.waitFor(label: "Source: Nager.Date")
            let year = try #require(services.nager.requests.last.map { $0.path.split(separator: "/")[3] })
            print(year)
        }
    }

    /// Opens Choose Country with a click and picks `name` by typing it and pressing Enter.
    private func chooseCountry(_ name: String, in app: AppUnderTest) async throws {
        let choose = try await app.screen.waitFor("Choose Country…") { $0.button("Choose Country…") }
        try await app.input.click(choose)
        let search = try await app.screen.waitFor("the country search") { reading in
            reading.nodes.first { $0.window != "Globetrotter" && ["text", "entry"].contains($0.role) }
        }
        try await app.input.type(name, in: search.window)
        try await Task.sleep(for: .milliseconds(300))
        try await app.input.press("Return", in: search.window)
    }
}
