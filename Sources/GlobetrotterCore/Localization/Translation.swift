#if canImport(CIntl)
    import CIntl
#endif

/// The app's gettext domain; the catalogues are `globetrotter.mo`.
public let translationDomain = "globetrotter"

/// The translation of a sentence a person reads, for the current locale.
///
/// Every user-facing string goes through `tr` (or `ntr`) so the build can
/// extract it (`xgettext --keyword=tr --keyword=ntr:1,2`). Values go in named
/// placeholders, never by interpolation, so translators see the whole sentence
/// and may move the values: `tr("Saved {file}", ["file": name])`.
public func tr(_ message: String, _ values: KeyValuePairs<String, String> = [:]) -> String {
    fill(translated(message), values)
}

/// The singular or plural form of a sentence for `count`, in the current locale's
/// plural rules; `{count}` is replaced by `count` unless `values` names it.
public func ntr(
    _ singular: String, _ plural: String, _ count: Int, _ values: KeyValuePairs<String, String> = [:]
) -> String {
    var text = translated(singular, plural: plural, count: count)
    text = fill(text, values)
    return text.replacingPlaceholder("count", with: String(count))
}

private func translated(_ message: String) -> String {
    #if canImport(CIntl)
        // Untranslated, gettext returns the pointer it was given: copy while it lives.
        return message.withCString { pointer in
            guard let result = dgettext(translationDomain, pointer), result != pointer else { return message }
            return String(cString: result)
        }
    #else
        return message
    #endif
}

private func translated(_ singular: String, plural: String, count: Int) -> String {
    #if canImport(CIntl)
        return singular.withCString { one in
            plural.withCString { many in
                guard let result = dngettext(translationDomain, one, many, UInt(max(count, 0))) else {
                    return count == 1 ? singular : plural
                }
                if result == one { return singular }
                if result == many { return plural }
                return String(cString: result)
            }
        }
    #else
        return count == 1 ? singular : plural
    #endif
}

private func fill(_ text: String, _ values: KeyValuePairs<String, String>) -> String {
    values.reduce(text) { $0.replacingPlaceholder($1.key, with: $1.value) }
}

extension String {
    fileprivate func replacingPlaceholder(_ name: String, with value: String) -> String {
        replacing("{\(name)}", with: value)
    }
}
