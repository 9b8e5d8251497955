import Foundation
import Synchronization

/// Holidays from the pack: one query per country-year, kept once read. A
/// damaged pack makes the holidays unavailable with the reason; an unknown
/// country or year is its own error.
public final class OfflineHolidayStore: Sendable {
    private let pack: DataPack
    private let decodedYears = Mutex<[CountryYear: [Holiday]]>([:])

    private struct CountryYear: Hashable {
        let country: String
        let year: Int
    }

    public init(pack: DataPack) {
        self.pack = pack
    }

    /// The years every country's holidays cover (2024–2030 in the committed pack).
    public func coveredYears() throws(DataPackError) -> ClosedRange<Int> {
        try pack.info().holidayYears
    }

    /// Alpha-2 codes of the countries the pack has holidays for, sorted.
    public func countryCodes() throws(DataPackError) -> [String] {
        try pack.holidayCountryCodes()
    }

    /// The country's holidays in `year`, sorted by date then name.
    /// - Parameter country: ISO 3166-1 alpha-2, any case.
    public func holidays(country: String, year: Int) throws(OfflineHolidayError) -> [Holiday] {
        let code = country.uppercased()
        let covered: ClosedRange<Int>
        do throws(DataPackError) {
            covered = try coveredYears()
        } catch {
            throw .unavailable(error)
        }
        guard code.utf8.count == 2, code.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            throw .unknownCountry(country)
        }
        let key = CountryYear(country: code, year: year)
        if let holidays = decodedYears.withLock({ $0[key] }) { return holidays }
        let found: [Holiday]?
        do throws(DataPackError) {
            // Asked even for a year outside the pack, so an unknown country is said first.
            found = try pack.holidays(country: code, year: year)
        } catch {
            throw .unavailable(error)
        }
        guard let holidays = found else { throw .unknownCountry(country) }
        guard covered.contains(year) else { throw .yearNotCovered(year, covered: covered) }
        decodedYears.withLock { $0[key] = holidays }
        return holidays
    }
}
