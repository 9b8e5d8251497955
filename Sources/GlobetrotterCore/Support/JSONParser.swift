import Foundation

/// A strict RFC 8259 JSON parser, several times faster than Foundation's
/// `JSONDecoder` on Linux (which reads about 25 MB/s): enough to decode a
/// country-year of holidays well inside the 5 ms budget. It can also list an
/// object's members as byte ranges without parsing their values (only
/// brackets and strings are followed), so a loader decodes only the member
/// it needs and validates that one when it does.
public enum JSONParser {
    public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        public let reason: String
        public let offset: Int

        public var description: String { "\(reason) at byte \(offset)" }
    }

    /// Nesting deeper than this is refused rather than risking the stack.
    static let maximumDepth = 256

    public static func parse(_ data: Data) throws(Failure) -> JSONValue {
        let bytes = [UInt8](data)
        return try parse(bytes, in: bytes.indices)
    }

    /// The single JSON value that fills `range` of `bytes` (whitespace around it allowed).
    public static func parse(_ bytes: [UInt8], in range: Range<Int>) throws(Failure) -> JSONValue {
        try bytes.withUnsafeBufferPointer { (buffer) throws(Failure) -> JSONValue in
            var reader = JSONReader(bytes: buffer, position: range.lowerBound, end: range.upperBound)
            let value = try reader.value(building: true)
            try reader.expectEnd()
            return value
        }
    }

    /// The members of the object that fills `range` of `bytes`: each key and
    /// the byte range of its value. Objects and lists among the values are
    /// only checked for balanced brackets; parse a range to validate it.
    public static func members(ofObjectIn bytes: [UInt8], range: Range<Int>) throws(Failure)
        -> [(key: String, value: Range<Int>)]
    {
        try bytes.withUnsafeBufferPointer { (buffer) throws(Failure) -> [(key: String, value: Range<Int>)] in
            var reader = JSONReader(bytes: buffer, position: range.lowerBound, end: range.upperBound)
            let members = try reader.objectMembers()
            try reader.expectEnd()
            return members
        }
    }
}

/// The cursor behind `JSONParser`. With `building: false` it only validates
/// and skips, allocating nothing.
private struct JSONReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position: Int
    let end: Int
    var depth = 0

    init(bytes: UnsafeBufferPointer<UInt8>, position: Int, end: Int) {
        self.bytes = bytes
        self.position = position
        self.end = min(end, bytes.count)
    }

    func failure(_ reason: String) -> JSONParser.Failure {
        JSONParser.Failure(reason: position >= end ? "the JSON ends too early (truncated?)" : reason, offset: position)
    }

    mutating func skipWhitespace() {
        while position < end {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    mutating func expectEnd() throws(JSONParser.Failure) {
        skipWhitespace()
        guard position == end else { throw failure("unexpected text after the JSON value") }
    }

    mutating func next() throws(JSONParser.Failure) -> UInt8 {
        skipWhitespace()
        guard position < end else { throw failure("") }
        return bytes[position]
    }

    mutating func value(building: Bool) throws(JSONParser.Failure) -> JSONValue {
        let first = try next()
        if !building, first == UInt8(ascii: "{") || first == UInt8(ascii: "[") {
            try skipContainer()
            return .null
        }
        switch first {
        case UInt8(ascii: "{"): return try object(building: building)
        case UInt8(ascii: "["): return try array(building: building)
        case UInt8(ascii: "\""): return .string(try string(building: building))
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number(building: building)
        default: throw failure("expected a JSON value")
        }
    }

    /// Skips an object or list by counting brackets outside strings: a
    /// tight loop, as listing members must not cost a full parse. The
    /// content is validated when it is parsed for use.
    private mutating func skipContainer() throws(JSONParser.Failure) {
        var depth = 0
        while position < end {
            switch bytes[position] {
            case UInt8(ascii: "\""):
                position += 1
                while position < end, bytes[position] != UInt8(ascii: "\"") {
                    position += bytes[position] == UInt8(ascii: "\\") ? 2 : 1
                }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 {
                    position += 1
                    return
                }
            default:
                break
            }
            position += 1
        }
        throw failure("")
    }

    mutating func objectMembers() throws(JSONParser.Failure) -> [(key: String, value: Range<Int>)] {
        var members: [(key: String, value: Range<Int>)] = []
        try forEachMember(buildingKeys: true) { (reader, key) throws(JSONParser.Failure) in
            let start = reader.position
            _ = try reader.value(building: false)
            members.append((key, start..<reader.position))
        }
        return members
    }

    private mutating func object(building: Bool) throws(JSONParser.Failure) -> JSONValue {
        var members: [String: JSONValue] = [:]
        try forEachMember(buildingKeys: building) { (reader, key) throws(JSONParser.Failure) in
            let value = try reader.value(building: building)
            if building { members[key] = value }
        }
        return .object(members)
    }

    /// Calls `member` with the reader at each value, after its key (empty
    /// unless `buildingKeys`) and colon.
    private mutating func forEachMember(
        buildingKeys: Bool, _ member: (inout JSONReader, String) throws(JSONParser.Failure) -> Void
    ) throws(JSONParser.Failure) {
        guard try next() == UInt8(ascii: "{") else { throw failure("expected an object") }
        try enter()
        position += 1
        if try next() == UInt8(ascii: "}") {
            position += 1
        } else {
            while true {
                guard try next() == UInt8(ascii: "\"") else { throw failure("expected a member name") }
                let key = try string(building: buildingKeys)
                guard try next() == UInt8(ascii: ":") else { throw failure("expected :") }
                position += 1
                _ = try next()
                try member(&self, key)
                let separator = try next()
                position += 1
                if separator == UInt8(ascii: "}") { break }
                guard separator == UInt8(ascii: ",") else {
                    position -= 1
                    throw failure("expected , or } in an object")
                }
            }
        }
        depth -= 1
    }

    private mutating func array(building: Bool) throws(JSONParser.Failure) -> JSONValue {
        try enter()
        position += 1
        var elements: [JSONValue] = []
        if try next() == UInt8(ascii: "]") {
            position += 1
        } else {
            while true {
                let element = try value(building: building)
                if building { elements.append(element) }
                let separator = try next()
                position += 1
                if separator == UInt8(ascii: "]") { break }
                guard separator == UInt8(ascii: ",") else {
                    position -= 1
                    throw failure("expected , or ] in a list")
                }
            }
        }
        depth -= 1
        return .array(elements)
    }

    private mutating func enter() throws(JSONParser.Failure) {
        depth += 1
        guard depth <= JSONParser.maximumDepth else { throw failure("nested too deeply") }
    }

    private mutating func literal(_ word: StaticString, _ value: JSONValue) throws(JSONParser.Failure) -> JSONValue {
        let count = word.utf8CodeUnitCount
        guard end - position >= count,
            UnsafeBufferPointer(start: word.utf8Start, count: count).elementsEqual(bytes[position..<(position + count)])
        else { throw failure("expected a JSON value") }
        position += count
        return value
    }

    private mutating func number(building: Bool) throws(JSONParser.Failure) -> JSONValue {
        let start = position
        func digits(_ reader: inout JSONReader) -> Int {
            let first = reader.position
            while reader.position < reader.end, (0x30...0x39).contains(reader.bytes[reader.position]) {
                reader.position += 1
            }
            return reader.position - first
        }
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        let leadingZero = position < end && bytes[position] == UInt8(ascii: "0")
        let integerDigits = digits(&self)
        guard integerDigits > 0, !(leadingZero && integerDigits > 1) else { throw failure("malformed number") }
        if position < end, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard digits(&self) > 0 else { throw failure("malformed number") }
        }
        if position < end, bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            if position < end, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard digits(&self) > 0 else { throw failure("malformed number") }
        }
        return .number(
            building ? String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self) : "")
    }

    /// Reads a string literal at `position` (its opening quote).
    private mutating func string(building: Bool) throws(JSONParser.Failure) -> String {
        position += 1
        let start = position
        var hasEscapes = false
        while true {
            guard position < end else { throw failure("") }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") { break }
            if byte < 0x20 { throw failure("control character in a string") }
            if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                position += 1
            }
            position += 1
        }
        let contents = start..<position
        position += 1
        guard building || hasEscapes else { return "" }
        guard hasEscapes else { return String(decoding: UnsafeBufferPointer(rebasing: bytes[contents]), as: UTF8.self) }
        return try unescaped(contents, building: building)
    }

    private func unescaped(_ contents: Range<Int>, building: Bool) throws(JSONParser.Failure) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(contents.count)
        var index = contents.lowerBound
        var pendingHighSurrogate: UInt32?
        func fail(_ reason: String) -> JSONParser.Failure { JSONParser.Failure(reason: reason, offset: index) }
        while index < contents.upperBound {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\") else {
                guard pendingHighSurrogate == nil else { throw fail("unpaired surrogate in \\u escape") }
                output.append(byte)
                index += 1
                continue
            }
            let escape = bytes[index + 1]
            index += 2
            let simple: UInt8? =
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): escape
                case UInt8(ascii: "b"): 0x08
                case UInt8(ascii: "f"): 0x0C
                case UInt8(ascii: "n"): 0x0A
                case UInt8(ascii: "r"): 0x0D
                case UInt8(ascii: "t"): 0x09
                default: nil
                }
            if let simple {
                guard pendingHighSurrogate == nil else { throw fail("unpaired surrogate in \\u escape") }
                output.append(simple)
                continue
            }
            guard escape == UInt8(ascii: "u"), index + 4 <= contents.upperBound,
                let unit = UInt32(
                    String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<(index + 4)]), as: UTF8.self),
                    radix: 16)
            else { throw fail("bad escape in a string") }
            index += 4
            var scalarValue = unit
            if let high = pendingHighSurrogate {
                guard (0xDC00...0xDFFF).contains(unit) else { throw fail("unpaired surrogate in \\u escape") }
                scalarValue = 0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00)
                pendingHighSurrogate = nil
            } else if (0xD800...0xDBFF).contains(unit) {
                pendingHighSurrogate = unit
                continue
            }
            guard let scalar = Unicode.Scalar(scalarValue) else { throw fail("unpaired surrogate in \\u escape") }
            output.append(contentsOf: String(scalar).utf8)
        }
        guard pendingHighSurrogate == nil else { throw fail("unpaired surrogate in \\u escape") }
        return building ? String(decoding: output, as: UTF8.self) : ""
    }
}
