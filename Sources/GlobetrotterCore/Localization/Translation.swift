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
    fill(translated(singular, plural: plural, count: count), values, count: count)
}

/// The language the interface speaks ("de"): that of the catalogue gettext
/// reads for this domain (its header's `Language:`), English without one — a
/// French locale with no French catalogue gives an English interface.
public var interfaceLanguage: String {
    #if canImport(CIntl)
        // The empty message's translation is the catalogue's header. Without a
        // catalogue gettext returns the pointer it was given: read it only while
        // it lives (the fuzzer's AddressSanitizer caught a read after it was freed).
        let header: String? = "".withCString { empty in
            guard let result = dgettext(translationDomain, empty), result != empty else { return nil }
            return String(cString: result)
        }
        guard let header else { return "en" }
        for line in header.split(separator: "\n") where line.hasPrefix("Language:") {
            let language = line.dropFirst("Language:".count).filter { !$0.isWhitespace }
            if !language.isEmpty { return language }
        }
    #endif
    return "en"
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

/// Replaces each `{name}` in `text` by its value, in one pass: a value is never
/// read again, so a trip named "{count}" stays "{count}". Unknown names stay as written.
private func fill(_ text: String, _ values: KeyValuePairs<String, String>, count: Int? = nil) -> String {
    guard !values.isEmpty || count != nil else { return text }
    var named = Dictionary(values.map { ($0.key, $0.value) }) { first, _ in first }
    if let count, named["count"] == nil { named["count"] = String(count) }
    var result = ""
    var rest = text[...]
    while let open = rest.firstIndex(of: "{") {
        result += rest[..<open]
        let afterOpen = rest.index(after: open)
        if let close = rest[afterOpen...].firstIndex(of: "}"), let value = named[String(rest[afterOpen..<close])] {
            result += value
            rest = rest[rest.index(after: close)...]
        } else {
            result.append("{")
            rest = rest[afterOpen...]
        }
    }
    return result + rest
}
