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
    }

    /// Switches to holidayapi.com if a key is already stored. Offline, the
    /// pack is the only source, so the keyring is not even asked.
    func useKeyIfStored() {
        guard !isOffline else { return }
        Task { @MainActor in
            let key = try? await secrets.secret(for: .holidayAPI)
            apply(hasKey: key?.isEmpty == false)
        }
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
