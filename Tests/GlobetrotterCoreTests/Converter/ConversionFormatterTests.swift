import Foundation
import Testing

@testable import GlobetrotterCore

@Suite struct ConversionFormatterTests {
    private static func decimal(_ text: String) -> Decimal { Decimal(string: text)! }

    static let amounts: [(Decimal, String)] = [
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
        #expect(ConversionFormatter.amount(value) == expected)
    }

    static let conversions: [(String, String, String)] = [
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
            ConversionFormatter.convertedAmount(AmountInputRules.amount(in: amount), rate: Self.decimal(rate))
                == expected)
    }

    @Test func anEmptyFieldConvertsToNothing() {
        #expect(ConversionFormatter.convertedAmount(nil, rate: 2) == "")
    }

    static let rates: [(String, String, String, String)] = [
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
        #expect(ConversionFormatter.rateLine(exchangeRate) == expected)
    }

    static let sources: [(RateSource, Bool, String)] = [
        (.frankfurter, false, "ECB reference rate of 2026-10-30 via Frankfurter"),
        (.frankfurter, true, "ECB reference rate of 2026-10-30 via Frankfurter (saved)"),
        (.offlineECB, false, "Offline ECB rates of 2026-10-30"),
        (.currencyConverterAPI, false, "Rate of 2026-10-30 via currencyconverterapi.com"),
        (.sameCurrency, false, ""),
        (.sameCurrency, true, ""),
    ]

    @Test(arguments: sources)
    func sourceLineNamesTheDateAndSource(source: RateSource, isSaved: Bool, expected: String) {
        let rate = ExchangeRate(
            base: "USD", target: "EUR", date: LocalDate(year: 2026, month: 10, day: 30)!, rate: 1)
        #expect(ConversionFormatter.sourceLine(RateQuote(rate: rate, source: source, isSaved: isSaved)) == expected)
    }
}
