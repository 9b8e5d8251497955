import Testing

@testable import GlobetrotterCore

/// Names as toasts quote them: whole when short, shortened with "…" when
/// long, counted as a person counts characters, always on one line.
@Suite(.timeLimit(.minutes(1))) struct QuotedNameTests {
    @Test func aShortNameIsQuotedWhole() {
        #expect(QuotedName.short("Passport") == "Passport")
        let thirty = String(repeating: "a", count: 30)
        #expect(QuotedName.short(thirty) == thirty)
    }

    @Test func aLongNameKeepsItsBeginningAndEndsWithAnEllipsis() {
        let name = "A very long stop name that goes on and on, Région Auvergne-Rhône-Alpes, France"
        let short = QuotedName.short(name)
        #expect(short == "A very long stop name that go…")
        #expect(short.count == QuotedName.maximumLength)
        // No space or comma before the ellipsis.
        #expect(QuotedName.short("Lyon, Région Auvergne", maximumLength: 7) == "Lyon…")
        #expect(QuotedName.short("Lyon - Villeurbanne", maximumLength: 8) == "Lyon…")
    }

    @Test func charactersAreCountedAsAPersonSeesThem() {
        // A flag is two scalars, "é" here a letter and a combining accent:
        // one character each, never cut in two.
        let flags = String(repeating: "🇦🇹", count: 40)
        #expect(QuotedName.short(flags) == String(repeating: "🇦🇹", count: 29) + "…")
        let accents = String(repeating: "e\u{301}", count: 40)
        let short = QuotedName.short(accents)
        #expect(short.count == 30)
        #expect(short.unicodeScalars.count == 29 * 2 + 1)
        let japanese = "東京都千代田区丸の内一丁目九番一号東京駅丸の内駅舎東京ステーションホテル"
        #expect(QuotedName.short(japanese) == String(japanese.prefix(29)) + "…")
    }

    @Test func aNameOnSeveralLinesIsQuotedOnOne() {
        #expect(QuotedName.short("Alpine\nLoop  \t2026") == "Alpine Loop 2026")
        #expect(QuotedName.short("  Passport ") == "Passport")
    }

    @Test func aLongFileNameKeepsItsExtension() {
        #expect(QuotedName.shortFileName("Baltic Coast.gpx") == "Baltic Coast.gpx")
        let short = QuotedName.shortFileName("alpine-loop-with-the-long-way-round-final-version.gpx")
        #expect(short == "alpine-loop-wit…al-version.gpx")
        #expect(short.count == QuotedName.maximumLength)
    }
}

/// The import and export toasts quote the trip's and the file's name shortened.
@Suite(.timeLimit(.minutes(1))) struct TripFileToastNameTests {
    @Test func importedAndSavedQuoteShortNames() {
        let trip = Trip(id: 1, name: "Grand Tour of the Alps and the Italian Lakes, Summer 2026")
        #expect(TripFilesWording.imported([trip]) == "Imported “Grand Tour of the Alps and th…”")
        #expect(
            TripFilesWording.exported(fileName: "Grand Tour of the Alps and the Italian Lakes, Summer 2026.gpx")
                == "Saved “Grand Tour of t…ummer 2026.gpx”")
    }
}
