import Foundation
import GlobetrotterCore
import GlobetrotterUI

/// Chooses where holidays come from: Nager.Date by default, holidayapi.com
/// while the user has a key in the keyring, only the pack when offline.
/// Base URLs come from GLOBETROTTER_NAGER_URL and GLOBETROTTER_HOLIDAYAPI_URL.
@MainActor
final class HolidaySources {
    let service: HolidayService
    private let nager: NagerHolidayProvider
    private let holidayAPI: HolidayAPIProvider
    private let secrets: any SecretStore
    private let isOffline: Bool
    /// The one keyring read that decides the online source.
    private var keyCheck: Task<Void, Never>?

    init(
        environment: [String: String], client: any HTTPClient, secrets: any SecretStore,
        offline: OfflineHolidayProvider, isOffline: Bool
    ) {
        nager = NagerHolidayProvider(
            baseURL: environment["GLOBETROTTER_NAGER_URL"].flatMap(URL.init(string:))
                ?? NagerHolidayProvider.defaultBaseURL, client: client)
        holidayAPI = HolidayAPIProvider(
            baseURL: environment["GLOBETROTTER_HOLIDAYAPI_URL"].flatMap(URL.init(string:))
                ?? HolidayAPIProvider.defaultBaseURL, client: client, secrets: secrets)
        self.secrets = secrets
        self.isOffline = isOffline
        service = HolidayService(online: isOffline ? nil : nager, offline: offline)
        // The first request waits for the keyring read, started then if the main view has not shown yet.
        service.sourceDecision = { [weak self] in await self?.useKeyIfStored().value }
    }

    /// Switches to holidayapi.com if a key is already stored, reading the
    /// keyring once. Offline, the pack is the only source, so the keyring is
    /// not even asked.
    @discardableResult
    func useKeyIfStored() -> Task<Void, Never> {
        if let keyCheck { return keyCheck }
        let check = Task { @MainActor [weak self, secrets, isOffline] in
            guard !isOffline else { return }
            let key = try? await secrets.secret(for: .holidayAPI)
            self?.apply(hasKey: key?.isEmpty == false)
        }
        keyCheck = check
        return check
    }

    /// The Preferences row: reads and stores the key, and switches the source.
    var keySetting: APIKeySetting {
        APIKeySetting(
            groupTitle: tr("Holidays"), groupDescription: tr("With a key, holidays come from holidayapi.com."),
            title: tr("holidayapi.com Key"), withoutKey: tr("Optional; Nager.Date is used without one"),
            removed: tr("Removed; Nager.Date is used"),
            key: .holidayAPI, store: secrets, didStore: { [weak self] hasKey in self?.apply(hasKey: hasKey) })
    }

    private func apply(hasKey: Bool) {
        guard !isOffline else { return }
        service.setOnline(hasKey ? holidayAPI : nager)
    }
}
