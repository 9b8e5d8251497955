/// The converter page's fixed labels, worded here with the rest of its text
/// (the presenter, `ConverterNotice`, `ConversionFormatter`) so the view
/// holds no sentence; held by the state as `labels`.
public struct ConverterLabels: Equatable, Sendable {
    public var amount = tr("Amount")
    public var amountToConvert = tr("Amount to convert")
    public var clearAmount = tr("Clear the amount")
    public var swapCurrencies = tr("Swap the currencies")
    public var aboutTheRates = tr("_About the Rates")
    public var copyConvertedAmount = tr("Copy the converted amount")
    public var loadingCurrencies = tr("Loading currencies…")
    public var rateHistory = tr("Rate History")
    /// The From and To buttons.
    public var from = CurrencyButtonLabels(name: tr("From"), tooltip: tr("Choose the currency to convert from"))
    public var to = CurrencyButtonLabels(name: tr("To"), tooltip: tr("Choose the currency to convert to"))

    public init() {}
}

/// The fixed words of one currency button (From or To).
public struct CurrencyButtonLabels: Equatable, Sendable {
    /// "From" or "To", the start of the button's accessible label.
    public var name: String
    public var tooltip: String

    /// "From: US Dollar (USD)".
    public func accessibleLabel(for currency: CurrencyLabel) -> String {
        tr("{side}: {name} ({code})", ["side": name, "name": currency.name, "code": currency.code])
    }
}
