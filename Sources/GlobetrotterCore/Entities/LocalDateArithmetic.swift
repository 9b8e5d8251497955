extension LocalDate {
    /// The day after; an ICS all-day event ends there (DTEND is exclusive).
    public var nextDay: LocalDate { adding(days: 1) ?? self }

    /// Whole days from `self` to `other` (negative when `other` is earlier).
    public func days(until other: LocalDate) -> Int { other.daysSinceEpoch - daysSinceEpoch }
}
