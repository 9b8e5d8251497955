import Foundation
import Testing

@testable import GlobetrotterCore

@Suite(.timeLimit(.minutes(1))) struct LiveRateServiceTests {
    private let environment = ["GLOBETROTTER_FRANKFURTER_URL": "http://127.0.0.1:9/frankfurter"]

    @Test func onlineAsksFrankfurterAtTheEnvironmentsURLAndSkipsTheKeylessSource() async throws {
        let client = RecordingHTTPClient(body: #"{"base":"USD","date":"2026-11-20","rates":{"EUR":0.95}}"#)
        let service = ExchangeRateService.live(
            environment: environment, client: client, secrets: MemorySecretStore(), pack: PackFixture.committed,
            cache: MemoryRateCache(), isOffline: false)
        let lookup = await service.rate(from: "USD", to: "EUR")
        #expect(lookup.quote?.source == .frankfurter)
        #expect(lookup.failure == nil)
        #expect(client.urls.map(\.absoluteString) == ["http://127.0.0.1:9/frankfurter/latest?base=USD&symbols=EUR"])
    }

    @Test func aKeyBringsInCurrencyConverterAPIForWhatTheECBLacks() async throws {
        let client = RecordingHTTPClient(failing: .notFound(URL(string: "http://127.0.0.1:9/latest")!))
        let service = ExchangeRateService.live(
            environment: environment, client: client,
            secrets: MemorySecretStore([.currencyConverterAPI: "key"]), pack: PackFixture.committed,
            cache: MemoryRateCache(), isOffline: false)
        _ = await service.rate(from: "USD", to: "AED")
        #expect(client.urls.count == 2)
        #expect(client.urls.last?.host == "free.currconv.com")
    }

    @Test func offlineModeNeverTouchesTheNetwork() async throws {
        let client = RecordingHTTPClient()
        let service = ExchangeRateService.live(
            environment: [:], client: client, secrets: MemorySecretStore([.currencyConverterAPI: "key"]),
            pack: PackFixture.committed, cache: MemoryRateCache(), isOffline: true)
        let lookup = await service.rate(from: "USD", to: "EUR")
        #expect(lookup.quote?.source == .offlineECB)
        #expect(lookup.failure == nil)
        #expect(await service.currencies().currencies.count == 30)
        #expect(client.urls.isEmpty)
    }
}
