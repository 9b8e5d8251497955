import OpenCombine

/// The converter form's state and the user's actions. A GTK view binds each
/// widget to one field (`field(\.convertedAmount)`), so it is updated only
/// when that field changes.
@MainActor
public final class ConverterViewModel: ViewModel {
    public let state: CurrentValueSubject<ConverterViewState, Never>
    public let chart = CurrentValueSubject<RateChartState, Never>(.loading(.month))
    /// A refused keystroke or paste, for a beep; the field keeps its text.
    public let rejectedInput = PassthroughSubject<AmountInputRejection, Never>()
    public let actions = PassthroughSubject<ConverterAction, Never>()

    /// Starts blank; the presenter fills in the remembered state before the view binds.
    public init() {
        state = CurrentValueSubject(
            ConverterViewState(
                amountText: "", from: CurrencyLabel(code: "", name: ""), to: CurrencyLabel(code: "", name: "")))
    }

    /// One field of the state, published when it changes (and at once).
    public func field<Value: Equatable>(_ keyPath: KeyPath<ConverterViewState, Value>) -> AnyPublisher<Value, Never> {
        state.map(keyPath).removeDuplicates().eraseToAnyPublisher()
    }
}
