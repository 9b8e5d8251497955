import Foundation

/// A name as a toast quotes it: "“Passport” deleted", "Saved
/// “alpine-loop.gpx”". A toast is one line, as in every GNOME app; a name of
/// any length would push the rest of the sentence onto a second line, so a
/// long name is shortened with "…" (the page keeps it whole), and a name
/// written on several lines (a GPX file's) is put on one.
///
/// The name is not made unbreakable (no-break spaces, Pango's
/// `allow_breaks`): the toast's narrowest width, and with it the window's,
/// would then be the name's. In a window too narrow for the line the toast
/// wraps at spaces, as any label does.
public enum QuotedName {
    /// The most characters a quoted name keeps, "…" included: with the
    /// longest sentence around it, one line of a toast at the window's
    /// default width (`ToastTitleTests` measures it, in English and German).
    public static let maximumLength = 30

    /// `name` on one line; past `maximumLength` characters (what a person
    /// counts as one: "é", "🇦🇹"), its beginning and "…".
    public static func short(_ name: String, maximumLength limit: Int = maximumLength) -> String {
        let name = oneLine(name)
        guard name.count > limit, limit > 1 else { return name }
        return trimmed(name.prefix(limit - 1)) + "…"
    }

    /// A file's name on one line; past `maximumLength` characters, its
    /// beginning, "…" and its end, so the extension still says what it is
    /// ("alpine-loop-wit…al-version.gpx").
    public static func shortFileName(_ name: String, maximumLength limit: Int = maximumLength) -> String {
        let name = oneLine(name)
        guard name.count > limit, limit > 1 else { return name }
        let end = (limit - 1) / 2
        let start = limit - 1 - end
        return trimmed(name.prefix(start)) + "…" + name.suffix(end).drop { $0 == " " }
    }

    /// Runs of spaces, tabs and line breaks as one space.
    private static func oneLine(_ name: String) -> String {
        name.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Without the spaces and separating punctuation at its end, so "…"
    /// follows a word: "on and on…", not "on and on, …".
    private static func trimmed(_ part: Substring) -> String {
        let separators: Set<Character> = [" ", ",", ";", ":", ".", "-", "–", "—", "/", "_"]
        var part = part
        while let last = part.last, separators.contains(last) { part = part.dropLast() }
        return String(part)
    }
}
