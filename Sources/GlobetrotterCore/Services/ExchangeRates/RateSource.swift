/// Where a rate came from; the converter names it under the result.
public enum RateSource: String, Hashable, Sendable, Codable {
    /// ECB reference rates served by Frankfurter.
    case frankfurter
    /// The original converter's source, used only with the user's key.
    case currencyConverterAPI
    /// The ECB reference rates bundled in the data pack.
    case offlineECB
    /// Both currencies are the same: the rate is 1 and needs no source.
    case sameCurrency
}
