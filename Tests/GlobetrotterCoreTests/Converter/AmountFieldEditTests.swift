import Testing

@testable import GlobetrotterCore

/// How a text field's positioned edits become the rules' edits.
@Suite(.timeLimit(.minutes(1))) struct AmountFieldEditTests {
    @Test func insertingOneCharacterAtTheEndIsAKeystroke() {
        #expect(AmountEdit.inserting("5", at: 2, into: "12") == .type("5"))
        #expect(AmountEdit.inserting(",", at: 2, into: "12") == .type(","))
    }

    @Test func insertingSeveralCharactersAtTheEndIsAPaste() {
        #expect(AmountEdit.inserting("3,5", at: 2, into: "12") == .paste("3,5"))
        #expect(AmountEdit.inserting("12,5", at: 0, into: "") == .paste("12,5"))
    }

    @Test func insertingInTheMiddleIsTheWholeNewText() {
        #expect(AmountEdit.inserting("0", at: 1, into: "15") == .replace("105"))
        #expect(AmountEdit.inserting(".", at: 0, into: "5") == .replace(".5"))
    }

    @Test func offsetsCountUnicodeScalarsAndAreClamped() {
        #expect(AmountEdit.inserting("1", at: 99, into: "2") == .type("1"))
        #expect(AmountEdit.inserting("1", at: -3, into: "2") == .replace("12"))
    }

    @Test func deletingTheLastCharacterIsABackspace() {
        #expect(AmountEdit.deleting(from: 2, to: 3, in: "125") == .backspace)
        #expect(AmountEdit.deleting(from: 2, to: -1, in: "125") == .backspace)
    }

    @Test func deletingEverythingIsAClear() {
        #expect(AmountEdit.deleting(from: 0, to: -1, in: "125") == .clear)
        #expect(AmountEdit.deleting(from: 0, to: 1, in: "1") == .clear)
    }

    @Test func deletingInTheMiddleIsTheWholeNewText() {
        #expect(AmountEdit.deleting(from: 0, to: 1, in: "105") == .replace("05"))
        #expect(AmountEdit.deleting(from: 1, to: 3, in: "12.5") == .replace("15"))
    }

    /// A middle edit that would break the rules ("105" → "05") is refused by them, so the field keeps "105".
    @Test func theRulesJudgeTheWholeNewText() {
        let rules = AmountInputRules()
        let edit = AmountEdit.deleting(from: 0, to: 1, in: "105")
        #expect(rules.apply(edit: edit, to: "105") == .failure(.digitAfterLeadingZero))
    }
}
