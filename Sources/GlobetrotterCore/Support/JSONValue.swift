/// A parsed JSON document (see `JSONParser`). Numbers keep their literal
/// text, so a reader can take them as `Int`, `Double` or `Decimal` without
/// an intermediate rounding.
public enum JSONValue: Equatable, Sendable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    case number(String)
    case bool(Bool)
    case null

    public var objectValue: [String: JSONValue]? {
        if case .object(let members) = self { members } else { nil }
    }

    public var arrayValue: [JSONValue]? {
        if case .array(let elements) = self { elements } else { nil }
    }

    public var stringValue: String? {
        if case .string(let text) = self { text } else { nil }
    }

    public var boolValue: Bool? {
        if case .bool(let value) = self { value } else { nil }
    }

    public var isNull: Bool { self == .null }

    /// What a message about an unexpected value calls it: "a string", "null"…
    public var kindDescription: String {
        switch self {
        case .object: "an object"
        case .array: "a list"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}
