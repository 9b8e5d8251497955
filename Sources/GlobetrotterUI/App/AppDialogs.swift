import GlobetrotterCore
import GtkKit

/// The About and Preferences windows.
@MainActor
public enum AppDialogs {
    public static let aboutInfo = AboutInfo(
        applicationName: AppInfo.name, applicationIcon: AppInfo.id, version: AppInfo.version,
        developerName: tr("The Globetrotter developers"), website: AppInfo.website, issueURL: AppInfo.issueURL,
        copyright: tr("© 2026 The Globetrotter developers"),
        developers: [tr("The Globetrotter developers")], designers: [tr("The Globetrotter developers")],
        credits: [
            (
                // Translators: a credits section of the About window: where the app's data comes from.
                tr("Data"),
                [
                    "Nager.Date https://date.nager.at", "Frankfurter https://frankfurter.dev",
                    tr("OpenStreetMap contributors") + " https://www.openstreetmap.org/copyright",
                    "GeoNames https://www.geonames.org", "Natural Earth https://www.naturalearthdata.com",
                ]
            ),
            (tr("Inspired by"), [tr("Five iOS architecture samples: MVVM-C, VIPER and their reactive variants")]),
        ],
        legalSections: [
            (
                tr("Map data"), tr("© OpenStreetMap contributors"),
                tr("Available under the Open Database License (ODbL).")
            ),
            (tr("City data"), "GeoNames", tr("Licensed under Creative Commons Attribution 4.0.")),
            (
                tr("Exchange rates"), tr("European Central Bank"),
                tr("Euro foreign exchange reference rates, reused with credit.")
            ),
            (tr("Basemap"), "Natural Earth", tr("Public domain.")),
        ],
        translatorCredits: translatorCredits)

    /// The translators of the current language, one per line; nil when untranslated.
    private static var translatorCredits: String? {
        // Translators: your names, one per line ("Jane Doe <jane@example.org>"), instead of a translation.
        let credits = tr("translator-credits")
        return credits == "translator-credits" ? nil : credits
    }

    public static func preferences(
        transientFor window: ApplicationWindow, settings: SettingsStore, apiKeys: [APIKeySetting] = []
    ) -> PreferencesWindow {
        let style = ComboRow(
            title: tr("Style"), options: [tr("Follow System"), tr("Light"), tr("Dark")], selected: 0)
        ColorSchemeSetting.bind(style, to: settings)
        let appearance = PreferencesGroup(title: tr("Appearance"), rows: [style])
        let driving = SpinRow(
            title: tr("Daily Driving Limit"),
            subtitle: tr("Hours at the wheel a day in a trip’s days; a longer leg goes on the next day"),
            range: 1...24, value: settings[SettingsKeys.dailyDrivingHours])
        driving.onValueChanged { settings[SettingsKeys.dailyDrivingHours] = $0 }
        let trips = PreferencesGroup(title: tr("Trips"), rows: [driving])
        var groups = [appearance, trips]
        groups += apiKeys.map(APIKeyGroup.make)
        let page = PreferencesPage(title: tr("General"), iconName: "preferences-system-symbolic", groups: groups)
        let preferences = PreferencesWindow(title: tr("Preferences"), transientFor: window, pages: [page])
        preferences.nameSearch(entry: PreferencesWording.searchEntry, button: PreferencesWording.searchButton)
        return preferences
    }
}
