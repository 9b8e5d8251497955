import Foundation

/// The terms GNOME Shell sends, split into what the search reads: numbers
/// ("100", "1,000.50"), words folded as the data pack's names are ("Köln" →
/// "koln") and symbols ("€", "US$"). "50€" and "$100" are two tokens each.
struct SearchToken: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case number, word, symbol
    }

    let kind: Kind
    /// Numbers and symbols as typed (symbols lowercased); words folded.
    let text: String
}

enum SearchTokens {
    /// More is not a search anyone types; the Shell sends whatever is in the entry.
    static let maximumTokens = 12
    static let maximumLength = 200

    /// The tokens of `terms`; empty when they are too long to be a question.
    static func tokens(of terms: [String]) -> [SearchToken] {
        let text = terms.joined(separator: " ")
        guard text.count <= maximumLength else { return [] }
        var tokens: [SearchToken] = []
        var run = ""
        var runKind: SearchToken.Kind?

        func flush() {
            defer {
                run = ""
                runKind = nil
            }
            guard let kind = runKind, !run.isEmpty else { return }
            switch kind {
            case .word:
                let folded = String(decoding: SearchFolding.fold(query: run), as: UTF8.self)
                for word in folded.split(separator: " ") { tokens.append(SearchToken(kind: .word, text: String(word))) }
            case .number:
                // A trailing separator is punctuation ("100." ends a sentence).
                while let last = run.last, last == "." || last == "," { run.removeLast() }
                if !run.isEmpty { tokens.append(SearchToken(kind: .number, text: run)) }
            case .symbol:
                tokens.append(SearchToken(kind: .symbol, text: run.lowercased()))
            }
        }

        for character in text {
            let kind = Self.kind(of: character, after: runKind)
            if kind == nil {
                flush()
                continue
            }
            // "$" right after letters belongs to them: "US$", "R$", "HK$".
            if kind == .symbol, character == "$", runKind == .word {
                run.append(character)
                runKind = .symbol
                continue
            }
            if kind != runKind || kind == .symbol { flush() }
            run.append(character)
            runKind = kind
        }
        flush()
        return tokens.count <= maximumTokens ? tokens : []
    }

    private static func kind(of character: Character, after previous: SearchToken.Kind?) -> SearchToken.Kind? {
        if character.isWhitespace { return nil }
        if character.isASCII && character.isNumber { return .number }
        // Separators inside a number ("1,000.50", "1'000") belong to it.
        if previous == .number, character == "." || character == "," || character == "'" { return .number }
        if character.isLetter || character == "'" || character == "’" || character.isNumber { return .word }
        if character.isCurrencySymbol || "=→>".contains(character) { return .symbol }
        // Other punctuation ("-", "?", "!") separates words.
        return nil
    }
}

extension SearchToken {
    /// The amount a number token says, read with the user's decimal separator
    /// (the other one groups digits): "1,000.50" → 1000.5; nil when it is not
    /// one amount ("1.2.3" with "," as decimal separator, say).
    func amount(decimalSeparator: Character) -> Decimal? {
        guard kind == .number, text.count <= 24 else { return nil }
        var digits = text.filter { $0 != "'" }
        let separators = digits.filter { $0 == "." || $0 == "," }
        let decimal: Character?
        if Set(separators).count == 2 {
            // Both: the last one is the decimal separator ("1.000,50", "1,000.50").
            decimal = separators.last
        } else if separators.count == 1, let only = separators.first {
            // One: decimal, unless it is not the user's and three digits follow ("1,000" in English).
            let after = digits.split(separator: only, omittingEmptySubsequences: false).last?.count ?? 0
            decimal = only == decimalSeparator || after != 3 ? only : nil
        } else {
            decimal = nil
        }
        if let decimal {
            guard digits.filter({ $0 == decimal }).count == 1 else { return nil }
            let grouping: Character = decimal == "." ? "," : "."
            digits = String(digits.compactMap { $0 == grouping ? nil : $0 == decimal ? "." : $0 })
        } else {
            // Only grouping: every group after the first has three digits ("1.000.000", not "1.2.3").
            let groups = digits.split(omittingEmptySubsequences: false) { $0 == "." || $0 == "," }
            guard groups.dropFirst().allSatisfy({ $0.count == 3 }) else { return nil }
            digits.removeAll { $0 == "." || $0 == "," }
        }
        guard !digits.isEmpty, digits.first != ".", let value = Decimal(string: digits) else { return nil }
        return value
    }

    /// A year as typed: 1900–2199.
    var year: Int? {
        guard kind == .number, text.count == 4, let value = Int(text), (1900...2199).contains(value) else {
            return nil
        }
        return value
    }
}

extension Character {
    /// Unicode's currency symbols (Sc): "€", "$", "£", "¥", "₹".
    fileprivate var isCurrencySymbol: Bool {
        unicodeScalars.first?.properties.generalCategory == .currencySymbol
    }
}
