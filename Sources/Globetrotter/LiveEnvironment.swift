import Foundation
import GLibKit
import GlobetrotterCore
import GlobetrotterUI
import InstalledData
import KeyringKit
import OpenCombine
import SoupKit

/// Wires the live services: GSettings, libsoup with its disk cache, the
/// data pack, the database opened by the splash.
@MainActor
struct LiveEnvironment {
    let environment: AppEnvironment
    let httpClient: LazySoupHTTPClient
    let holidaySources: HolidaySources
    /// API keys, in the desktop keyring.
    let secrets: any SecretStore = LibsecretStore()
    /// The currencyconverterapi.com key, read once after the main view shows (see `RememberedSecrets`).
    let rateSecrets: RememberedSecrets
    /// The Pixabay key, read the same way: a list of trips asks for it once per row.
    let photoSecrets: RememberedSecrets
    /// Tells the trips' photos that the key was read, stored or removed.
    let photoKeyChanges: PhotoKeyChanges
    /// Tells the converter that the currencyconverterapi.com key was read, stored or removed.
    let rateKeyChanges = PassthroughSubject<Void, Never>()

    init() {
        let processEnvironment = ProcessInfo.processInfo.environment
        let isOffline = processEnvironment["GLOBETROTTER_OFFLINE"] == "1"
        let now = AppClock.now(environment: processEnvironment)
        let (settings, settingsProblem) = SettingsStore.app()
        httpClient = LazySoupHTTPClient(
            userAgent: AppInfo.userAgent, cacheDirectory: "\(UserDirectories.cache)/globetrotter/http",
            // Tests of a service that never answers wait this long rather than each request's 8–15 s.
            timeoutLimit: processEnvironment["GLOBETROTTER_HTTP_TIMEOUT_MS"].flatMap(Int.init).map(
                Duration.milliseconds))
        // One pack, opened on its first query, shared by every offline source.
        let pack = DataPack(root: DataLocations.dataPack)
        let offlineTiles = OfflineTileProvider(pack: pack)
        let tiles: any TileProviding =
            isOffline
            ? offlineTiles
            : FallbackTileProvider(
                primary: OnlineTileProvider(
                    template: processEnvironment["GLOBETROTTER_TILES_URL"] ?? OnlineTileProvider.openStreetMapTemplate,
                    client: httpClient),
                fallback: offlineTiles)
        let userDatabase = UserDatabase(path: AppDatabase.defaultPath(dataDirectory: UserDirectories.data))
        let steps =
            [StartupStep.openUserData(userDatabase, version: AppInfo.version)]
            + (settingsProblem.map { [StartupStep.report(.settingsNotSaved(details: $0))] } ?? [])
        let minimum = processEnvironment["GLOBETROTTER_SPLASH_MS"].flatMap(Int.init).map(Duration.milliseconds)
        let holidaySources = HolidaySources(
            environment: processEnvironment, client: httpClient, secrets: secrets,
            offline: OfflineHolidayProvider(store: OfflineHolidayStore(pack: pack)), isOffline: isOffline)
        self.holidaySources = holidaySources
        let holidays = HolidaysDependencies(
            service: holidaySources.service, countries: CountryCatalog(pack: pack),
            countryNames: GettextCountryNames(), regionNames: IsoSubdivisionNames(), now: now)
        rateSecrets = RememberedSecrets(secrets)
        let rates = ExchangeRateService.live(
            environment: processEnvironment, client: httpClient, secrets: rateSecrets, pack: pack,
            cache: JSONFileRateCache(cacheDirectory: UserDirectories.cache), isOffline: isOffline)
        var converter = ConverterDependencies(
            rates: rates, catalog: CurrencyCatalog(pack: pack),
            offlineRatesDate: { try? OfflineRateStore(pack: pack).latestDate() }, now: now)
        converter.rateKeyChanges = rateKeyChanges.eraseToAnyPublisher()
        let countries = CountryCatalog(pack: pack)
        let photoSecrets = RememberedSecrets(secrets)
        let photoKeyChanges = PhotoKeyChanges()
        self.photoSecrets = photoSecrets
        self.photoKeyChanges = photoKeyChanges
        let photos = TripPhotosInteractor.live(
            client: httpClient, environment: processEnvironment, isOffline: isOffline, secrets: photoSecrets,
            changes: photoKeyChanges,
            cacheDirectory: URL(fileURLWithPath: "\(UserDirectories.cache)/globetrotter/photos"))
        // A trip's days: Holidays' service, the converter's stored rates, Profile's home currency.
        let tripDays = TripDaysSources.live(
            holidays: holidaySources.service, rates: rates, countries: countries,
            home: HomeSettings(settings: settings, locale: .userRegion, countries: countries), settings: settings,
            names: GettextCountryNames(), packYears: { try? OfflineHolidayStore(pack: pack).coveredYears() },
            isOnline: !isOffline, now: now)
        let trips = UserDataSetup(database: userDatabase) { [httpClient] database in
            let names = GettextCountryNames()
            var dependencies = TripsDependencies.live(
                database: database, pack: pack, client: httpClient, environment: processEnvironment,
                isOffline: isOffline,
                countryName: { code in (try? countries.country(alpha2: code))??.localizedName(names) })
            dependencies.photos = photos
            dependencies.days = tripDays
            // The trips are the only page with photos: their key is read when
            // they are first built, not on the way to the home page.
            Self.preloadPhotoKey(into: photoSecrets, announcing: photoKeyChanges)
            return dependencies
        }
        environment = AppEnvironment(
            settings: settings, tiles: tiles, isOffline: isOffline, startupSteps: steps,
            // Start-up work (opening the database) usually ends well within the grace
            // period, so the home page is the first thing drawn; a slow start shows the
            // splash for at least 400 ms rather than flashing it.
            splashMinimumDuration: minimum ?? .milliseconds(400), splashGrace: .milliseconds(150), holidays: holidays,
            converter: converter, userData: trips,
            profile: ProfileInteractor(
                directory: ProfileInteractor.directory(dataDirectory: UserDirectories.data),
                pictures: GdkPictureProcessing()),
            locale: .userRegion)
    }

    /// Reads the currencyconverterapi.com key once, then lets the converter
    /// ask again (a page opened before the keyring answered listed no
    /// currency only that source has); offline, no source needs it.
    func preloadRateKey() {
        guard !environment.isOffline else { return }
        Task { [rateSecrets, rateKeyChanges] in
            await rateSecrets.preload([.currencyConverterAPI])
            if try await rateSecrets.secret(for: .currencyConverterAPI) != nil { rateKeyChanges.send() }
        }
    }

    /// Reads the Pixabay key once, then lets the trips' photos ask again. Also
    /// offline: photos cached before still show.
    nonisolated private static func preloadPhotoKey(
        into secrets: RememberedSecrets, announcing changes: PhotoKeyChanges
    ) {
        Task { @MainActor in
            await secrets.preload([.pixabay])
            changes.keyDidChange()
        }
    }

    /// The Preferences row for trip photos; storing or removing the key
    /// updates the photos shown at once.
    var pixabayKeySetting: APIKeySetting {
        APIKeySetting(
            groupTitle: tr("Trip Photos"),
            groupDescription: tr("With a key, each trip shows photos of its destination from Pixabay."),
            title: tr("Pixabay Key"), withoutKey: tr("Optional; trips show their route without one"),
            removed: tr("Removed; trips show their route"),
            // Through the remembered copy, so the photos see a new key at once.
            key: .pixabay, store: photoSecrets, keyPage: URL(string: "https://pixabay.com/api/docs/"),
            didStore: { [photoKeyChanges] _ in photoKeyChanges.keyDidChange() })
    }

    /// The Preferences row for the original converter's source: the provider
    /// reads the key from the keyring itself, so storing it is enough.
    var currencyConverterKeySetting: APIKeySetting {
        APIKeySetting(
            groupTitle: tr("Currency Converter"),
            groupDescription: tr("With a key, currencyconverterapi.com adds the currencies the ECB does not cover."),
            title: tr("currencyconverterapi.com Key"), withoutKey: tr("Optional; ECB rates via Frankfurter are used"),
            removed: tr("Removed; only ECB rates are used"),
            // Through the remembered copy, so the rate sources see a new key at once.
            key: .currencyConverterAPI, store: rateSecrets, didStore: { [rateKeyChanges] _ in rateKeyChanges.send() })
    }
}
