extension AmountEdit {
    /// The edit a text field reports — `inserted` at a character `offset` of
    /// `text` — as the rules see it: at the end it is a keystroke (one
    /// character) or a paste; anywhere else the field's whole new text.
    public static func inserting(_ inserted: String, at offset: Int, into text: String) -> AmountEdit {
        let scalars = Array(text.unicodeScalars)
        let offset = min(max(offset, 0), scalars.count)
        if offset == scalars.count {
            return inserted.count == 1 ? .type(inserted.first!) : .paste(inserted)
        }
        return .replace(
            String(String.UnicodeScalarView(scalars[..<offset])) + inserted + suffix(of: scalars, from: offset))
    }

    /// Characters `start..<end` of `text` removed (`end` < 0 means to the end):
    /// the last one alone is a backspace, all of them a clear.
    public static func deleting(from start: Int, to end: Int, in text: String) -> AmountEdit {
        let scalars = Array(text.unicodeScalars)
        let end = end < 0 ? scalars.count : min(end, scalars.count)
        let start = min(max(start, 0), end)
        if start == 0 && end == scalars.count { return .clear }
        if end == scalars.count && end - start == 1 { return .backspace }
        return .replace(String(String.UnicodeScalarView(scalars[..<start])) + suffix(of: scalars, from: end))
    }

    private static func suffix(of scalars: [Unicode.Scalar], from offset: Int) -> String {
        String(String.UnicodeScalarView(scalars[offset...]))
    }
}
