import GlobetrotterCore
import GtkKit

/// The About, Keyboard Shortcuts and Preferences windows.
@MainActor
public enum AppDialogs {
    public static let aboutInfo = AboutInfo(
        applicationName: AppInfo.name, applicationIcon: AppInfo.id, version: AppInfo.version,
        developerName: "The Globetrotter developers", website: AppInfo.website, issueURL: AppInfo.issueURL,
        copyright: "© 2026 The Globetrotter developers",
        developers: ["The Globetrotter developers"], designers: ["The Globetrotter developers"],
        credits: [
            (
                "Data",
                [
                    "Nager.Date https://date.nager.at", "Frankfurter https://frankfurter.dev",
                    "OpenStreetMap contributors https://www.openstreetmap.org/copyright",
                    "GeoNames https://www.geonames.org", "Natural Earth https://www.naturalearthdata.com",
                ]
            ),
            ("Inspired by", ["Five iOS architecture samples: MVVM-C, VIPER and their reactive variants"]),
        ],
        legalSections: [
            ("Map data", "© OpenStreetMap contributors", "Available under the Open Database License (ODbL)."),
            ("City data", "GeoNames", "Licensed under Creative Commons Attribution 4.0."),
            ("Exchange rates", "European Central Bank", "Euro foreign exchange reference rates, reused with credit."),
            ("Basemap", "Natural Earth", "Public domain."),
        ])

    public static func shortcutsWindow() -> ShortcutsWindow {
        let pages = AppPage.switcherPages.compactMap { page in
            page.accelerator.map { ShortcutsWindow.Shortcut("Go to \(page.title)", $0) }
        }
        return ShortcutsWindow(groups: [
            (
                "General",
                [
                    .init("Keyboard Shortcuts", "<Control>question"), .init("Preferences", "<Control>comma"),
                    .init("Close Window", "<Control>w"), .init("Quit", "<Control>q"),
                ]
            ),
            ("Pages", pages + [.init("Back (Profile, a Holiday's Details)", "<Alt>Left")]),
        ])
    }

    public static func preferences(
        transientFor window: ApplicationWindow, settings: SettingsStore, apiKeys: [APIKeySetting] = []
    ) -> PreferencesWindow {
        let schemes = ColorScheme.allCases
        let current = schemes.firstIndex { $0.rawValue == settings[SettingsKeys.colorScheme] } ?? 0
        let style = ComboRow(title: "Style", options: ["Follow System", "Light", "Dark"], selected: current)
        style.onSelectionChanged { index in
            let scheme = schemes[index]
            settings[SettingsKeys.colorScheme] = scheme.rawValue
            scheme.apply()
        }
        let appearance = PreferencesGroup(title: "Appearance", rows: [style])
        var groups = [appearance]
        groups += apiKeys.map(APIKeyGroup.make)
        let page = PreferencesPage(title: "General", iconName: "preferences-system-symbolic", groups: groups)
        return PreferencesWindow(transientFor: window, pages: [page])
    }
}
