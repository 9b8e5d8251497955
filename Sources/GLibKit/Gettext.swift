import CGLib

/// Translations from installed gettext catalogues (e.g. iso-codes' `iso_3166-1`).
public enum Gettext {
    /// The translation of `message` in `domain` for the current locale, or `message` itself.
    public static func translate(_ message: String, domain: String) -> String {
        // Untranslated, gettext returns the very pointer it was given: copy it
        // while that (temporary) C string still exists.
        message.withCString { messagePointer in
            guard let translated = g_dgettext(domain, messagePointer), translated != messagePointer else {
                return message
            }
            return String(cString: translated)
        }
    }
}
