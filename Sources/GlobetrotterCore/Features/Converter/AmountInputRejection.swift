/// Why a keystroke or a paste was refused; the field keeps its text.
public enum AmountInputRejection: Error, Equatable, Sendable, CustomStringConvertible {
    /// Only the ASCII digits 0–9 and one separator ("." or ",") are accepted;
    /// other scripts' digits too are refused, since the amount is shown in ASCII.
    case notADigit(Character)
    /// A leading "0" followed by another digit ("00", "05"): write "5" or "0.5".
    case digitAfterLeadingZero
    /// The field already has a decimal separator.
    case secondSeparator
    /// A separator cannot come first: type "0." instead.
    case separatorFirst
    /// More than `AmountInputRules.maximumDigits` digits.
    case tooManyDigits(limit: Int)

    public var description: String {
        switch self {
        case .notADigit(let character): "“\(character)” is not a digit"
        case .digitAfterLeadingZero: "A leading 0 cannot be followed by another digit"
        case .secondSeparator: "The amount already has a decimal separator"
        case .separatorFirst: "The amount cannot start with a decimal separator"
        case .tooManyDigits(let limit): "The amount cannot have more than \(limit) digits"
        }
    }
}
