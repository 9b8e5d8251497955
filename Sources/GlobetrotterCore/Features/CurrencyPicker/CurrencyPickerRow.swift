/// One row of the picker: flag, code, name, and a mark when no source has a rate.
public struct CurrencyPickerRow: Equatable, Sendable {
    public var label: CurrencyLabel
    public var hasRate: Bool
    /// The currency the opening button shows.
    public var isSelected: Bool

    public init(label: CurrencyLabel, hasRate: Bool, isSelected: Bool) {
        self.label = label
        self.hasRate = hasRate
        self.isSelected = isSelected
    }

    /// The mark beside a currency without a rate.
    public static let noRateMark = "No rate"
}
