import Foundation

extension URL {
    /// The URL with a trailing slash, so relative paths resolve under it
    /// ("…/api/v3" + "PublicHolidays/…" must not drop "v3").
    public var asBaseDirectory: URL {
        absoluteString.hasSuffix("/") ? self : appendingPathComponent("")
    }
}
