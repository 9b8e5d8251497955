import Foundation

/// Folds text for searching names in memory (the country filter):
/// lowercase ASCII letters and digits, words separated by one space, accents
/// and apostrophes removed, the letters Unicode does not decompose spelled
/// as data/offline/generate.py's `ascii_fold` does — so "Zürich", "ZURICH"
/// and "zurich" all become "zurich", "St.-Étienne" becomes "st etienne" and
/// "N’Djamena" "ndjamena". (City search folds in SQLite's FTS5 tokenizer.)
enum SearchFolding {
    static let separator = UInt8(ascii: " ")

    /// Letters that Unicode decomposition does not reduce to ASCII (the
    /// generator's `ASCII_EXTRA`, lowercase).
    private static let extraLetters: [Unicode.Scalar: String] = [
        "ı": "i", "ł": "l", "đ": "d", "ð": "d", "ø": "o", "ß": "ss", "æ": "ae", "œ": "oe", "ə": "e",
        "ħ": "h", "þ": "th", "’": "'", "‘": "'", "ʻ": "'", "ʼ": "'",
    ]

    /// A search query folded; empty when it has no letter or digit.
    static func fold(query: String) -> [UInt8] {
        var folded = FoldedText()
        for scalar in query.lowercased().decomposedStringWithCompatibilityMapping.unicodeScalars {
            if scalar.isASCII {
                folded.append(UInt8(scalar.value))
            } else if let replacement = extraLetters[scalar] {
                for byte in replacement.utf8 { folded.append(byte) }
            } else if isMark(scalar) {
                continue
            } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                // Another script: kept as is, to match a name that has no ASCII form.
                for byte in String(scalar).utf8 { folded.appendWordByte(byte) }
            } else {
                folded.append(separator)
            }
        }
        return folded.bytes
    }

    /// The search key of a name already folded to ASCII (by `fold(query:)`),
    /// with the offsets where its words start.
    static func key(ofASCII name: some Sequence<UInt8>) -> FoldedText {
        var folded = FoldedText()
        for byte in name { folded.append(byte) }
        return folded
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }
}

extension DataPack {
    /// `text` folded as the pack's `country_names` and `currency_names` hold
    /// names (and as the country filter folds queries): "Côte d’Ivoire" →
    /// "cote divoire", "ÖSTERREICH" → "osterreich", "Германия" → "германия";
    /// empty when it has no letter or digit.
    public static func foldedQuery(_ text: String) -> String {
        String(decoding: SearchFolding.fold(query: text), as: UTF8.self)
    }
}
