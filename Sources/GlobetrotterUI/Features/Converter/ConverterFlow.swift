import Foundation
import GlobetrotterCore
import GtkKit
import OpenCombine

/// The converter page and the windows it opens, for its coordinator: the
/// form is assembled in one place (`ConverterAssembly`, the sample's
/// Configurator); the picker and About are modal windows over the main one.
@MainActor
public final class ConverterFlow {
    let view = ConverterView()
    let assembly: ConverterAssembly
    private let windows: ConverterWindows
    private var coordinatorRun: AnyCancellable?
    /// Waiting `whenContentReady` calls.
    private var readiness: [UUID: [AnyCancellable]] = [:]

    public init(dependencies: ConverterDependencies, settings: SettingsStore) {
        windows = ConverterWindows(parent: view.root)
        assembly = ConverterAssembly(
            settings: settings, rates: dependencies.rates, catalog: dependencies.catalog, screens: windows,
            offlineRatesDate: dependencies.offlineRatesDate)
        view.bind(to: assembly.viewModel)
        coordinatorRun = assembly.coordinator.start().sink { _ in }
        assembly.viewModel.actions.send(.viewDidLoad)
    }

    public var root: Widget { view.root }
    public var viewModel: ConverterViewModel { assembly.viewModel }
    var picker: CurrencyPickerModule? { windows.picker }
    var about: RatesAboutModule? { windows.about }

    /// Calls `handler` once the rate, the currency list and the chart are no longer loading.
    public func whenContentReady(_ handler: @escaping @MainActor () -> Void) {
        let viewModel = viewModel
        let isReady = {
            let state = viewModel.state.value
            let hasRateAnswer = !state.rateLine.isEmpty || state.notice != nil
            if case .loading = viewModel.chart.value { return false }
            return hasRateAnswer && state.currencyList != .loading
        }
        guard !isReady() else { return handler() }
        let token = UUID()
        let check = { [weak self] in
            guard let self, readiness[token] != nil, isReady() else { return }
            readiness[token] = nil
            handler()
        }
        readiness[token] = [viewModel.state.sink { _ in check() }, viewModel.chart.sink { _ in check() }]
    }
}
