import GLibKit
import GlobetrotterCore

/// Country names translated by iso-codes' gettext catalogue (`iso_3166-1`,
/// installed under /usr/share/locale by Debian's iso-codes).
public struct GettextCountryNames: CountryNameLocalizing {
    public init() {}

    public func localizedName(_ englishName: String) -> String {
        Gettext.translate(englishName, domain: "iso_3166-1")
    }
}
