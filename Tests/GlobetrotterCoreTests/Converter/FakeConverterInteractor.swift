import Foundation
import OpenCombine
import Testing

@testable import GlobetrotterCore

/// The converter's use cases with answers the test gives one at a time, so
/// every intermediate state of the presenter can be observed. Saved rates
/// (`rateWithoutNetwork`) answer at once from `savedQuotes`. The test awaits
/// the presenter's requests with `until(_:)`: each request resumes it.
@MainActor
final class FakeConverterInteractor: ConverterInteracting {
    var choices: ConverterChoices
    private(set) var savedChoicesHistory: [ConverterChoices] = []
    var savedQuotes: [String: RateQuote] = [:]
    private(set) var rateRequests: [String] = []
    private var rateAnswers: [CheckedContinuation<RateLookup, Never>] = []
    private var currencyAnswers: [CheckedContinuation<CurrencyChoiceList, Never>] = []
    private(set) var historyRequests: [String] = []
    private var historyAnswers: [CheckedContinuation<HistoryLookup, Never>] = []
    private let waiters = Waiters()
    let homeCurrency = PassthroughSubject<String, Never>()
    var homeCurrencyChanges: AnyPublisher<String, Never> { homeCurrency.eraseToAnyPublisher() }

    init(choices: ConverterChoices = ConverterChoices(amountText: "100", from: "USD", to: "EUR", historyRange: .month))
    {
        self.choices = choices
    }

    var pendingRates: Int { rateAnswers.count }
    var pendingCurrencyLists: Int { currencyAnswers.count }
    var pendingHistories: Int { historyAnswers.count }

    /// Returns once the presenter's requests make `condition` true, e.g. a rate and the list are asked for.
    func until(_ condition: @escaping @MainActor (FakeConverterInteractor) -> Bool) async {
        await waiters.until { [weak self] in self.map(condition) ?? false }
    }

    func answerRate(_ lookup: RateLookup) { rateAnswers.removeFirst().resume(returning: lookup) }
    func answerCurrencies(_ list: CurrencyChoiceList) { currencyAnswers.removeFirst().resume(returning: list) }
    func answerHistory(_ lookup: HistoryLookup) { historyAnswers.removeFirst().resume(returning: lookup) }

    func savedChoices() -> ConverterChoices { choices }

    func save(_ choices: ConverterChoices) {
        self.choices = choices
        savedChoicesHistory.append(choices)
    }

    func currency(code: String) -> Currency {
        let names = ["USD": "US Dollar", "EUR": "Euro", "GBP": "Pound Sterling", "XYZ": "XYZ"]
        return Currency(code: code, name: names[code] ?? code, hasECBRate: true)
    }

    func offlineRatesDate() -> LocalDate? { LocalDate(year: 2026, month: 10, day: 30) }

    func rateWithoutNetwork(from: String, to: String) async -> RateQuote? { savedQuotes["\(from)_\(to)"] }

    func rate(from: String, to: String) async -> RateLookup {
        rateRequests.append("\(from)_\(to)")
        return await withCheckedContinuation {
            rateAnswers.append($0)
            waiters.changed()
        }
    }

    func currencyChoices() async -> CurrencyChoiceList {
        await withCheckedContinuation {
            currencyAnswers.append($0)
            waiters.changed()
        }
    }

    func history(from: String, to: String, range: HistoryRange) async -> HistoryLookup {
        historyRequests.append("\(from)_\(to)_\(range.rawValue)")
        return await withCheckedContinuation {
            historyAnswers.append($0)
            waiters.changed()
        }
    }
}
