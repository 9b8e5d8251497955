import CGLib

/// `GSettingsBindFlags`: which way a binding carries values.
public struct SettingsBindFlags: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Both ways: the key sets the property now and on every change, and the property writes the key.
    public static let both = SettingsBindFlags([])
    public static let get = SettingsBindFlags(rawValue: G_SETTINGS_BIND_GET.rawValue)
    public static let set = SettingsBindFlags(rawValue: G_SETTINGS_BIND_SET.rawValue)
}

extension Settings {
    /// Binds `key` to `property` of `object` with `g_settings_bind`: GLib
    /// copies values between them for as long as the object lives.
    public func bind(_ key: String, to object: ObjectRef, property: String, flags: SettingsBindFlags = .both) {
        g_settings_bind(cast(), key, object.objectPointer, property, GSettingsBindFlags(flags.rawValue))
    }

    /// Binds a string key with `choices` to an unsigned index property (a
    /// combo row's `selected`): `choices[i]` is index `i`. A value not among
    /// the choices shows as the first.
    public func bind(_ key: String, to object: ObjectRef, indexProperty property: String, choices: [String]) {
        g_settings_bind_with_mapping(
            cast(), key, object.objectPointer, property, G_SETTINGS_BIND_DEFAULT, choiceToIndex, indexToChoice,
            ClosureBox(choices).retained(), releaseClosureBox)
    }

    /// A stateful action (`g_settings_create_action`) named after `key`:
    /// activating it with a value writes the key, and its state is the key's
    /// value, wherever it was set.
    public func makeAction(for key: String) -> OpaquePointer {
        g_settings_create_action(cast(), key)
    }
}

private typealias Choices = ClosureBox<[String]>

private let choiceToIndex: GSettingsBindGetMapping = { value, variant, data in
    let choices = Choices.from(data).closure
    let choice = String(cString: g_variant_get_string(variant, nil))
    g_value_set_uint(value, guint(choices.firstIndex(of: choice) ?? 0))
    return 1
}

private let indexToChoice: GSettingsBindSetMapping = { value, _, data in
    let choices = Choices.from(data).closure
    let index = Int(g_value_get_uint(value))
    guard choices.indices.contains(index) else { return nil }
    return g_variant_new_string(choices[index])
}
