/// Why a keystroke or a paste was refused; the field keeps its text.
public enum AmountInputRejection: Error, Equatable, Sendable {
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

    /// Why, as the note under the field says it.
    public var sentence: String {
        switch self {
        case .notADigit(let character): tr("{character} is not a digit", ["character": Self.name(of: character)])
        case .digitAfterLeadingZero: tr("A leading 0 cannot be followed by another digit")
        case .secondSeparator: tr("The amount already has a decimal separator")
        case .separatorFirst: tr("The amount cannot start with a decimal separator")
        case .tooManyDigits(let limit): tr("The amount cannot have more than {limit} digits", ["limit": String(limit)])
        }
    }

    /// A character as a person can recognise it: an invisible one by name
    /// ("A space"), a visible one quoted.
    static func name(of character: Character) -> String {
        switch character {
        case " ": return tr("A space")
        case "\t": return tr("A tab")
        case "\n", "\r", "\r\n", "\u{2028}", "\u{2029}":
            return tr("A line break")
        case "\u{00A0}", "\u{202F}":
            return tr("A non-breaking space")
        default:
            let scalars = character.unicodeScalars
            let invisible = scalars.allSatisfy {
                $0.properties.isWhitespace || $0.properties.generalCategory == .control
                    || $0.properties.generalCategory == .format
            }
            guard invisible, let first = scalars.first else {
                return tr("“{character}”", ["character": String(character)])
            }
            let code = String(first.value, radix: 16, uppercase: true).leftPadded(to: 4)
            return tr("An invisible character (U+{code})", ["code": code])
        }
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
