/// "holidays germany", "next holiday france", "christmas 2027", "feiertage
/// österreich 2026", a country's name alone: the holidays asked for.
struct HolidayQuery: Equatable {
    /// Named in the query; nil means the home country.
    var country: String?
    var year: Int?
    var wantsNext: Bool
    /// A holiday word was typed ("holidays", "feiertage").
    var asksForHolidays: Bool
    /// What is left: words of a holiday's name ("christmas").
    var nameWords: [String]

    /// Country names have at most this many words in any language ("Bosnia and Herzegovina" has 3).
    static let longestCountryName = 5

    /// Nil unless the tokens are words and at most one year.
    @MainActor
    static func parse(_ tokens: [SearchToken], sources: some SearchSources, keywords: SearchKeywords) -> HolidayQuery? {
        var year: Int?
        var words: [String] = []
        for token in tokens {
            switch token.kind {
            case .number:
                guard year == nil, let value = token.year else { return nil }
                year = value
            case .symbol:
                return nil
            case .word:
                words.append(token.text)
            }
        }
        let wantsNext = words.contains { keywords.next.contains($0) }
        let asksForHolidays = words.contains { keywords.holidays.contains($0) }
        words.removeAll { keywords.next.contains($0) || keywords.holidays.contains($0) }
        var country: String?
        if let (code, range) = namedCountry(in: words, sources: sources) {
            country = code
            words.removeSubrange(range)
        }
        // "holidays in france", "christmas in germany": a connecting word is not part of a name.
        words.removeAll { keywords.conversion.contains($0) }
        return HolidayQuery(
            country: country, year: year, wantsNext: wantsNext, asksForHolidays: asksForHolidays, nameWords: words)
    }

    /// The longest run of words naming a country that has holidays offline.
    @MainActor
    private static func namedCountry(in words: [String], sources: some SearchSources) -> (String, Range<Int>)? {
        for length in stride(from: min(longestCountryName, words.count), through: 1, by: -1) {
            for start in 0...(words.count - length) {
                let name = words[start..<start + length].joined(separator: " ")
                let codes = sources.countryCodes(named: name).filter { sources.hasHolidays(country: $0) }
                if let code = codes.count == 1 ? codes[0] : englishNamed(name, among: codes, sources: sources) {
                    return (code, start..<start + length)
                }
            }
        }
        return nil
    }

    /// Of several countries sharing a name in some language (iso-codes has
    /// "Mexico" for Malaysia in one), the one whose English name it is.
    @MainActor
    private static func englishNamed(_ name: String, among codes: [String], sources: some SearchSources) -> String? {
        let english = codes.filter { code in
            guard let country = sources.country(code) else { return false }
            return [country.name, country.commonName].compactMap { $0 }.contains {
                SearchFolding.words(of: $0).joined(separator: " ") == name
            }
        }
        return english.count == 1 ? english[0] : nil
    }

    /// Whether `holiday` is the one named: every word of the query starts a
    /// word of its English or local name ("christ" finds "Christmas Day").
    func names(_ holiday: Holiday) -> Bool {
        let names = [holiday.name, holiday.localName].map(SearchFolding.words(of:))
        return names.contains { nameWords in
            self.nameWords.allSatisfy { word in nameWords.contains { $0.hasPrefix(word) } }
        }
    }
}
