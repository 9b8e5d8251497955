import Foundation
import Testing

@testable import GlobetrotterCore

/// The converter's one notice follows the rule of every fallback note: which
/// source, what happened in a few words, what is shown instead.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct ConverterNoticeTests {
    static let english = ConversionFormatter(dates: Locale(identifier: "en_GB"), numbers: Locale(identifier: "en_GB"))

    nonisolated static let offlineQuote = RateQuote(
        rate: ExchangeRate(base: "USD", target: "EUR", date: LocalDate(year: 2026, month: 10, day: 30)!, rate: 0.8951),
        source: .offlineECB)
    nonisolated static let savedQuote = RateQuote(
        rate: ExchangeRate(base: "USD", target: "EUR", date: LocalDate(year: 2026, month: 11, day: 12)!, rate: 0.92),
        source: .frankfurter, isSaved: true)

    static func notice(rate error: ExchangeRateError, quote: RateQuote? = offlineQuote) -> String? {
        ConverterNotice(
            rate: RateFailure(source: .frankfurter, error: error), quote: quote, showsOfflineHistory: true,
            from: "USD", to: "EUR", format: Self.english
        ).text
    }

    nonisolated static let cases: [(ExchangeRateError, RateQuote?, String)] = [
        (
            .http(.notFound(URL(string: "http://127.0.0.1:8404/frankfurter/v1/latest")!)), offlineQuote,
            "Frankfurter is not available right now (not found, HTTP 404). Showing offline ECB rates of 30 October."
        ),
        (
            .http(.serverError(status: 500)), offlineQuote,
            "Frankfurter is not available right now (server error, HTTP 500). Showing offline ECB rates of 30 October."
        ),
        (
            .http(.rateLimited(retryAfterSeconds: 30)), savedQuote,
            "Frankfurter is not available right now (too many requests, HTTP 429). Showing the rate saved on 12 November."
        ),
        (
            .http(.cannotConnect(host: "127.0.0.1", reason: "Connection refused")), offlineQuote,
            "Frankfurter could not be reached (no connection). Showing offline ECB rates of 30 October."
        ),
        (
            .http(.transport("127.0.0.1: Connection terminated unexpectedly")), offlineQuote,
            "Frankfurter could not be reached (network error). Showing offline ECB rates of 30 October."
        ),
        (
            .malformedResponse("expected a JSON value"), offlineQuote,
            "Frankfurter sent data that could not be read. Showing offline ECB rates of 30 October."
        ),
        (
            .pairNotAvailable(from: "USD", to: "EUR"), offlineQuote,
            "Frankfurter has no USD → EUR rate. Showing offline ECB rates of 30 October."
        ),
        (
            .http(.timedOut), nil,
            "Frankfurter could not be reached (timed out). No USD → EUR rate is available offline."
        ),
    ]

    @Test(arguments: cases)
    func eachFailureIsOneSentenceTrueToWhatIsShown(error: ExchangeRateError, quote: RateQuote?, expected: String) {
        let text = Self.notice(rate: error, quote: quote)
        #expect(text == expected)
        for leak in ["://", "127.0.0.1", "Error Domain", "Connection", "terminated"] {
            #expect(text?.contains(leak) == false, "“\(leak)” reached the screen")
        }
    }

    @Test func theRateComesFirstThenTheListThenTheHistory() {
        let down = RateFailure(source: .frankfurter, error: .http(.serverError(status: 503)))
        var notice = ConverterNotice(
            rate: nil, currencies: down, history: down, quote: nil, showsOfflineHistory: true, from: "USD", to: "EUR",
            format: Self.english)
        #expect(
            notice.text
                == "Frankfurter is not available right now (server error, HTTP 503). Showing the currencies known offline."
        )
        notice.currencies = nil
        #expect(
            notice.text
                == "Frankfurter is not available right now (server error, HTTP 503). Showing the offline ECB history.")
        notice.showsOfflineHistory = false
        #expect(notice.text == "Frankfurter is not available right now (server error, HTTP 503).")
        notice.history = nil
        #expect(notice.text == nil, "nothing failed, nothing to say")
    }

    /// Seen in the app: the peso's rate live from currencyconverterapi.com, and
    /// above it "Frankfurter has no USD → ARS rate." because Frankfurter has no
    /// history for it. A pair missing from the history source is the chart's to say.
    @Test func aPairWithoutHistoryIsNoNoteBesideALiveRate() {
        let live = RateQuote(
            rate: ExchangeRate(
                base: "USD", target: "ARS", date: LocalDate(year: 2026, month: 11, day: 20)!, rate: 1000),
            source: .currencyConverterAPI)
        let notice = ConverterNotice(
            history: RateFailure(source: .frankfurter, error: .pairNotAvailable(from: "USD", to: "ARS")), quote: live,
            showsOfflineHistory: false, from: "USD", to: "ARS", format: Self.english)
        #expect(notice.text == nil)
    }

    @Test func aServiceAnswering404EverywhereIsDownNotMissingThePair() {
        let notice = ConverterNotice(
            rate: RateFailure(source: .frankfurter, error: .pairNotAvailable(from: "USD", to: "EUR")),
            currencies: RateFailure(
                source: .frankfurter, error: .http(.notFound(URL(string: "http://127.0.0.1/v1/currencies")!))),
            quote: Self.offlineQuote, showsOfflineHistory: true, from: "USD", to: "EUR",
            format: Self.english)
        #expect(
            notice.text
                == "Frankfurter is not available right now (not found, HTTP 404). Showing offline ECB rates of 30 October."
        )
    }

    @Test func offlineTheBundledRatesSpeakForThemselves() {
        let missingPair = ConverterNotice(
            rate: RateFailure(source: .offlineECB, error: .pairNotAvailable(from: "USD", to: "XAU")),
            showsOfflineHistory: false, from: "USD", to: "XAU", format: Self.english)
        #expect(missingPair.text == "No USD → XAU rate is available offline.")
        let damaged = ConverterNotice(
            rate: RateFailure(source: .offlineECB, error: .offlineData(.unavailable(.missing(file: "rates/ecb.json")))),
            showsOfflineHistory: false, from: "USD", to: "EUR", format: Self.english)
        #expect(damaged.text == ConverterNotice.offlineDataMissing)
    }

    nonisolated static let invisible: [(Character, String)] = [
        (" ", "A space is not a digit"), ("\t", "A tab is not a digit"), ("\n", "A line break is not a digit"),
        ("\u{00A0}", "A non-breaking space is not a digit"),
        ("\u{200B}", "An invisible character (U+200B) is not a digit"),
        ("x", "“x” is not a digit"), ("٣", "“٣” is not a digit"),
    ]

    @Test(arguments: invisible)
    func aRefusedCharacterIsNamedWhenItCannotBeSeen(character: Character, sentence: String) {
        #expect(AmountInputRejection.notADigit(character).sentence == sentence)
    }
}
