import Foundation
import Testing

@testable import GlobetrotterCore

@Suite(.timeLimit(.minutes(1))) struct AmountInputRulesTests {
    private let rules = AmountInputRules()

    /// One edit applied to a starting text, and what the field must then hold.
    struct Case: Sendable, CustomTestStringConvertible {
        let start: String
        let edit: AmountEdit
        let expected: Result<String, AmountInputRejection>

        var testDescription: String { "\"\(start)\" + \(edit)" }
    }

    static let fifteenDigits = "123456789012345"

    static let cases: [Case] = [
        Case(start: "", edit: .type("1"), expected: .success("1")),
        Case(start: "12", edit: .type("3"), expected: .success("123")),
        Case(start: "", edit: .type("0"), expected: .success("0")),
        Case(start: "0", edit: .type("5"), expected: .failure(.digitAfterLeadingZero)),
        Case(start: "0", edit: .type("0"), expected: .failure(.digitAfterLeadingZero)),
        Case(start: "0", edit: .type("."), expected: .success("0.")),
        Case(start: "0.", edit: .type("0"), expected: .success("0.0")),
        Case(start: "0.0", edit: .type("5"), expected: .success("0.05")),
        Case(start: "10", edit: .type("0"), expected: .success("100")),
        Case(start: "12", edit: .type(","), expected: .success("12.")),
        Case(start: "", edit: .type(","), expected: .failure(.separatorFirst)),
        Case(start: "", edit: .type("."), expected: .failure(.separatorFirst)),
        Case(start: "1.2", edit: .type("."), expected: .failure(.secondSeparator)),
        Case(start: "1.2", edit: .type(","), expected: .failure(.secondSeparator)),
        Case(start: "", edit: .paste("1.2.3"), expected: .failure(.secondSeparator)),
        Case(start: "", edit: .type("a"), expected: .failure(.notADigit("a"))),
        Case(start: "1", edit: .type("-"), expected: .failure(.notADigit("-"))),
        Case(start: "1", edit: .type(" "), expected: .failure(.notADigit(" "))),
        Case(start: "", edit: .type("٣"), expected: .failure(.notADigit("٣"))),
        Case(start: "", edit: .type("５"), expected: .failure(.notADigit("５"))),
        Case(start: "", edit: .type("½"), expected: .failure(.notADigit("½"))),
        Case(start: "", edit: .paste("12,5"), expected: .success("12.5")),
        Case(start: "7", edit: .paste("25.50"), expected: .success("725.50")),
        Case(start: "", edit: .paste("٣٤"), expected: .failure(.notADigit("٣"))),
        Case(start: "", edit: .paste("1 000"), expected: .failure(.notADigit(" "))),
        Case(start: "", edit: .paste("00"), expected: .failure(.digitAfterLeadingZero)),
        Case(start: "", edit: .paste(",5"), expected: .failure(.separatorFirst)),
        Case(start: "5", edit: .paste(""), expected: .success("5")),
        Case(start: "", edit: .paste(fifteenDigits), expected: .success(fifteenDigits)),
        Case(start: fifteenDigits, edit: .type("6"), expected: .failure(.tooManyDigits(limit: 15))),
        Case(start: fifteenDigits, edit: .type("."), expected: .success(fifteenDigits + ".")),
        Case(start: "", edit: .paste(fifteenDigits + "6"), expected: .failure(.tooManyDigits(limit: 15))),
        Case(start: "12345678.9012345", edit: .type("6"), expected: .failure(.tooManyDigits(limit: 15))),
        Case(start: "12.5", edit: .backspace, expected: .success("12.")),
        Case(start: "12.", edit: .backspace, expected: .success("12")),
        Case(start: "", edit: .backspace, expected: .success("")),
        Case(start: "12.5", edit: .clear, expected: .success("")),
        Case(start: "12.5", edit: .replace("512.5"), expected: .success("512.5")),
        Case(start: "105", edit: .replace("05"), expected: .failure(.digitAfterLeadingZero)),
        Case(start: "1.5", edit: .replace(".5"), expected: .failure(.separatorFirst)),
    ]

    @Test(arguments: cases)
    func editsFollowTheOriginalRules(_ testCase: Case) {
        #expect(rules.apply(edit: testCase.edit, to: testCase.start) == testCase.expected)
    }

    @Test func typingKeyByKeyEqualsPastingTheSameText() {
        var typed = ""
        for character in "1203,45" {
            typed = (try? rules.apply(edit: .type(character), to: typed).get()) ?? "refused"
        }
        #expect(typed == "1203.45")
        #expect(rules.apply(edit: .paste("1203,45"), to: "") == .success(typed))
    }

    static let amounts: [(String, Decimal?)] = [
        ("", nil),
        ("0", 0),
        ("12.", 12),
        ("12.5", Decimal(string: "12.5")!),
        ("0.05", Decimal(string: "0.05")!),
        (fifteenDigits, Decimal(string: fifteenDigits)!),
        ("1234567.89012345", Decimal(string: "1234567.89012345")!),
        ("1,5", nil),
        ("abc", nil),
        (".", nil),
    ]

    @Test(arguments: amounts)
    func amountParsesExactly(text: String, expected: Decimal?) {
        #expect(AmountInputRules.amount(in: text) == expected)
    }
}
