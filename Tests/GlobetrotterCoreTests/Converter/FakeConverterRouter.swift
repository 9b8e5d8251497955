import OpenCombine

@testable import GlobetrotterCore

/// Records what the presenter asked to open; the test sends the results.
@MainActor
final class FakeConverterRouter: ConverterRouting {
    private(set) var pickerRequests: [(selected: String, choices: [CurrencyChoice])] = []
    private(set) var aboutShown = 0
    let pickerResults = PassthroughSubject<CurrencyPickerResult, Never>()

    func pickCurrency(selected: String, choices: [CurrencyChoice]) -> AnyPublisher<CurrencyPickerResult, Never> {
        pickerRequests.append((selected, choices))
        return pickerResults.prefix(1).eraseToAnyPublisher()
    }

    func showAbout() -> AnyPublisher<AboutResult, Never> {
        aboutShown += 1
        return Just(.closed).eraseToAnyPublisher()
    }
}
