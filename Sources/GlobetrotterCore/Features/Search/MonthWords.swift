import Foundation

/// The months as a search reads them: their full and abbreviated names in
/// some languages (CLDR's, through Foundation: "december", "dec", "dezember",
/// "dez"), folded as search words are.
public struct MonthWords: Sendable, Equatable {
    /// Folded name → the months it names (1–12); an abbreviation may name
    /// two months in some language.
    private var names: [String: Set<Int>] = [:]
    /// Folded full names, for a month typed in part ("decem").
    private var fullNames: [(name: String, month: Int)] = []

    /// A typed start of a month's name counts from this many letters on:
    /// "dec" is December, "de" is nothing yet.
    static let shortestPrefix = 3

    /// - Parameter languages: BCP 47 codes ("en", "de"); English is what
    ///   a search always understands, the interface's language besides.
    public init(languages: [String]) {
        for language in Set(languages) {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: language)
            let full: [[String]] = [formatter.monthSymbols, formatter.standaloneMonthSymbols]
            let short: [[String]] = [formatter.shortMonthSymbols, formatter.shortStandaloneMonthSymbols]
            for symbols in full + short {
                for (index, symbol) in symbols.enumerated() {
                    // One word only: a name that folds to two would not be one search term.
                    let words = SearchFolding.words(of: symbol)
                    guard words.count == 1, index < 12 else { continue }
                    names[words[0], default: []].insert(index + 1)
                }
            }
            for symbols in full {
                for (index, symbol) in symbols.enumerated() where index < 12 {
                    let words = SearchFolding.words(of: symbol)
                    if words.count == 1 { fullNames.append((words[0], index + 1)) }
                }
            }
        }
    }

    /// English, and the language the interface speaks.
    public static var interface: MonthWords { MonthWords(languages: ["en", interfaceLanguage]) }

    /// The months a folded word names: a full or abbreviated name, or the
    /// start of a full name of at least `shortestPrefix` letters; empty for
    /// any other word.
    func months(named word: String) -> Set<Int> {
        if let months = names[word] { return months }
        guard word.count >= Self.shortestPrefix else { return [] }
        return Set(fullNames.filter { $0.name.hasPrefix(word) }.map(\.month))
    }

    public static func == (lhs: MonthWords, rhs: MonthWords) -> Bool {
        lhs.names == rhs.names
    }
}
