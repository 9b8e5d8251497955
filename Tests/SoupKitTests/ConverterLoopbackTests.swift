import Foundation
import GLibTestSupport
import GlobetrotterCore
import SoupKit
import Testing

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

        private func converter(_ server: LoopbackServer, cache: any RateCacheStoring = MemoryRateCache())
            -> (ViewModel<ConverterState, ConverterAction>, ConverterPresenter)
        {
            let client = SoupHTTPClient(userAgent: "Globetrotter/test", cacheDirectory: nil)
            let offline = OfflineExchangeRateProvider(
                store: OfflineRateStore(pack: Self.pack), catalog: CurrencyCatalog(pack: Self.pack))
            let rates = ExchangeRateService(
                online: [FrankfurterProvider(baseURL: server.url("/v1/"), client: client)], offline: offline,
                cache: cache)
            let interactor = ConverterInteractor(
                settings: SettingsStore(backend: MemorySettingsBackend()), rates: rates,
                catalog: CurrencyCatalog(pack: Self.pack), today: { LocalDate(year: 2026, month: 11, day: 20)! })
            let presenter = ConverterPresenter(
                interactor: interactor, locale: Locale(identifier: "en_GB"), numbers: Locale(identifier: "en_GB"))
            return (presenter.viewModel, presenter)
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
            let cache = MemoryRateCache()
            let (viewModel, presenter) = converter(server, cache: cache)
            defer { withExtendedLifetime(presenter) {} }
            viewModel.send(.viewDidLoad)

            #expect(
                await pumpUntil(timeout: .seconds(8)) {
                    viewModel.state.sourceLine == "ECB reference rate of 20 Nov 2026 via Frankfurter"
                        && viewModel.state.currencyList == .loaded
                })
            let live = viewModel.state
            #expect(live.convertedAmount == "95.12", "100 × 0.9512")
            #expect(live.rateLine == "1 USD = 0.9512 EUR")
            #expect(live.notice == nil)
            #expect(await pumpUntil(timeout: .seconds(8)) { viewModel.state.chart != .loading(.month) })
            guard case .loaded(let series) = viewModel.state.chart else {
                Issue.record("chart: \(viewModel.state.chart)")
                return
            }
            #expect(series.sourceLine == "ECB reference rates via Frankfurter")
            #expect(series.maximumText == "High 0.9633 on 3 Nov 2026")

            // The page opened again while the server fails: one note, true to the saved rate it shows.
            down.isOn = true
            let (reopened, reopenedPresenter) = converter(server, cache: cache)
            defer { withExtendedLifetime(reopenedPresenter) {} }
            reopened.send(.viewDidLoad)
            #expect(
                await pumpUntil(timeout: .seconds(8)) {
                    reopened.state.currencyList == .fallback
                        && reopened.state.notice?.contains("rate saved") == true
                })
            #expect(
                reopened.state.notice
                    == "Frankfurter is not available right now (server error, HTTP 500). Showing the rate saved on 20 November."
            )
            #expect(reopened.state.convertedAmount == "95.12", "the saved rate")

            down.isOn = false
            reopened.send(.retry)
            // The list and the rate come back in separate replies: wait for both.
            #expect(await pumpUntil(timeout: .seconds(8)) { reopened.state.currencyList == .loaded })
            #expect(
                await pumpUntil(timeout: .seconds(8)) { reopened.state.notice == nil }, "the note goes with the failure"
            )
            #expect(server.hits("/v1/currencies") == 3)
        }
    }
}
