/// An ISO 4217 currency.
public struct Currency: Hashable, Sendable, Codable {
    public var code: String
    public var name: String
    /// Whether the ECB publishes a reference rate for it (always true for EUR),
    /// i.e. whether the offline converter can convert it.
    public var hasECBRate: Bool

    public init(code: String, name: String, hasECBRate: Bool) {
        self.code = code
        self.name = name
        self.hasECBRate = hasECBRate
    }

    private enum CodingKeys: String, CodingKey {
        case code, name
        case hasECBRate = "ecb"
    }
}
