import Foundation
import GtkKit

/// Preferences' "Holidays" group: the holidayapi.com key in a password entry
/// (libadwaita 1.2 has no password row). Saved on Enter or Save; kept in the
/// keyring, never shown in clear unless the user peeks.
@MainActor
enum HolidayAPIKeyGroup {
    static func make(_ setting: HolidayAPIKeySetting) -> PreferencesGroup {
        let entry = PasswordEntry(placeholder: "holidayapi.com API key")
        entry.align(vertical: .center)
        entry.sizeRequest(width: 220)
        let save = Button(label: "_Save")
        save.align(vertical: .center)
        let row = ActionRow(title: "holidayapi.com Key", subtitle: "Optional; Nager.Date is used without one")
        row.addSuffix(entry)
        row.addSuffix(save)
        let store: @MainActor () -> Void = {
            let key = entry.text.trimmingCharacters(in: .whitespacesAndNewlines)
            Task { @MainActor in
                if let problem = await setting.save(key) {
                    row.subtitle = problem
                } else {
                    row.subtitle = key.isEmpty ? "Removed; Nager.Date is used" : "Saved in your keyring"
                }
            }
        }
        save.onClicked(store)
        entry.onActivate(store)
        Task { @MainActor in
            if let key = await setting.load(), !key.isEmpty { entry.text = key }
        }
        return PreferencesGroup(
            title: "Holidays", description: "With a key, holidays come from holidayapi.com.", rows: [row])
    }
}
