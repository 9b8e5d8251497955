/// Names ISO 3166-2 subdivisions ("DE-BY" → "Bayern"); iso-codes in the app.
public protocol SubdivisionNaming: Sendable {
    func name(of code: String) -> String?
}

/// Knows no names: regions show as codes.
public struct SubdivisionCodesOnly: SubdivisionNaming {
    public init() {}
    public func name(of code: String) -> String? { nil }
}
