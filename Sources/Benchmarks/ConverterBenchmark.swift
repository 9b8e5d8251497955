import Foundation
import GlobetrotterCore

/// Keystroke → converted output in the core (target < 1 ms, issue 5): the
/// converter's presenter, as assembled for the app, over the bundled rates,
/// with a subscriber standing in for the view's label binding. Also the
/// rules-and-formatting path alone.
@MainActor
struct ConverterBenchmark {
    let runs: Int

    /// Typed, then cleared, `runs` times: long amounts, separators, refused keys.
    private static let typed = ["1234567.89", "100", "0,05", "999999999999999", "12.5x", "0.5.5", "42"]

    func run(packRoot: URL) async {
        let pack = DataPack(root: packRoot)
        let offline = OfflineExchangeRateProvider(
            store: OfflineRateStore(pack: pack), catalog: CurrencyCatalog(pack: pack))
        let interactor = ConverterInteractor(
            settings: SettingsStore(backend: MemorySettingsBackend()),
            rates: ExchangeRateService(online: [], offline: offline, cache: MemoryRateCache()),
            catalog: CurrencyCatalog(pack: pack))
        let presenter = ConverterPresenter(interactor: interactor)
        let viewModel = presenter.viewModel
        var shown = ""
        let binding = viewModel.field(\.convertedAmount).collect(into: { shown = $0 })
        viewModel.send(.viewDidLoad)
        await presenter.workFinished()
        guard !viewModel.state.rateLine.isEmpty else {
            emit(["benchmark": "converter", "error": "no rate from the bundled data at \(packRoot.path)"])
            return
        }
        var presenterSamples: [Double] = []
        var rulesSamples: [Double] = []
        let rules = AmountInputRules()
        let format = ConversionFormatter()
        let rate = Decimal(string: "0.9234")!
        for _ in 0..<runs {
            for amount in Self.typed {
                viewModel.send(.editAmount(.clear))
                var text = ""
                for character in amount {
                    presenterSamples.append(milliseconds { viewModel.send(.editAmount(.type(character))) })
                    rulesSamples.append(
                        milliseconds {
                            if case .success(let next) = rules.apply(edit: .type(character), to: text) {
                                text = next
                                shown = format.convertedAmount(
                                    AmountInputRules.amount(in: text), rate: rate)
                            }
                        })
                }
            }
        }
        withExtendedLifetime((presenter, binding, shown)) {}
        report("keystroke_to_output_presenter", presenterSamples)
        report("keystroke_rules_and_format", rulesSamples)
    }

    private func report(_ measurement: String, _ samples: [Double]) {
        let sorted = samples.sorted()
        emit([
            "benchmark": "converter", "measurement": measurement, "keystrokes": samples.count,
            "p50_ms": round3(percentile(sorted, 0.50)), "p99_ms": round3(percentile(sorted, 0.99)),
            "max_ms": round3(sorted.last ?? 0), "target_ms": 1, "met": percentile(sorted, 0.99) < 1,
        ])
    }
}
