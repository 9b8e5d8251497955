/// One change the user makes to the amount field.
///
/// Edits apply at the end of the text, as in the original converter's
/// calculator-style field: a view that lets the cursor move sends what the
/// field would then hold as `.replace`, which is checked as if typed from empty.
public enum AmountEdit: Equatable, Sendable {
    /// One keystroke.
    case type(Character)
    /// Pasted text, applied character by character with the keystroke rules;
    /// one refused character refuses the whole paste, so nothing half-pasted remains.
    case paste(String)
    /// Deletes the last character; nothing happens on an empty field.
    case backspace
    /// The clear button: empties the field.
    case clear
    /// The whole new text of the field after an edit somewhere in the middle.
    case replace(String)
}
