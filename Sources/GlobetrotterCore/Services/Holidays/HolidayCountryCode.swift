/// Country codes as the holiday APIs take them in a path or query.
enum HolidayCountryCode {
    /// Two ASCII capitals; keeps "../x" or "DE?key=" out of request URLs.
    static func isValid(_ code: String) -> Bool {
        code.utf8.count == 2 && code.utf8.allSatisfy { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }
    }
}
