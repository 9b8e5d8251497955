import CGtk
import Foundation
import GtkKit
import Testing

@testable import GlobetrotterCore
@testable import GlobetrotterUI

/// The fonts the set-up installs (scripts/install-dependencies.sh) draw what
/// the app shows: the local names of Japan's, China's and Korea's holidays
/// need a CJK font (fonts-noto-cjk), or each character is a box of hex digits.
@MainActor
@Suite(.serialized) struct FontCoverageTests {
    /// The countries whose holidays' local names are Chinese, Japanese or Korean.
    nonisolated static let cjkCountries = ["CN", "HK", "JP", "KP", "KR", "MO", "TW"]

    @Test(arguments: cjkCountries)
    func everyLocalHolidayNameHasItsGlyphs(country: String) throws {
        let holidays = try OfflineHolidayStore(pack: HolidaysFlowTests.pack).holidays(country: country, year: 2026)
        let names = Set(holidays.map(\.localName))
        try #require(!names.isEmpty)
        let missing = try names.sorted().filter { try unknownGlyphs(in: $0) > 0 }
        #expect(missing.isEmpty, "drawn as boxes (is fonts-noto-cjk installed?): \(missing)")
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
