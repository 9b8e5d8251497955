import Foundation

/// Reading rate responses leniently: numbers may come quoted, fields the
/// converter does not need are ignored, and anything else out of shape is a
/// `.malformedResponse` naming what was wrong.
enum RateJSON {
    static func parse(_ data: Data) throws(ExchangeRateError) -> JSONValue {
        do {
            return try JSONParser.parse(data)
        } catch {
            throw .malformedResponse(data.isEmpty ? "empty answer" : error.description)
        }
    }

    static func object(_ value: JSONValue?, _ name: String) throws(ExchangeRateError) -> [String: JSONValue] {
        guard let value else { throw .malformedResponse("\(name) is missing") }
        guard let members = value.objectValue else {
            throw .malformedResponse("\(name) is \(value.kindDescription), not an object")
        }
        return members
    }

    /// A positive rate, written as a number or a string holding one.
    static func rate(_ value: JSONValue, _ name: String) throws(ExchangeRateError) -> Decimal {
        let text: String? =
            switch value {
            case .number(let literal): literal
            case .string(let quoted) where quoted.allSatisfy({ $0.isASCII && ($0.isNumber || ".eE+-".contains($0)) }):
                quoted
            default: nil
            }
        guard let text, let rate = Decimal(string: text), rate > 0 else {
            throw .malformedResponse("\(name) is \(value.kindDescription), not a positive number")
        }
        return rate
    }

    static func date(_ value: JSONValue?, _ name: String) throws(ExchangeRateError) -> LocalDate {
        guard let text = value?.stringValue, let date = LocalDate(iso: text) else {
            throw .malformedResponse("\(name) is not a YYYY-MM-DD date")
        }
        return date
    }

    /// Three ASCII letters, upper-cased; anything else never reaches a URL.
    static func currencyCode(_ code: String) -> String? {
        guard code.count == 3, code.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        return code.uppercased()
    }
}
