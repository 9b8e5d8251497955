import Foundation

extension ExchangeRateService {
    /// The app's chain: Frankfurter, then currencyconverterapi (it stays
    /// quiet until the user stores a key, and covers currencies the ECB does
    /// not), then saved and bundled rates. In offline mode only the last two.
    public static func live(
        environment: [String: String], client: any HTTPClient, secrets: any SecretStore, pack: DataPack,
        cache: any RateCacheStoring, isOffline: Bool
    ) -> ExchangeRateService {
        let offline = OfflineExchangeRateProvider(
            store: OfflineRateStore(pack: pack), catalog: CurrencyCatalog(pack: pack))
        let online: [any ExchangeRateProviding] =
            isOffline
            ? []
            : [
                FrankfurterProvider(baseURL: FrankfurterProvider.baseURL(environment: environment), client: client),
                CurrencyConverterAPIProvider(
                    baseURL: CurrencyConverterAPIProvider.baseURL(environment: environment), client: client,
                    secrets: secrets),
            ]
        return ExchangeRateService(online: online, offline: offline, cache: cache)
    }
}
