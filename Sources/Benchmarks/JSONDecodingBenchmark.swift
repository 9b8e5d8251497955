import Foundation
import GlobetrotterCore

/// Foundation's `JSONDecoder` on the largest responses the app reads, built
/// from the pack's own data so they are the real shapes and sizes: one
/// Nager.Date year (India 2026, the most holidays), and Frankfurter time
/// series over a year, for the one pair the converter asks for and for every
/// currency at once (what `…?base=USD` without `symbols` returns).
struct JSONDecodingBenchmark {
    let runs: Int

    func run(packRoot: URL) async {
        let pack = DataPack(root: packRoot)
        do {
            let holidays = try OfflineHolidayStore(pack: pack).holidays(country: "IN", year: 2026)
            let nager = try nagerYear(holidays)
            try report("nager_year", nager, extra: ["holidays": holidays.count]) { data in
                _ = try NagerHolidayDecoder.decodeHolidays(from: data, countryCode: "IN")
            }
            let store = OfflineRateStore(pack: pack)
            for symbols in [["EUR"], try store.currencyCodes().filter { $0 != "USD" }] {
                let series = try frankfurterSeries(store, base: "USD", symbols: symbols)
                let provider = FrankfurterProvider(
                    baseURL: URL(string: "https://frankfurter.invalid/v1/")!, client: CannedClient(body: series))
                let latest = try store.latestDate()
                let year = (latest.adding(days: -365) ?? latest)...latest
                try await report("frankfurter_year_series", series, extra: ["currencies": symbols.count]) {
                    _ = try await provider.history(from: "USD", to: "EUR", days: year)
                }
            }
        } catch {
            emit(["benchmark": "json", "error": String(describing: error)])
        }
    }

    /// `PublicHolidays/{year}/{country}` as Nager.Date writes it: every field, nulls included.
    private func nagerYear(_ holidays: [Holiday]) throws -> Data {
        let entries: [[String: Any]] = holidays.map { holiday in
            [
                "date": holiday.date.description, "localName": holiday.localName, "name": holiday.name,
                "countryCode": holiday.countryCode, "fixed": false, "global": holiday.global,
                "counties": holiday.counties.map { $0 as Any } ?? NSNull(), "launchYear": NSNull(),
                "types": holiday.types.map(\.rawValue),
            ]
        }
        return try JSONSerialization.data(withJSONObject: entries)
    }

    /// `start..end?base=&symbols=`: `{"amount":1.0,"base":…,"rates":{"2025-…":{"EUR":0.91,…},…}}`.
    private func frankfurterSeries(_ store: OfflineRateStore, base: String, symbols: [String]) throws -> Data {
        var days: [String: [String: String]] = [:]
        for symbol in symbols {
            for rate in try store.history(from: base, to: symbol) {
                days[rate.date.description, default: [:]][symbol] = "\(rate.rate.rounded(places: 5))"
            }
        }
        let object = days.keys.sorted().map { day in
            "\"\(day)\":{"
                + days[day]!.sorted { $0.key < $1.key }.map { "\"\($0.key)\":\($0.value)" }
                .joined(separator: ",") + "}"
        }
        let first = days.keys.min() ?? "", last = days.keys.max() ?? ""
        return Data(
            (#"{"amount":1.0,"base":"\#(base)","start_date":"\#(first)","end_date":"\#(last)","rates":{"#
                + object.joined(separator: ",") + "}}").utf8)
    }

    private func report(_ measurement: String, _ body: Data, extra: [String: Any], decode: (Data) throws -> Void)
        rethrows
    {
        let samples = try (0..<runs).map { _ in try milliseconds { try decode(body) } }
        emitDecoding(measurement, body, samples, extra)
    }

    private func report(
        _ measurement: String, _ body: Data, extra: [String: Any], decode: () async throws -> Void
    ) async rethrows {
        var samples: [Double] = []
        for _ in 0..<runs { samples.append(try await milliseconds { try await decode() }) }
        emitDecoding(measurement, body, samples, extra)
    }

    private func emitDecoding(_ measurement: String, _ body: Data, _ samples: [Double], _ extra: [String: Any]) {
        let middle = median(samples)
        emit(
            [
                "benchmark": "json", "measurement": measurement, "bytes": body.count, "runs": samples.count,
                "median_ms": round2(middle), "max_ms": round2(samples.max() ?? 0),
                "mb_per_s": round2(Double(body.count) / 1e6 / (middle / 1000)),
            ].merging(extra) { _, new in new })
    }
}

/// An HTTP client that answers every request with the same body.
private struct CannedClient: HTTPClient {
    let body: Data
    func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        HTTPResponse(status: 200, body: body, url: request.url)
    }
}

extension Decimal {
    fileprivate func rounded(places: Int) -> Decimal {
        var value = self
        var result = Decimal()
        NSDecimalRound(&result, &value, places, .plain)
        return result
    }
}
