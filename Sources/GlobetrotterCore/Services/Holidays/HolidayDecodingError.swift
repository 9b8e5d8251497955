/// Holiday data that is not Nager.Date-shaped JSON (garbage, truncated, or a
/// holiday without a date or name).
public struct HolidayDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    public let reason: String

    public init(reason: String) { self.reason = reason }

    public var description: String { "Holiday data is not valid Nager.Date JSON: \(reason)" }
}
