import Foundation
import Testing

@testable import GlobetrotterCore

@MainActor
@Suite(.timeLimit(.minutes(1))) struct ConversionFormatterTests {
    private let english = ConversionFormatter(dates: Locale(identifier: "en_GB"), numbers: Locale(identifier: "en_GB"))
    nonisolated private static func decimal(_ text: String) -> Decimal { Decimal(string: text)! }

    nonisolated static let amounts: [(Decimal, String)] = [
        (0, "0"),
        (12, "12"),
        (decimal("12.00"), "12"),
        (decimal("12.50"), "12.5"),
        (decimal("12.345"), "12.34"),
        (decimal("0.999"), "0.99"),
        (decimal("0.004"), "0"),
        (decimal("0.1") + decimal("0.2"), "0.3"),
        (decimal("1234567.891"), "1234567.89"),
        (decimal("123456789012345"), "123456789012345"),
        (decimal("123456789012345.678"), "123456789012345.67"),
        (decimal("-3.456"), "-3.45"),
        (decimal("-0.001"), "0"),
    ]

    @Test(arguments: amounts)
    func amountsAreRoundedDownWithoutGroupingOrTrailingZeros(value: Decimal, expected: String) {
        #expect(english.amount(value) == expected)
    }

    nonisolated static let conversions: [(String, String, String)] = [
        ("12.5", "0.9234", "11.54"),  // 11.5425
        ("100", "0.9234", "92.34"),
        ("100", "1.1721", "117.21"),
        ("3", "0.3333", "0.99"),  // 0.9999 is not rounded up to 1
        ("123456789012345", "1.5", "185185183518517.5"),
        ("0.01", "0.5", "0"),
    ]

    @Test(arguments: conversions)
    func convertedAmountMultipliesExactly(amount: String, rate: String, expected: String) {
        #expect(
            english.convertedAmount(AmountInputRules.amount(in: amount), rate: Self.decimal(rate))
                == expected)
    }

    @Test func anEmptyFieldConvertsToNothing() {
        #expect(english.convertedAmount(nil, rate: 2) == "")
    }

    nonisolated static let rates: [(String, String, String, String)] = [
        ("USD", "EUR", "0.9234", "1 USD = 0.9234 EUR"),
        ("USD", "EUR", "0.92345", "1 USD = 0.9235 EUR"),
        ("EUR", "JPY", "162.5", "1 EUR = 162.5000 JPY"),
        ("EUR", "IDR", "17123.456789", "1 EUR = 17123.4568 IDR"),
        ("IDR", "EUR", "0.0000584", "1 IDR = 0.0001 EUR"),
        ("USD", "USD", "1", "1 USD = 1.0000 USD"),
    ]

    @Test(arguments: rates)
    func rateLineHasFourDecimals(base: String, target: String, rate: String, expected: String) {
        let date = LocalDate(year: 2026, month: 10, day: 30)!
        let exchangeRate = ExchangeRate(base: base, target: target, date: date, rate: Self.decimal(rate))
        #expect(english.rateLine(exchangeRate) == expected)
    }

    nonisolated static let sources: [(RateSource, Bool, String)] = [
        (.frankfurter, false, "ECB reference rate of 30 Oct 2026 via Frankfurter"),
        (.frankfurter, true, "ECB reference rate of 30 Oct 2026 via Frankfurter (saved)"),
        (.offlineECB, false, "Offline ECB rates of 30 Oct 2026"),
        (.currencyConverterAPI, false, "Rate of 30 Oct 2026 via currencyconverterapi.com"),
        (.sameCurrency, false, ""),
        (.sameCurrency, true, ""),
    ]

    @Test(arguments: sources)
    func sourceLineNamesTheDateAndSource(source: RateSource, isSaved: Bool, expected: String) {
        let rate = ExchangeRate(
            base: "USD", target: "EUR", date: LocalDate(year: 2026, month: 10, day: 30)!, rate: 1)
        #expect(english.sourceLine(RateQuote(rate: rate, source: source, isSaved: isSaved)) == expected)
    }

    /// Only the separator follows the user's LC_NUMERIC: a German reads "0,9234".
    @Test func aGermanUserReadsCommasAndGermanDates() {
        let german = ConversionFormatter(dates: Locale(identifier: "de_DE"), numbers: Locale(identifier: "de_DE"))
        let date = LocalDate(year: 2026, month: 10, day: 30)!
        let rate = ExchangeRate(base: "USD", target: "EUR", date: date, rate: Self.decimal("0.92345"))
        #expect(german.rate(rate.rate) == "0,9235")
        #expect(german.amount(Self.decimal("1234567.891")) == "1234567,89", "never grouped, like the field")
        #expect(german.amount(12) == "12")
        #expect(german.day(date) == "30. Oktober")
        #expect(german.date(date).contains("Okt"))
    }
}
