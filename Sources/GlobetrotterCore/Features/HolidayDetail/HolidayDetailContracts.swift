public enum HolidayDetailAction: Equatable, Sendable {
    case viewDidLoad
}

/// One labelled fact on the detail page ("Public holiday" – "Yes").
public struct HolidayFact: Equatable, Sendable {
    public let label: String
    public let value: String

    public init(_ label: String, _ value: String) {
        self.label = label
        self.value = value
    }
}

public struct HolidayDetailDisplay: Equatable, Sendable {
    public var title: String
    public var subtitle: String?
    public var facts: [HolidayFact]

    public static let empty = HolidayDetailDisplay(title: "", subtitle: nil, facts: [])
}
