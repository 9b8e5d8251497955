import GLibKit
import GlobetrotterCore

/// Currency names translated by iso-codes' gettext catalogue (`iso_4217`):
/// the pack's names are ISO 4217's English names, its message ids.
public struct GettextCurrencyNames: CurrencyNameLocalizing {
    public init() {}

    public func localizedName(_ englishName: String) -> String {
        Gettext.translate(englishName, domain: "iso_4217")
    }
}
