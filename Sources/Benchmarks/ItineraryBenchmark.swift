import Foundation
import GlobetrotterCore

/// A trip's days (issue 29): the itinerary of a fixed 100-stop trip through
/// seven countries over Christmas and New Year — its days, stays, the
/// holidays met (the pack's, every stop's country and year, regional ones
/// among them) and the currencies with their rates — computed in < 5 ms
/// (median and p95). The inputs are read from the pack once, outside the
/// measurement: the page reads them once too, and then recomputes the
/// itinerary at every change of nights, start date or stops.
struct ItineraryBenchmark {
    let runs: Int
    let packRoot: URL

    static let targetMilliseconds = 5.0

    /// Seven countries, three currencies besides the euro; the stops run
    /// north to south and back, so each country is met more than once.
    static let countries: [(code: String, region: String?, latitude: Double, longitude: Double)] = [
        ("DE", "DE-BY", 48.1, 11.6), ("AT", "AT-7", 47.3, 11.4), ("CH", "CH-GR", 46.8, 9.8),
        ("IT", nil, 45.5, 9.2), ("FR", nil, 45.8, 6.1), ("CZ", nil, 49.2, 14.5), ("PL", nil, 50.1, 19.9),
    ]

    func run() {
        let pack = DataPack(root: packRoot)
        let input: ItineraryInput
        do {
            input = try Self.input(pack: pack)
        } catch {
            emit(["benchmark": "itinerary", "error": String(describing: error)])
            return
        }
        var itinerary = Itinerary(input)
        var samples: [Double] = []
        for _ in 0..<max(runs * 30, 200) {
            samples.append(milliseconds { itinerary = Itinerary(input) })
        }
        let sorted = samples.sorted()
        let median = percentile(sorted, 0.5)
        let p95 = percentile(sorted, 0.95)
        emit([
            "benchmark": "itinerary", "measurement": "itinerary_100_stops", "stops": input.stops.count,
            "days": itinerary.days.count, "holidays_met": itinerary.holidays.count,
            "currencies": itinerary.currencies.count, "runs": samples.count, "median_ms": round3(median),
            "p95_ms": round3(p95), "max_ms": round3(sorted.last ?? 0), "target_ms": Self.targetMilliseconds,
            "met": p95 < Self.targetMilliseconds,
        ])
    }

    /// 100 stops, 0–3 nights each, from 1 December 2026; legs of 40 min to
    /// 11 h (some spill into the next day); the pack's holidays of 2026 and
    /// 2027 for every country, its countries' currencies and ECB rates from the euro.
    static func input(pack: DataPack) throws -> ItineraryInput {
        let stops = (0..<100).map { index in
            let country = countries[(index / 4) % countries.count]
            return ItineraryStop(
                place: Place(
                    name: "Stop \(index)", countryCode: country.code,
                    point: GeoPoint(
                        latitude: country.latitude + Double(index % 4) * 0.1,
                        longitude: country.longitude + Double(index % 4) * 0.1)),
                nights: index == 99 ? 0 : index % 4, regionCodes: country.region.map { [$0] } ?? [])
        }
        let legs = (0..<99).map { index in
            let hours = [0.7, 2.5, 4.0, 11.0][index % 4]
            return ItineraryLeg(distance: hours * 80_000, duration: hours * 3_600)
        }
        let holidays = OfflineHolidayStore(pack: pack)
        var byCountry: [String: [Holiday]] = [:]
        for country in countries {
            byCountry[country.code] =
                try holidays.holidays(country: country.code, year: 2026)
                + holidays.holidays(country: country.code, year: 2027)
        }
        let all = try CountryCatalog(pack: pack).countries()
        var currencies: [String: String] = [:]
        for country in all where countries.contains(where: { $0.code == country.alpha2 }) {
            currencies[country.alpha2] = country.currency
        }
        let offlineRates = OfflineRateStore(pack: pack)
        var rates: [String: RateQuote] = [:]
        for currency in Set(currencies.values) where currency != "EUR" {
            rates[currency] = RateQuote(rate: try offlineRates.rate(from: "EUR", to: currency), source: .offlineECB)
        }
        return ItineraryInput(
            stops: stops, legs: legs, startDate: LocalDate(year: 2026, month: 12, day: 1), holidays: byCountry,
            currencies: currencies, travelMode: .car, homeCurrency: "EUR", rates: rates)
    }
}
