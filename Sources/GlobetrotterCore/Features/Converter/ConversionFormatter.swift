import Foundation

/// The converter's display strings, as the original showed them. All
/// arithmetic is `Decimal`, so 0.1 + 0.2 shows "0.3" and a 15-digit amount
/// stays exact.
public enum ConversionFormatter {
    /// The converted amount: rounded *down* (towards zero) to at most two
    /// decimals, "." as separator, no grouping, no trailing zeros — so 12.50
    /// shows "12.5" and 12.00 shows "12".
    public static func amount(_ value: Decimal) -> String {
        var digits = fixedPoint(value, places: 2, rounding: .down)
        while digits.hasSuffix("0") && digits.contains(".") { digits.removeLast() }
        if digits.hasSuffix(".") { digits.removeLast() }
        return digits == "-0" ? "0" : digits
    }

    /// `amount × rate`, formatted; empty when the field is empty.
    public static func convertedAmount(_ amount: Decimal?, rate: Decimal) -> String {
        guard let amount else { return "" }
        return Self.amount(amount * rate)
    }

    /// "1 USD = 0.9234 EUR": four decimals, rounded to the nearest.
    public static func rateLine(_ rate: ExchangeRate) -> String {
        "1 \(rate.base) = \(fixedPoint(rate.rate, places: 4, rounding: .plain)) \(rate.target)"
    }

    /// "ECB reference rate of 2026-10-30 via Frankfurter", "Offline ECB rates of 2026-10-30"…
    public static func sourceLine(_ quote: RateQuote) -> String {
        let date = quote.rate.date
        let line =
            switch quote.source {
            case .frankfurter: "ECB reference rate of \(date) via Frankfurter"
            case .currencyConverterAPI: "Rate of \(date) via currencyconverterapi.com"
            case .offlineECB: "Offline ECB rates of \(date)"
            case .sameCurrency: ""
            }
        // A saved rate is the last one fetched; say so, or it passes for today's.
        return quote.isSaved && !line.isEmpty ? "\(line) (saved)" : line
    }

    /// `value` with exactly `places` decimals, no grouping.
    static func fixedPoint(_ value: Decimal, places: Int, rounding: NSDecimalNumber.RoundingMode) -> String {
        var magnitude = value.magnitude
        var rounded = Decimal()
        NSDecimalRound(&rounded, &magnitude, places, rounding)
        var scale = Decimal(1)
        for _ in 0..<places { scale *= 10 }
        // Whole units of 10^-places: an integer, whose description has no exponent or separator.
        var digits = Array((rounded * scale).description)
        if digits.count <= places {
            digits.insert(contentsOf: repeatElement("0", count: places + 1 - digits.count), at: 0)
        }
        if places > 0 { digits.insert(".", at: digits.count - places) }
        return (value < 0 ? "-" : "") + String(digits)
    }
}
