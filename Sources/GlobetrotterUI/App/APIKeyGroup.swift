import Foundation
import GlobetrotterCore
import GtkKit

/// A Preferences group holding one optional API key in a password entry
/// (libadwaita 1.2 has no password row). Saved on Enter or Save; kept in the
/// keyring, never shown in clear unless the user peeks. A second row opens
/// the page where one gets a key, when the setting names one.
@MainActor
enum APIKeyGroup {
    static func make(_ setting: APIKeySetting) -> PreferencesGroup {
        let entry = PasswordEntry(placeholder: tr("API key"))
        entry.setAccessibleLabel(setting.title)
        entry.align(vertical: .center)
        entry.sizeRequest(width: 220)
        let save = Button(label: tr("_Save"))
        save.align(vertical: .center)
        let row = ActionRow(title: setting.title, subtitle: setting.withoutKey)
        row.addSuffix(entry)
        row.addSuffix(save)
        let store: @MainActor () -> Void = {
            let key = entry.text.trimmingCharacters(in: .whitespacesAndNewlines)
            Task { @MainActor in
                if let problem = await setting.save(key) {
                    row.subtitle = problem
                } else {
                    row.subtitle = key.isEmpty ? setting.removed : tr("Saved in your keyring")
                }
            }
        }
        save.onClicked(store)
        entry.onActivate(store)
        Task { @MainActor in
            if let key = await setting.load(), !key.isEmpty { entry.text = key }
        }
        let rows = [row] + (setting.keyPage.map { [keyPageRow($0)] } ?? [])
        return PreferencesGroup(title: setting.groupTitle, description: setting.groupDescription, rows: rows)
    }

    private static func keyPageRow(_ page: URL) -> ActionRow {
        let row = ActionRow(title: tr("Get a Key"), subtitle: (page.host ?? "") + page.path)
        row.isActivatable = true
        row.tooltip = page.absoluteString
        row.addSuffix(Image(iconName: "adw-external-link-symbolic"))
        row.onActivated { [weak row] in URILauncher.open(page.absoluteString, parent: row?.root) }
        return row
    }
}
