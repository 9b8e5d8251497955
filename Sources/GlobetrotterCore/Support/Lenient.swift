/// A JSON value that is read when it has the expected type and is nil
/// otherwise, instead of failing the whole document: for the fields an API
/// fills inconsistently (a code mapped to a name or to a number).
struct Lenient<Value: Decodable & Sendable>: Decodable, Sendable {
    let value: Value?

    init(from decoder: any Decoder) throws {
        value = try? decoder.singleValueContainer().decode(Value.self)
    }
}
