import Foundation
import GlobetrotterCore

/// Bytes as a person's edits of the converter's amount field (keys, pastes,
/// backspace, clear, a replaced text): every text the rules accept is an
/// amount, holds at most 15 digits and one separator, never starts with the
/// separator or a "0" followed by a digit — and a refused edit changes nothing.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAmountInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let bytes else { return 0 }
    let rules = AmountInputRules()
    var text = ""
    var input = UnsafeBufferPointer(start: bytes, count: count)[...]
    while let kind = input.popFirst() {
        let edit: AmountEdit
        switch kind % 5 {
        case 0: edit = .backspace
        case 1: edit = .clear
        case 2, 3:
            // The next bytes up to a zero, as UTF-8 (invalid bytes become U+FFFD, as a paste would).
            let chunk = input.prefix { $0 != 0 }
            input = input.dropFirst(chunk.count + 1)
            let string = String(decoding: chunk, as: UTF8.self)
            edit = kind % 5 == 2 ? .paste(string) : .replace(string)
        default:
            guard let byte = input.popFirst() else { return 0 }
            edit = .type(Character(Unicode.Scalar(byte)))
        }
        switch rules.apply(edit: edit, to: text) {
        case .success(let accepted): text = accepted
        case .failure: continue
        }
        check(text)
    }
    return 0
}

private func check(_ text: String) {
    guard !text.isEmpty else { return }
    precondition(AmountInputRules.amount(in: text) != nil, "accepted text that is no amount")
    precondition(text.filter(\.isNumber).count <= AmountInputRules.maximumDigits, "too many digits")
    precondition(text.filter { $0 == "." }.count <= 1, "two separators")
    precondition(text.first != ".", "a separator first")
    precondition(!(text.count > 1 && text.first == "0" && text.dropFirst().first != "."), "a digit after a leading 0")
    precondition(text.allSatisfy { $0 == "." || ("0"..."9").contains($0) }, "not a digit")
}
