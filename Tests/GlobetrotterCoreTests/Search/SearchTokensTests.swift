import Foundation
import Testing

@testable import GlobetrotterCore

@Suite(.timeLimit(.minutes(1))) struct SearchTokensTests {
    private func tokens(_ text: String) -> [SearchToken] { SearchTokens.tokens(of: [text]) }
    private func number(_ text: String) -> SearchToken { SearchToken(kind: .number, text: text) }
    private func word(_ text: String) -> SearchToken { SearchToken(kind: .word, text: text) }
    private func symbol(_ text: String) -> SearchToken { SearchToken(kind: .symbol, text: text) }

    @Test func aSymbolStuckToANumberIsTwoTokens() {
        #expect(tokens("50€") == [number("50"), symbol("€")])
        #expect(tokens("$100") == [symbol("$"), number("100")])
        #expect(tokens("US$5") == [symbol("us$"), number("5")])
        #expect(tokens("100 usd → eur") == [number("100"), word("usd"), symbol("→"), word("eur")])
    }

    @Test func theShellsTermsAreJoined() {
        #expect(
            SearchTokens.tokens(of: ["100", "USD", "in", "EUR"]) == [
                number("100"), word("usd"), word("in"), word("eur"),
            ])
    }

    @Test func wordsAreFoldedAsThePacksNames() {
        #expect(tokens("Österreich") == [word("osterreich")])
        #expect(tokens("Köln CÔTE d’Ivoire") == [word("koln"), word("cote"), word("divoire")])
        #expect(tokens("holidays, germany?") == [word("holidays"), word("germany")])
    }

    @Test(arguments: [
        ("1,000.50", Character("."), "1000.5"), ("1,000.50", ",", "1000.5"),
        ("1.000,50", ".", "1000.5"), ("1.000,50", ",", "1000.5"),
        ("1,000", ".", "1000"), ("1,000", ",", "1"), ("1.5", ".", "1.5"), ("1,5", ".", "1.5"), ("1,5", ",", "1.5"),
        ("1.000.000", ",", "1000000"), ("1'000", ".", "1000"), ("12", ".", "12"),
    ])
    func amountsReadWithEitherDecimalSeparator(text: String, separator: Character, expected: String) {
        #expect(tokens(text) == [number(text)])
        #expect(number(text).amount(decimalSeparator: separator) == Decimal(string: expected)!)
    }

    @Test func aTrailingSeparatorEndsTheSentence() {
        #expect(tokens("100.") == [number("100")])
        #expect(tokens("100,") == [number("100")])
        #expect(tokens("100.")[0].amount(decimalSeparator: ".") == 100)
    }

    @Test(arguments: [Character("."), ","])
    func numbersThatAreNotOneAmountAreRejected(separator: Character) {
        #expect(tokens("1.2.3") == [number("1.2.3")])
        #expect(number("1.2.3").amount(decimalSeparator: separator) == nil)
        #expect(number("1,2,3").amount(decimalSeparator: separator) == nil)
        #expect(number("1.000,5.0").amount(decimalSeparator: separator) == nil)
        #expect(number(String(repeating: "9", count: 25)).amount(decimalSeparator: separator) == nil)
        #expect(word("100").amount(decimalSeparator: separator) == nil)
    }

    @Test func yearsFrom1900To2199() {
        #expect(number("1900").year == 1900)
        #expect(number("2027").year == 2027)
        #expect(number("2199").year == 2199)
        #expect(number("1899").year == nil)
        #expect(number("2200").year == nil)
        #expect(number("027").year == nil)
        #expect(number("20270").year == nil)
        #expect(number("2,027").year == nil)
        #expect(word("2027").year == nil)
    }

    @Test func tooMuchTextIsNoQuestion() {
        #expect(tokens(String(repeating: "a", count: 10_000)).isEmpty)
        #expect(tokens(String(repeating: "a ", count: 5_000)).isEmpty)
        #expect(SearchTokens.tokens(of: Array(repeating: "100 usd", count: 2_000)).isEmpty)
    }

    @Test func atMostTwelveTokens() {
        let twelve = Array(repeating: "eur", count: 12)
        #expect(SearchTokens.tokens(of: twelve).count == 12)
        #expect(SearchTokens.tokens(of: twelve + ["eur"]).isEmpty)
        // Counted after splitting: "50€" is two.
        #expect(SearchTokens.tokens(of: Array(repeating: "eur", count: 11) + ["50€"]).isEmpty)
    }

    @Test func nothingToRead() {
        #expect(tokens("").isEmpty)
        #expect(tokens("  - ? ! ").isEmpty)
    }
}
