import Foundation
import Testing

@testable import GlobetrotterCore

/// Conversions the search understands, against a fake whose home currency is EUR.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct ConversionSearchTests {
    let sources = FakeSearchSources()

    init() {
        // No holidays or trips: only what the conversion says is a result.
        sources.holidayData = [:]
    }

    private func targets(_ text: String, decimalSeparator: Character = ".") -> [SearchTarget] {
        SearchFixtures.interactor(sources, decimalSeparator: decimalSeparator).targets(
            for: text.split(separator: " ").map(String.init))
    }

    private func conversion(_ amount: String, _ from: String, _ to: String) -> [SearchTarget] {
        [.conversion(amount: Decimal(string: amount)!, from: from, to: to)]
    }

    @Test(arguments: [
        "100 usd in eur", "100 usd to eur", "100 USD into EUR", "100 usd as eur", "100 usd = eur", "100 usd → eur",
        "100 usd eur", "100 $ in €", "$100 in eur", "100 US dollars in euros",
    ])
    func anAmountAndAPair(text: String) {
        #expect(targets(text) == conversion("100", "USD", "EUR"), "\(text)")
    }

    @Test func symbolsAndEverydayNames() {
        #expect(targets("50 € in yen") == conversion("50", "EUR", "JPY"))
        #expect(targets("50€ in ¥") == conversion("50", "EUR", "JPY"))
        #expect(targets("5 US$ in eur") == conversion("5", "USD", "EUR"))
        #expect(targets("20 dollars") == conversion("20", "USD", "EUR"))
        #expect(targets("20 dollar") == conversion("20", "USD", "EUR"))
        #expect(targets("3 quid") == conversion("3", "GBP", "EUR"))
    }

    @Test func twoCurrenciesAloneAreOneUnit() {
        #expect(targets("eur gbp") == conversion("1", "EUR", "GBP"))
        #expect(targets("eur in gbp") == conversion("1", "EUR", "GBP"))
    }

    @Test func oneCurrencyGoesToOrComesFromHome() {
        #expect(targets("100 usd") == conversion("100", "USD", "EUR"))
        #expect(targets("usd 100") == conversion("100", "USD", "EUR"))
        // Still typing the target: into home until it is there.
        #expect(targets("100 usd in") == conversion("100", "USD", "EUR"))
        #expect(targets("100 in usd") == conversion("100", "EUR", "USD"))
        sources.homeCurrency = "GBP"
        sources.quotes["GBP_USD"] = SearchFixtures.quote("GBP", "USD", "1.3")
        #expect(targets("100 in usd") == conversion("100", "GBP", "USD"))
    }

    @Test func namesOfSeveralWordsAreReadWhole() {
        // "pound" and "sterling" alone are both GBP: read one by one, there would be three currencies.
        #expect(targets("10 pound sterling in eur") == conversion("10", "GBP", "EUR"))
        #expect(targets("10 eur in pound sterling") == conversion("10", "EUR", "GBP"))
        // A plural of a pack name: "swiss francs" is "swiss franc".
        #expect(targets("10 swiss francs in eur") == conversion("10", "CHF", "EUR"))
    }

    @Test func aNameOfSeveralCurrenciesIsNoAnswer() {
        #expect(targets("100 krone in eur").isEmpty)
        sources.currencyNames["danish krone"] = ["DKK"]
        #expect(targets("100 danish krone in eur") == conversion("100", "DKK", "EUR"))
    }

    @Test func amountsFollowTheDecimalSeparator() {
        #expect(targets("1,000.50 usd in eur") == conversion("1000.5", "USD", "EUR"))
        #expect(targets("1.000,50 usd in eur", decimalSeparator: ",") == conversion("1000.5", "USD", "EUR"))
        #expect(targets("2,5 usd in eur", decimalSeparator: ",") == conversion("2.5", "USD", "EUR"))
        #expect(targets("1,000 usd in eur", decimalSeparator: ".") == conversion("1000", "USD", "EUR"))
        #expect(targets("1.2.3 usd in eur").isEmpty)
    }

    @Test(arguments: [
        "100 xyz in eur", "in in in", "100", "usd", "100 eur in eur", "100 eur", "eur eur", "100 usd in eur in gbp",
        "100 200 usd in eur", "in usd eur", "100 usd in eur gbp", "100 usd in bananas",
        "10000000000000000 usd in eur", "1000000000000001 usd in eur",
    ])
    func notAConversion(text: String) {
        #expect(targets(text).isEmpty, "\(text)")
    }

    @Test func theLargestAmountStillConverts() {
        #expect(targets("1000000000000000 usd in eur") == conversion("1000000000000000", "USD", "EUR"))
    }

    @Test func aPairWithoutARateIsNoResult() {
        #expect(targets("100 usd in gbp").isEmpty)
        #expect(sources.quoteRequests == ["USD_GBP"])
        #expect(targets("100 eur in gbp") == conversion("100", "EUR", "GBP"))
    }

    @Test func theTargetsIdCarriesTheQuery() {
        #expect(targets("1,000.50 usd in eur").map(\.id) == ["convert:1000.5:USD:EUR"])
    }
}
