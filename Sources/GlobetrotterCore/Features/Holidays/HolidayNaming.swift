import Foundation

/// Which of a holiday's two names is its title. The holiday data names each
/// holiday in English and in one language of its country (the local name).
/// Where the interface speaks that language, the local name is the title and
/// the English one is not shown beneath it: Austria's "Nationalfeiertag" in
/// German, Canada's "Labour Day" in English. Elsewhere the English name is the
/// title with the local one beneath (Japan's "Coming of Age Day" / "成人の日").
public struct HolidayNaming: Equatable, Sendable {
    /// The interface's language, as a language code ("de").
    public let language: String

    /// - Parameter language: a language or locale name ("de", "pt_BR");
    ///   by default the interface's (`interfaceLanguage`).
    public init(language: String = interfaceLanguage) {
        self.language = Self.languageCode(language)
    }

    /// The name a holiday is shown by.
    public func title(of holiday: Holiday) -> String {
        readsLocalNames(of: holiday.countryCode) ? holiday.localName : holiday.name
    }

    /// The local name under an English title, when it says something else.
    public func subtitle(of holiday: Holiday) -> String? {
        holiday.localName == holiday.name || readsLocalNames(of: holiday.countryCode) ? nil : holiday.localName
    }

    /// True when the interface speaks the language `countryCode`'s local names are in.
    public func readsLocalNames(of countryCode: String) -> Bool {
        Self.localNameLanguage(of: countryCode) == language
    }

    /// The language the holiday data writes a country's local names in: the
    /// language most used there (CLDR's likely language, from Foundation),
    /// except where the data chose another (`otherLocalNameLanguages`).
    static func localNameLanguage(of countryCode: String) -> String {
        let code = countryCode.uppercased()
        if let language = otherLocalNameLanguages[code] { return language }
        let likely = Locale.Language(components: .init(languageCode: nil, script: nil, region: Locale.Region(code)))
        return languageCode(likely.maximalIdentifier)
    }

    /// The countries whose local names are not in CLDR's likely language: the
    /// languages the bundled holidays' source (PyPI `holidays` 0.108, pinned
    /// in data/offline/requirements.txt) names them in, its `default_language`
    /// (countries it names only in English are left out: their local name is
    /// the English one). So a German interface shows Luxembourg's holidays
    /// by their English names, with the Luxembourgish ones beneath.
    static let otherLocalNameLanguages: [String: String] = [
        "AS": "en", "AW": "pap", "AX": "fi", "BF": "en", "BI": "fr", "BQ": "nl", "CC": "en", "CD": "fr",
        "DJ": "fr", "HT": "fr", "IN": "en", "KE": "en", "KZ": "kk", "LU": "lb", "ME": "cnr", "ML": "fr",
        "MU": "en", "NA": "en", "NE": "fr", "NO": "nb", "PH": "en", "PK": "en", "PR": "en", "PY": "es",
        "SC": "en", "SJ": "nb", "SL": "en", "SX": "nl", "TK": "en",
    ]

    /// "de" of "de_AT.UTF-8", "de-Latn-AT" or "DE"; Norwegian ("no") is Bokmål ("nb").
    static func languageCode(_ name: String) -> String {
        let code = name.prefix { $0.isLetter }.lowercased()
        return code == "no" ? "nb" : code
    }
}
