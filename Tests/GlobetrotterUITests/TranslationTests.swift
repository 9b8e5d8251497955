import CIntl
import Foundation
import GlobetrotterCore
import GlobetrotterUI
import Testing

/// German end to end: the catalogue the build compiled from po/de.po, read by
/// `tr` in this process and by the app binary under LANG=de_DE.UTF-8.
@Suite(.serialized, .timeLimit(.minutes(3))) struct TranslationTests {
    /// Where the build put the app's catalogues (Plugins/CompileTranslations).
    static let locales = AppProcess.executable.deletingLastPathComponent()
        .appendingPathComponent("Globetrotter_Globetrotter.resources/locale")

    @MainActor @Test func theCompiledGermanCatalogueTranslatesTheAppsStrings() throws {
        let catalogue = Self.locales.appendingPathComponent("de/LC_MESSAGES/globetrotter.mo")
        try #require(FileManager.default.fileExists(atPath: catalogue.path), "the build compiles \(catalogue.path)")
        try inGerman {
            #expect(tr("Preferences") == "Einstellungen")
            // The catalogue's language names the interface's: holidays are titled in it.
            #expect(interfaceLanguage == "de")
            #expect(HolidayNaming().readsLocalNames(of: "AT"))
            #expect(PageTitles.holidays.title == "Feiertage")
            #expect(PageTitles.todo.mnemonicTitle == "_Aufgaben")
            #expect(AppAction.window(.undo).shortcut(AppPages.list)?.title == "Letzte Änderung rückgängig machen")
            #expect(
                LaunchOptions.Failure.unknownPage("maps", valid: AppPages.list.pages).description
                    == "Unbekannte Seite „maps“. Gültige Seiten: holidays, converter, trips, todo, profile")
        }
    }

    @Test func theAppSpeaksGermanUnderAGermanLocale() throws {
        var app = AppProcess()
        app.overrides = ["LANG": "de_DE.UTF-8"]
        let unknown = try app.run(["--page", "maps"])
        #expect(unknown.status == 2)
        #expect(
            unknown.errors.contains("Unbekannte Seite „maps“. Gültige Seiten: holidays, converter"), "\(unknown.errors)"
        )
        let help = try app.run(["--help"])
        #expect(help.output.contains("Ein Reisebegleiter: Feiertage, Währungsumrechnung, Reisen und eine Checkliste."))
        #expect(help.output.contains("--screenshot=DATEI"), "\(help.output)")
    }
}
