/// Why a list is not a fresh answer from the online source: which source
/// failed and how. The list's own `source` says what is shown instead (the
/// copy saved from that source, or the offline pack).
public struct HolidayFallback: Equatable, Sendable {
    public var failedSource: HolidaySource
    public var trouble: SourceTrouble

    public init(failedSource: HolidaySource, trouble: SourceTrouble) {
        self.failedSource = failedSource
        self.trouble = trouble
    }
}
