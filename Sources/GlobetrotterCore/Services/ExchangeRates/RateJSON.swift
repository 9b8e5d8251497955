import Foundation

/// Reading rate responses with `JSONDecoder`, leniently: numbers may come
/// quoted, fields the converter does not need are ignored, and anything else
/// out of shape is a `.malformedResponse` naming what was wrong.
enum RateJSON {
    /// `data` decoded as `Answer`; an empty body, bytes that are not JSON or
    /// JSON of another shape are `.malformedResponse`.
    static func decode<Answer: Decodable>(_ type: Answer.Type, from data: Data) throws(ExchangeRateError) -> Answer {
        guard !data.isEmpty else { throw .malformedResponse("empty answer") }
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            throw .malformedResponse(readableDecodingFailure(error))
        }
    }

    /// A positive rate, written as a number or a string holding one.
    static func rate(_ value: RateNumber?, _ name: String) throws(ExchangeRateError) -> Decimal {
        guard let value else { throw .malformedResponse("\(name) is missing") }
        guard let rate = value.decimal, rate > 0 else {
            throw .malformedResponse("\(name) is \(value.kind), not a positive number")
        }
        return rate
    }

    static func date(_ text: String?, _ name: String) throws(ExchangeRateError) -> LocalDate {
        guard let text, let date = LocalDate(iso: text) else {
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

/// A JSON value where a rate belongs: a number, taken exactly (JSONDecoder
/// reads a `Decimal` from the number's digits), a string holding one, or
/// anything else, kept only to be named in the error.
struct RateNumber: Decodable, Sendable {
    let decimal: Decimal?
    let kind: String

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Decimal.self) {
            (decimal, kind) = (number, "a number")
        } else if let text = try? container.decode(String.self) {
            let isNumeric = !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isNumber || ".eE+-".contains($0)) }
            (decimal, kind) = (
                isNumeric ? Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) : nil, "a string"
            )
        } else {
            (decimal, kind) = (nil, container.decodeNil() ? "null" : "not a number")
        }
    }
}
