import CIntl
import Foundation
import GlobetrotterCore
import Testing

/// What `body` says in German, through the catalogue the build compiled from
/// po/de.po: on this thread only, English again after. `body` must not
/// suspend, or it may go on on a thread that reads English.
func inGerman<T>(_ body: () throws -> T) throws -> T {
    let locales = AppProcess.executable.deletingLastPathComponent()
        .appendingPathComponent("Globetrotter_Globetrotter.resources/locale")
    let german = newlocale(LC_MESSAGES_MASK, "de_DE.UTF-8", nil)
    try #require(german != nil, "no de_DE.UTF-8 locale: scripts/install-dependencies.sh --tests generates it")
    let previous = try #require(bindtextdomain(translationDomain, nil)).map { String(cString: $0) }
    bindtextdomain(translationDomain, locales.path)
    // As the app binds it (Translations.bind): UTF-8 whatever this process's C locale.
    bind_textdomain_codeset(translationDomain, "UTF-8")
    let threadLocale = uselocale(german)
    defer {
        uselocale(threadLocale)
        freelocale(german)
        bindtextdomain(translationDomain, previous)
    }
    return try body()
}
