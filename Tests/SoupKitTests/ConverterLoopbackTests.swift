import Foundation
import GLibTestSupport
import GlobetrotterCore
import OpenCombine
import SoupKit
import Testing

/// Routes nowhere: these tests drive only the form.
@MainActor
private final class NoRouting: ConverterRouting {
    func pickCurrency(selected: String, choices: [CurrencyChoice]) -> AnyPublisher<CurrencyPickerResult, Never> {
        Empty().eraseToAnyPublisher()
    }
    func showAbout() -> AnyPublisher<AboutResult, Never> { Empty().eraseToAnyPublisher() }
}

extension SoupKitTests {
    /// The converter form end to end over real HTTP: Frankfurter on a loopback
    /// server through libsoup, the bundled ECB rates behind it.
    @MainActor
    @Suite
    struct ConverterLoopbackTests {
        private static let pack = DataPack(
            root: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("data/pack"))

        init() { SoupTestEnvironment.prepare() }

        private func converter(_ server: LoopbackServer) -> (ConverterViewModel, ConverterPresenter) {
            let client = SoupHTTPClient(userAgent: "Globetrotter/test", cacheDirectory: nil)
            let offline = OfflineExchangeRateProvider(
                store: OfflineRateStore(pack: Self.pack), catalog: CurrencyCatalog(pack: Self.pack))
            let rates = ExchangeRateService(
                online: [FrankfurterProvider(baseURL: server.url("/v1/"), client: client)], offline: offline,
                cache: MemoryRateCache())
            let interactor = ConverterInteractor(
                settings: SettingsStore(backend: MemorySettingsBackend()), rates: rates,
                catalog: CurrencyCatalog(pack: Self.pack), today: { LocalDate(year: 2026, month: 11, day: 20)! })
            let viewModel = ConverterViewModel()
            return (viewModel, ConverterPresenter(interactor: interactor, router: NoRouting(), viewModel: viewModel))
        }

        @Test func liveRatesThenAFailureWithRetryThenLiveAgain() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            let down = Flag()
            server.route("/v1/latest") { _ in
                down.isOn ? .status(500) : .json(#"{"base":"USD","date":"2026-11-20","rates":{"EUR":0.9512}}"#)
            }
            server.route("/v1/currencies") { _ in
                down.isOn ? .status(500) : .json(#"{"EUR":"Euro","JPY":"Japanese Yen","USD":"United States Dollar"}"#)
            }
            server.route("/v1/2026-10-21..2026-11-20") { _ in
                .json(
                    #"{"base":"USD","start_date":"2026-10-21","end_date":"2026-11-20","rates":"#
                        + #"{"2026-10-21":{"EUR":0.9401},"2026-11-03":{"EUR":0.9633},"2026-11-20":{"EUR":0.9512}}}"#)
            }
            let (viewModel, presenter) = converter(server)
            defer { withExtendedLifetime(presenter) {} }
            viewModel.actions.send(.viewDidLoad)

            #expect(
                await pumpUntil(timeout: .seconds(8)) {
                    viewModel.state.value.sourceLine == "ECB reference rate of 2026-11-20 via Frankfurter"
                        && viewModel.state.value.currencyList == .loaded
                })
            let live = viewModel.state.value
            #expect(live.convertedAmount == "95.12", "100 × 0.9512")
            #expect(live.rateLine == "1 USD = 0.9512 EUR")
            #expect(live.rateNote == nil)
            #expect(await pumpUntil(timeout: .seconds(8)) { viewModel.chart.value != .loading(.month) })
            guard case .loaded(let series) = viewModel.chart.value else {
                Issue.record("chart: \(viewModel.chart.value)")
                return
            }
            #expect(series.sourceLine == "ECB reference rates via Frankfurter")
            #expect(series.maximumText == "High 0.9633 on 2026-11-03")

            down.isOn = true
            viewModel.actions.send(.retryLoadingCurrencies)
            #expect(
                await pumpUntil(timeout: .seconds(8)) {
                    if case .failed = viewModel.state.value.currencyList { return true }
                    return false
                })
            #expect(
                viewModel.state.value.currencyList
                    == .failed(message: "Could not load currencies: the server had a problem (HTTP 500)"))
            #expect(viewModel.state.value.convertedAmount == "95.12", "the live rate stays on screen")

            down.isOn = false
            viewModel.actions.send(.networkBecameAvailable)
            #expect(await pumpUntil(timeout: .seconds(8)) { viewModel.state.value.currencyList == .loaded })
            #expect(server.hits("/v1/currencies") == 3)
        }
    }
}
