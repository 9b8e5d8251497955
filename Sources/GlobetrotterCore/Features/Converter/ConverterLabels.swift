/// The converter page's fixed labels, worded here with the rest of its text
/// (the presenter, `ConverterNotice`, `ConversionFormatter`) so the view
/// holds no sentence.
public enum ConverterLabels {
    public static var amount: String { tr("Amount") }
    public static var amountToConvert: String { tr("Amount to convert") }
    public static var clearAmount: String { tr("Clear the amount") }
    public static var swapCurrencies: String { tr("Swap the currencies") }
    public static var aboutTheRates: String { tr("_About the Rates") }
    public static var copyConvertedAmount: String { tr("Copy the converted amount") }
    public static var loadingCurrencies: String { tr("Loading currencies…") }
    public static var rateHistory: String { tr("Rate History") }

    /// Which side a currency button is.
    public enum Side: Sendable {
        case from, to

        /// "From" or "To", the start of the button's accessible label.
        public var name: String {
            switch self {
            case .from: tr("From")
            case .to: tr("To")
            }
        }

        public var tooltip: String {
            switch self {
            case .from: tr("Choose the currency to convert from")
            case .to: tr("Choose the currency to convert to")
            }
        }

        /// "From: US Dollar (USD)".
        public func accessibleLabel(for currency: CurrencyLabel) -> String {
            tr("{side}: {name} ({code})", ["side": name, "name": currency.name, "code": currency.code])
        }
    }
}
