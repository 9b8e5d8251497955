import Testing

@testable import GlobetrotterCore

/// `tr` and `ntr` untranslated (the tests run in the C locale): placeholders
/// are filled after translation; GlobetrotterUITests' TranslationTests read the
/// German catalogue.
@Suite(.timeLimit(.minutes(1))) struct TranslationTests {
    @Test func namedPlaceholdersAreFilledWhereverTheMessagePutsThem() {
        #expect(tr("Saved {file}", ["file": "holidays.ics"]) == "Saved holidays.ics")
        #expect(tr("{b} before {a}, {a} again", ["a": "1", "b": "2"]) == "2 before 1, 1 again")
        #expect(tr("No placeholders") == "No placeholders")
    }

    @Test func aValueIsNeverReadAsAPlaceholder() {
        #expect(tr("{name} and {other}", ["name": "{other}", "other": "x"]) == "{other} and x")
        #expect(ntr("{name}: {count} stop", "{name}: {count} stops", 2, ["name": "{count}"]) == "{count}: 2 stops")
    }

    @Test func unknownPlaceholdersAndStrayBracesStayAsWritten() {
        #expect(tr("{missing} {a} {", ["a": "1"]) == "{missing} 1 {")
        #expect(tr("a } b { c", ["c": "x"]) == "a } b { c")
    }

    @Test func ntrChoosesTheFormAndFillsTheCount() {
        #expect(ntr("{count} stop", "{count} stops", 1) == "1 stop")
        #expect(ntr("{count} stop", "{count} stops", 0) == "0 stops")
        #expect(ntr("{count} stop", "{count} stops", 3) == "3 stops")
        #expect(ntr("{count} stop on {trip}", "{count} stops on {trip}", 3, ["trip": "Alps"]) == "3 stops on Alps")
        #expect(ntr("one stop", "{count} stops", 1, ["count": "a single"]) == "one stop")
        #expect(ntr("{count} stop", "{count} stops", 5, ["count": "five"]) == "five stops")
    }
}
