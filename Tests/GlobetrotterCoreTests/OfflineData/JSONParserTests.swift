import Foundation
import Testing

@testable import GlobetrotterCore

@Suite struct JSONParserTests {
    private func parse(_ text: String) throws -> JSONValue { try JSONParser.parse(Data(text.utf8)) }

    @Test func parsesEveryKindOfValue() throws {
        let value = try parse(#" {"a":[1,-2.5e3,true,false,null],"b":{"c":"d"},"e":"","f":0.125} "#)
        #expect(
            value
                == .object([
                    "a": .array([.number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null]),
                    "b": .object(["c": .string("d")]), "e": .string(""), "f": .number("0.125"),
                ]))
    }

    @Test func decodesEscapesAndKeepsUTF8() throws {
        #expect(try parse(#""a\"b\\c\/d\n\t\u00e9\ud83c\udde9\ud83c\uddea""#) == .string("a\"b\\c/d\n\té🇩🇪"))
        #expect(try parse(#""Zürich – São Paulo""#) == .string("Zürich – São Paulo"))
    }

    @Test(arguments: [
        "", "   ", "{", "[1,2", #"{"a":1,}"#, "[1,]", #"{"a" 1}"#, "01", "1.", "-", "1e", "+1", "tru", "nul",
        #""unterminated"#, "\"tab\there\"", #""\x""#, #""\ud83c""#, #""\udde9""#, "[1] [2]", "{a:1}", "'a'",
        "<html></html>", String(repeating: "[", count: 300) + String(repeating: "]", count: 300),
    ])
    func refusesWhatIsNotJSON(text: String) {
        #expect(throws: JSONParser.Failure.self) { try parse(text) }
    }

    @Test func truncationSaysSo() {
        #expect {
            try parse(#"[{"date":"2024-12-25","name":"Chr"#)
        } throws: { error in
            (error as? JSONParser.Failure)?.reason.contains("truncated") == true
        }
    }

    @Test func listsMembersWithoutParsingThem() throws {
        let bytes = Array(#"{"countryCode":"DE","years":{"2024":[{"x":"]}"}],"2025":[]}}"#.utf8)
        let members = try JSONParser.members(ofObjectIn: bytes, range: bytes.indices)
        #expect(members.map(\.key) == ["countryCode", "years"])
        let years = try JSONParser.members(ofObjectIn: bytes, range: members[1].value)
        #expect(years.map(\.key) == ["2024", "2025"])
        #expect(String(decoding: bytes[years[0].value], as: UTF8.self) == #"[{"x":"]}"}]"#)
        #expect(try JSONParser.parse(bytes, in: years[1].value) == .array([]))
    }
}
