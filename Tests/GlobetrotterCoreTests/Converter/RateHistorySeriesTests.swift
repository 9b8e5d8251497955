import Foundation
import Testing

@testable import GlobetrotterCore

@MainActor
@Suite(.timeLimit(.minutes(1))) struct RateHistorySeriesTests {
    private let first = LocalDate(year: 2026, month: 10, day: 1)!
    private let english = ConversionFormatter(dates: Locale(identifier: "en_GB"), numbers: Locale(identifier: "en_GB"))

    private func rates(_ values: [(Int, String)]) -> [ExchangeRate] {
        values.map {
            ExchangeRate(base: "USD", target: "EUR", date: first.adding(days: $0)!, rate: Decimal(string: $1)!)
        }
    }

    @Test func pointsAreScaledAndMinMaxLatestPrecomputed() throws {
        // Given out of order: the series sorts by date.
        let series = try #require(
            RateHistorySeries(
                rates: rates([(10, "0.95"), (0, "0.90"), (5, "1.00"), (7, "0.90")]), range: .month,
                source: .frankfurter,
                format: english))
        #expect(series.points.map(\.x) == [0, 0.5, 0.7, 1])
        #expect(series.points.map(\.y) == [0, 1, 0, 0.5])
        #expect(series.points.map(\.label) == ["0.9000", "1.0000", "0.9000", "0.9500"])
        #expect(series.minimum.date == first, "the first of equal lows")
        #expect(series.maximum.date == first.adding(days: 5))
        #expect(series.latest.date == first.adding(days: 10))
        #expect(series.title == "USD → EUR, last 30 days")
        #expect(series.sourceLine == "ECB reference rates via Frankfurter")
        #expect(series.minimumText == "Low 0.9000 on 1 Oct 2026")
        #expect(series.maximumText == "High 1.0000 on 6 Oct 2026")
        #expect(series.latestText == "0.9500 on 11 Oct 2026")
        #expect(series.axisTexts == ("1 Oct", "11 Oct"))
    }

    @Test func aFlatOrSinglePointSeriesSitsInTheMiddle() throws {
        let flat = try #require(
            RateHistorySeries(
                rates: rates([(0, "1.1"), (1, "1.1")]), range: .year, source: .offlineECB, format: english))
        #expect(flat.points.map(\.y) == [0.5, 0.5])
        #expect(flat.sourceLine == "Offline ECB rates")
        #expect(flat.title == "USD → EUR, 1 year to 2 Oct 2026", "bundled rates end before today")
        let single = try #require(
            RateHistorySeries(rates: rates([(3, "2")]), range: .month, source: nil, format: english))
        #expect(single.points.map(\.x) == [0])
        #expect(single.minimum == single.latest)
    }

    @Test func noRatesIsNoSeries() {
        #expect(RateHistorySeries(rates: [], range: .month, source: .frankfurter, format: english) == nil)
    }

    @Test func rangesEndToday() {
        let today = LocalDate(year: 2026, month: 11, day: 21)!
        #expect(HistoryRange.month.days(endingOn: today) == LocalDate(year: 2026, month: 10, day: 22)!...today)
        #expect(HistoryRange.year.days(endingOn: today).lowerBound == LocalDate(year: 2025, month: 11, day: 21)!)
    }

    @Test(arguments: [
        ("USD", "🇺🇸"), ("EUR", "🇪🇺"), ("JPY", "🇯🇵"), ("XAU", ""), ("XDR", ""), ("ANG", ""), ("U1D", ""), ("", ""),
    ])
    func flagsComeFromTheCodesRegion(code: String, flag: String) {
        #expect(CurrencyLabel(code: code, name: code).flag == flag)
    }
}
