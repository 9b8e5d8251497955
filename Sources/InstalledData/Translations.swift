import CIntl
import Foundation
import GlobetrotterCore

/// Makes `tr` and `ntr` speak the user's language.
public enum Translations {
    /// Takes the locale from the environment (LC_ALL, LC_MESSAGES, LANG,
    /// LANGUAGE) and binds the app's domain to its catalogues. Runs first
    /// thing, before anything is worded, even `--help`.
    public static func bind() {
        setlocale(LC_ALL, "")
        bindtextdomain(translationDomain, DataLocations.localeDirectory)
        bind_textdomain_codeset(translationDomain, "UTF-8")
        textdomain(translationDomain)
    }
}
