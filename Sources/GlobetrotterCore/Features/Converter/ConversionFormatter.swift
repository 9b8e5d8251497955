import Foundation

/// The converter's numbers and dates in the user's words. All arithmetic is
/// `Decimal`, so 0.1 + 0.2 shows "0.3" and a 15-digit amount stays exact;
/// only the decimal separator follows the user's LC_NUMERIC ("0,9234" in
/// German), and numbers are never grouped, so a result reads like the field.
public final class ConversionFormatter: Sendable {
    /// "." or ","; what the amount field shows its separator as, too.
    public let decimalSeparator: String
    private let day: LocalDateFormatter
    private let date: LocalDateFormatter
    private let monthDay: LocalDateFormatter
    private let monthYear: LocalDateFormatter

    /// - Parameters:
    ///   - dates: the locale of LC_TIME (`Locale.userDates` in the app).
    ///   - numbers: the locale of LC_NUMERIC (`Locale.userNumbers` in the app).
    public init(dates: Locale = .userDates, numbers: Locale = .userNumbers) {
        decimalSeparator = numbers.decimalSeparator ?? "."
        day = LocalDateFormatter("dMMMM", locale: dates)
        date = LocalDateFormatter("yMMMd", locale: dates)
        monthDay = LocalDateFormatter("dMMM", locale: dates)
        monthYear = LocalDateFormatter("MMMy", locale: dates)
    }

    /// The converted amount: rounded *down* (towards zero) to at most two
    /// decimals, no grouping, no trailing zeros — so 12.50 shows "12.5" and
    /// 12.00 shows "12".
    public func amount(_ value: Decimal) -> String {
        var digits = Self.fixedPoint(value, places: 2, rounding: .down)
        while digits.hasSuffix("0") && digits.contains(".") { digits.removeLast() }
        if digits.hasSuffix(".") { digits.removeLast() }
        return localized(digits == "-0" ? "0" : digits)
    }

    /// The amount as kept ("12.5", the separator the rules write) as the
    /// field shows it: "12,5" for a German user. Every edit the field sends is
    /// a keystroke or its whole text, and the rules read either separator.
    public func amountText(_ canonical: String) -> String { localized(canonical) }

    /// `amount × rate`, formatted; empty when the field is empty.
    public func convertedAmount(_ amount: Decimal?, rate: Decimal) -> String {
        guard let amount else { return "" }
        return self.amount(amount * rate)
    }

    /// A rate with four decimals, rounded to the nearest: "0.9234".
    public func rate(_ value: Decimal) -> String {
        localized(Self.fixedPoint(value, places: 4, rounding: .plain))
    }

    /// "1 USD = 0.9234 EUR".
    public func rateLine(_ rate: ExchangeRate) -> String {
        tr("1 {from} = {rate} {to}", ["from": rate.base, "rate": self.rate(rate.rate), "to": rate.target])
    }

    /// "ECB reference rate of 30 Oct 2026 via Frankfurter"; empty for the same currency.
    public func sourceLine(_ quote: RateQuote) -> String {
        let values: KeyValuePairs = ["date": date.string(from: quote.rate.date)]
        let line =
            switch quote.source {
            case .frankfurter: tr("ECB reference rate of {date} via Frankfurter", values)
            case .currencyConverterAPI: tr("Rate of {date} via currencyconverterapi.com", values)
            case .offlineECB: tr("Offline ECB rates of {date}", values)
            case .sameCurrency: ""
            }
        // A saved rate is the last one fetched; say so, or it passes for today's.
        return quote.isSaved && !line.isEmpty ? tr("{line} (saved)", ["line": line]) : line
    }

    /// "30 October", inside a sentence.
    public func day(_ value: LocalDate) -> String { day.string(from: value) }

    /// "30 Oct 2026".
    public func date(_ value: LocalDate) -> String { date.string(from: value) }

    /// Under the chart's ends: "1 Oct" for a month, "Oct 2026" for a year.
    public func axisDate(_ value: LocalDate, range: HistoryRange) -> String {
        range == .month ? monthDay.string(from: value) : monthYear.string(from: value)
    }

    private func localized(_ digits: String) -> String {
        decimalSeparator == "." ? digits : digits.replacingOccurrences(of: ".", with: decimalSeparator)
    }

    /// `value` with exactly `places` decimals, "." as separator, no grouping.
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
