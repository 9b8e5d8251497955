import Foundation

/// The original converter's rules for the amount field: ASCII digits only; a
/// leading "0" cannot be followed by another digit (so "0" then "5" is refused,
/// not turned into "5" — the original rejects the keystroke); at most one
/// decimal separator, never first; "," is stored as "."; at most
/// `maximumDigits` digits. Every text it returns is valid, so every prefix of
/// it is too, and the text always parses as a `Decimal`.
public struct AmountInputRules: Sendable {
    /// 15 digits (integer and fraction together) keep any amount exact in a
    /// `Decimal` (38 digits) even after multiplying by a rate, and fit a
    /// `UInt64` while parsing. The 16th digit is refused.
    public static let maximumDigits = 15
    public static let separator: Character = "."

    public init() {}

    /// The field's text after `edit`, or why the edit is refused.
    public func apply(edit: AmountEdit, to text: String) -> Result<String, AmountInputRejection> {
        switch edit {
        case .type(let character): appending(CollectionOfOne(character), to: text)
        case .paste(let pasted): appending(pasted, to: text)
        case .backspace: .success(String(text.dropLast()))
        case .clear: .success("")
        case .replace(let newText): appending(newText, to: "")
        }
    }

    /// The amount the text stands for; nil for an empty field. A trailing
    /// separator ("12.") counts as the whole number typed so far.
    public static func amount(in text: String) -> Decimal? {
        var significand: UInt64 = 0
        var fractionDigits = 0
        var sawDigit = false
        var sawSeparator = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: ".") {
                sawSeparator = true
                continue
            }
            // Text from `apply` holds only ASCII digits and one separator; anything else is not an amount.
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            let (product, overflow) = significand.multipliedReportingOverflow(by: 10)
            guard !overflow else { return nil }
            significand = product + UInt64(byte - UInt8(ascii: "0"))
            sawDigit = true
            if sawSeparator { fractionDigits += 1 }
        }
        guard sawDigit else { return nil }
        return Decimal(sign: .plus, exponent: -fractionDigits, significand: Decimal(significand))
    }

    private func appending(_ characters: some Sequence<Character>, to text: String)
        -> Result<String, AmountInputRejection>
    {
        var result = text
        var digitCount = text.reduce(0) { $0 + ($1.isASCIIDigit ? 1 : 0) }
        var hasSeparator = text.contains(Self.separator)
        for character in characters {
            if character == "." || character == "," {
                if result.isEmpty { return .failure(.separatorFirst) }
                if hasSeparator { return .failure(.secondSeparator) }
                hasSeparator = true
                result.append(Self.separator)
            } else if character.isASCIIDigit {
                if result == "0" { return .failure(.digitAfterLeadingZero) }
                if digitCount == Self.maximumDigits { return .failure(.tooManyDigits(limit: Self.maximumDigits)) }
                digitCount += 1
                result.append(character)
            } else {
                return .failure(.notADigit(character))
            }
        }
        return .success(result)
    }
}

extension Character {
    /// 0–9 only: `isNumber` would also take "٣", "５" or "½".
    fileprivate var isASCIIDigit: Bool { isASCII && ("0"..."9").contains(self) }
}
