/// How a currency appears on the From/To buttons and in the picker.
public struct CurrencyLabel: Equatable, Sendable {
    public var code: String
    public var name: String
    /// A flag emoji, or "" when the currency belongs to no single region (XAU, XDR…).
    public var flag: String

    public init(code: String, name: String) {
        self.code = code
        self.name = name
        flag = Self.flag(for: code)
    }

    /// ISO 4217 codes start with the issuer's ISO 3166 region code (EUR → EU),
    /// except X-codes, which are supranational or not money, and codes of
    /// regions that no longer exist, which fonts draw as a broken flag.
    static func flag(for code: String) -> String {
        let letters = Array(code.uppercased().unicodeScalars.prefix(2))
        guard letters.count == 2, letters[0] != "X", letters.allSatisfy({ ("A"..."Z").contains($0) }),
            !withdrawnRegions.contains(String(String.UnicodeScalarView(letters)))
        else { return "" }
        let regionalIndicatorA: UInt32 = 0x1F1E6
        return String(
            String.UnicodeScalarView(letters.compactMap { Unicode.Scalar(regionalIndicatorA + $0.value - 65) }))
    }

    /// AN: the Netherlands Antilles (ANG, the Antillean guilder), dissolved in 2010.
    private static let withdrawnRegions: Set<String> = ["AN"]
}
