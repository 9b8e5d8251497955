import Foundation

/// A GPX document as valid UTF-8, whatever encoding it declares: what the XML
/// parser is given. Foundation's XMLParser on Linux traps (a force-unwrapped
/// UTF-8 decoding in its element callback) when libxml2, recovering from an
/// encoding error, hands it a name that is not UTF-8: a file with such bytes in
/// a tag crashed the import (found by the fuzzer, Fuzz/FuzzTripFiles). So text
/// that is not what it says it is never reaches the parser.
enum XMLText {
    /// `data` in UTF-8: as it is when it is valid UTF-8 (the default), else
    /// transcoded from the encoding its byte order mark or declaration names,
    /// with the declaration rewritten to say UTF-8.
    /// - Throws: `.malformedXML` with the line of the first byte that is not
    ///   valid in the document's encoding, or for an encoding it names that
    ///   Foundation cannot read.
    static func utf8(_ data: Data) throws(TripFileError) -> Data {
        if data.starts(with: [0xFE, 0xFF]) || data.starts(with: [0xFF, 0xFE]) {
            return try transcoded(data, from: .utf16, declared: nil)
        }
        let declared = declaredEncoding(in: data)
        guard let declared, !["utf-8", "utf8"].contains(declared.lowercased()) else {
            guard let line = lineOfFirstInvalidUTF8(in: data) else { return data }
            // A character cut in two at the very end: the file stops part way, no more.
            let cutCharacter = (1...3).contains {
                data.count > $0 && lineOfFirstInvalidUTF8(in: data.dropLast($0)) == nil
            }
            throw cutCharacter ? .truncated : .malformedXML(line: line)
        }
        guard let encoding = foundationEncoding(named: declared) else { throw .malformedXML(line: 1) }
        return try transcoded(data, from: encoding, declared: declared)
    }

    private static func transcoded(_ data: Data, from encoding: String.Encoding, declared: String?)
        throws(TripFileError) -> Data
    {
        guard var text = String(data: data, encoding: encoding) else { throw .malformedXML(line: nil) }
        if let declared, let range = text.range(of: declared) {
            text.replaceSubrange(range, with: "UTF-8")
        } else if encoding == .utf16 {
            // The declaration (if any) says UTF-16; the bytes handed on are UTF-8.
            text = text.replacingOccurrences(
                of: "encoding=\"UTF-16\"", with: "encoding=\"UTF-8\"", options: .caseInsensitive
            )
            .replacingOccurrences(of: "encoding='UTF-16'", with: "encoding='UTF-8'", options: .caseInsensitive)
        }
        if text.first == "\u{FEFF}" { text.removeFirst() }
        return Data(text.utf8)
    }

    /// The `encoding` of an XML declaration at the start (`<?xml version="1.0" encoding="ISO-8859-1"?>`).
    static func declaredEncoding(in data: Data) -> String? {
        let head = data.prefix(200)
        let start = head.starts(with: [0xEF, 0xBB, 0xBF]) ? head.dropFirst(3) : head
        guard start.starts(with: Array("<?xml".utf8)), let end = start.firstRange(of: Array("?>".utf8)) else {
            return nil
        }
        let declaration = String(decoding: start[start.startIndex..<end.lowerBound], as: UTF8.self)
        guard let key = declaration.range(of: "encoding") else { return nil }
        let rest = declaration[key.upperBound...].drop { $0 == " " || $0 == "=" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        let value = rest.dropFirst().prefix { $0 != quote }
        return value.isEmpty ? nil : String(value)
    }

    private static func foundationEncoding(named name: String) -> String.Encoding? {
        switch name.lowercased() {
        case "iso-8859-1", "latin1", "iso_8859-1", "l1": .isoLatin1
        case "windows-1252", "cp1252": .windowsCP1252
        case "us-ascii", "ascii": .ascii
        case "utf-16", "utf16": .utf16
        case "iso-8859-2", "latin2": .isoLatin2
        case "windows-1250", "cp1250": .windowsCP1250
        default: nil
        }
    }

    /// The 1-based line of the first byte sequence that is not UTF-8; nil when all of it is.
    static func lineOfFirstInvalidUTF8(in data: some Collection<UInt8>) -> Int? {
        var decoder = UTF8()
        var iterator = data.makeIterator()
        var line = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): if scalar == "\n" { line += 1 }
            case .emptyInput: return nil
            case .error: return line
            }
        }
    }
}
