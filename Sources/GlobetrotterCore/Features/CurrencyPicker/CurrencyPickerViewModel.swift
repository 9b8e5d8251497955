import OpenCombine

@MainActor
public final class CurrencyPickerViewModel: ViewModel {
    public let state = CurrentValueSubject<CurrencyPickerViewState, Never>(CurrencyPickerViewState())
    public let actions = PassthroughSubject<CurrencyPickerAction, Never>()

    public init() {}
}
