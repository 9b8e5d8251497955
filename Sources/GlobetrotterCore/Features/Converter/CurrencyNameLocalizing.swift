/// Translates the pack's currency names (ISO 4217's English names) into the
/// user's language — iso-codes' gettext domain in the app; behind a protocol
/// so Core stays free of C.
public protocol CurrencyNameLocalizing: Sendable {
    /// The translation of an ISO English name, or the name itself.
    func localizedName(_ englishName: String) -> String
}

/// No translation: English names, for tests and when iso-codes is missing.
public struct EnglishCurrencyNames: CurrencyNameLocalizing {
    public init() {}
    public func localizedName(_ englishName: String) -> String { englishName }
}
