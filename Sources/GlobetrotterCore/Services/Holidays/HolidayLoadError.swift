/// No source could give the holidays; `message` says what each one answered.
public struct HolidayLoadError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String

    public init(message: String) { self.message = message }

    public var description: String { message }
}
