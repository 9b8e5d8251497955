/// The spans the rate chart offers.
public enum HistoryRange: String, CaseIterable, Equatable, Sendable {
    case month
    case year

    public var days: Int {
        switch self {
        case .month: 30
        case .year: 365
        }
    }

    /// The toggle's label.
    public var title: String {
        switch self {
        case .month: tr("30 days")
        case .year: tr("1 year")
        }
    }

    /// The days the chart covers, ending `today`.
    public func days(endingOn today: LocalDate) -> ClosedRange<LocalDate> {
        (today.adding(days: -days) ?? today)...today
    }
}
