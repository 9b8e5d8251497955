/// Translates ISO 3166-1 names into the user's language (iso-codes'
/// gettext domain in the app); behind a protocol so Core stays free of C.
public protocol CountryNameLocalizing: Sendable {
    /// The translation of an ISO English name, or the name itself.
    func localizedName(_ englishName: String) -> String
}

/// No translation: English names, for tests and when iso-codes is missing.
public struct EnglishCountryNames: CountryNameLocalizing {
    public init() {}
    public func localizedName(_ englishName: String) -> String { englishName }
}

extension Country {
    /// The name to show: the translated common name, else the translated ISO name.
    public func localizedName(_ names: any CountryNameLocalizing) -> String {
        if let commonName {
            let translated = names.localizedName(commonName)
            if translated != commonName { return translated }
            let official = names.localizedName(name)
            return official != name ? official : commonName
        }
        return names.localizedName(name)
    }
}
