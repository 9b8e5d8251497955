/// Accumulates folded bytes: lowercases ASCII, turns every run of other ASCII
/// into one space between words, trims both ends, and drops apostrophes
/// while noting that a word starts after one — so "L'Aquila" is found by
/// "laquila", "l'aquila" and "aquila".
struct FoldedText {
    private(set) var bytes: [UInt8] = []
    /// Offsets in `bytes` where a word starts.
    private(set) var wordStarts: [Int] = []
    private var separatorPending = false
    private var wordStartPending = true

    mutating func append(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), 0x80...:
            appendWordByte(byte)
        case UInt8(ascii: "A")...UInt8(ascii: "Z"):
            appendWordByte(byte + 0x20)
        case UInt8(ascii: "'"), UInt8(ascii: "`"):
            wordStartPending = true
        default:
            separatorPending = true
        }
    }

    mutating func appendWordByte(_ byte: UInt8) {
        if separatorPending && !bytes.isEmpty { bytes.append(SearchFolding.separator) }
        if separatorPending || wordStartPending { wordStarts.append(bytes.count) }
        separatorPending = false
        wordStartPending = false
        bytes.append(byte)
    }
}
