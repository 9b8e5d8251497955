import CGtk
import Foundation
import GtkKit
import Testing

@testable import GlobetrotterCore
@testable import GlobetrotterUI

/// The fonts the set-up installs (scripts/install-dependencies.sh), as a
/// GNOME desktop has them, draw what the app shows: the local names of every
/// country's holidays — Chinese, Japanese and Korean need fonts-noto-cjk;
/// Thai, Khmer, Bengali, Ethiopic, Sinhala and others fonts-noto-core — or
/// each character is a box of hex digits.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(3))) struct FontCoverageTests {
    @Test func everyLocalHolidayNameOfEveryCountryHasItsGlyphs() throws {
        let store = OfflineHolidayStore(pack: HolidaysFlowTests.pack)
        let countries = try store.countryCodes()
        #expect(countries.count > 100, "the pack's countries")
        var missing: [String: [String]] = [:]
        for country in countries {
            let names = Set(try store.holidays(country: country, year: 2026).map(\.localName))
            let boxes = try names.sorted().filter { try unknownGlyphs(in: $0) > 0 }
            if !boxes.isEmpty { missing[country] = boxes }
        }
        #expect(missing.isEmpty, "drawn as boxes (are fonts-noto-core and fonts-noto-cjk installed?): \(missing)")
    }

    /// How many characters of `text` no font has, as a label of the app would lay it out.
    private func unknownGlyphs(in text: String) throws -> Int32 {
        // GTK is initialized when the application registers: before any widget exists.
        _ = TestApplication.shared
        let label = Label(text)
        let layout = try #require(gtk_widget_create_pango_layout(label.widgetPointer, text))
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        return pango_layout_get_unknown_glyphs_count(layout)
    }
}
