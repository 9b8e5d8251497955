import Foundation
import Testing

@testable import GlobetrotterCore

@Suite(.timeLimit(.minutes(1))) struct UserLocaleTests {
    @Test(arguments: [
        ("de_DE.UTF-8", "de_DE"), ("de_DE@euro", "de_DE"), ("pt_BR", "pt_BR"), ("fr_CA.utf8", "fr_CA"),
    ])
    func aPOSIXNameIsItsLanguageAndRegion(name: String, identifier: String) {
        #expect(Locale(posixName: name)?.identifier == identifier)
    }

    @Test(arguments: ["C", "C.UTF-8", "POSIX", ""])
    func theCLocaleNamesNoLanguage(name: String) {
        #expect(Locale(posixName: name) == nil)
    }

    /// What Foundation's `Locale.current` cannot do on Linux.
    @Test func aGermanLocaleWritesGermanDatesAndNumbers() throws {
        let german = try #require(Locale(posixName: "de_DE.UTF-8"))
        let formatter = DateFormatter()
        formatter.locale = german
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.setLocalizedDateFormatFromTemplate("EEEEdMMMM")
        #expect(formatter.string(from: Date(timeIntervalSince1970: 1_798_000_000)) == "Mittwoch, 23. Dezember")
        #expect((1234.5).formatted(.number.precision(.fractionLength(2)).locale(german)) == "1.234,50")
    }
}
