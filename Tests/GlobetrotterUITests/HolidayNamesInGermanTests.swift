import Foundation
import GLibTestSupport
import GtkKit
import Testing

@testable import GlobetrotterCore
@testable import GlobetrotterUI

/// In German, a holiday of a German-speaking country is named in German:
/// Austria's National Day is the "Nationalfeiertag", its English name a fact.
@MainActor
@Suite(.timeLimit(.minutes(3)), .serialized) struct HolidayNamesInGermanTests {
    @Test func austriasNationalDayInGerman() async throws {
        let holiday = Holiday(
            date: LocalDate(year: 2026, month: 10, day: 26)!, localName: "Nationalfeiertag", name: "National Day",
            countryCode: "AT", types: [.public])
        let austria = Country(alpha2: "AT", alpha3: "AUT", name: "Austria", flag: "🇦🇹")
        // Worded as the page words it under a German catalogue: the naming
        // follows the catalogue's language by default.
        let state = try inGerman {
            HolidayDetailState(
                input: HolidayDetailInput(
                    holiday: holiday, country: austria, countryName: "Österreich", source: .offline(years: 2024...2030)),
                regions: SubdivisionCodesOnly(), dates: HolidayDateText(locale: Locale(identifier: "de_DE")),
                today: LocalDate(year: 2026, month: 10, day: 20)!)
        }
        // GTK is initialized when the application registers: before any widget exists.
        let window = ApplicationWindow(application: TestApplication.shared)
        defer { window.destroy() }
        let view = HolidayDetailView()
        view.render(state)
        window.setDefaultSize(width: 700, height: 600)
        window.setContent(view.root)
        window.present()
        #expect(await pumpUntil(timeout: .seconds(10)) { window.isMapped })
        #expect(view.shownTitle == "Nationalfeiertag")
        #expect(view.shownFacts["Englischer Name"] == "National Day")
        #expect(view.shownFacts["Name vor Ort"] == nil)
        #expect(await framePainted(view.root))
        try await renderPNG(window, to: screenshotPath("holiday-detail-at-de"))
    }
}
