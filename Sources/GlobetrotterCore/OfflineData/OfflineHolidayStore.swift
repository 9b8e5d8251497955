import Foundation
import Synchronization

/// Holidays from the pack's `holidays/<CC>.json`: a request reads, verifies
/// and indexes only that country's file, decodes only the year asked for,
/// and keeps both. A damaged file makes only its own country unavailable.
public final class OfflineHolidayStore: Sendable {
    private let pack: DataPack
    private let files = Mutex<[String: OfflineHolidayFile]>([:])
    private let decodedYears = Mutex<[CountryYear: [Holiday]]>([:])

    private struct CountryYear: Hashable {
        let country: String
        let year: Int
    }

    public init(pack: DataPack) {
        self.pack = pack
    }

    /// The years every country file covers (2024–2030 in the committed pack).
    public func coveredYears() throws(DataPackError) -> ClosedRange<Int> {
        try pack.manifest().holidayYears
    }

    /// Alpha-2 codes of the countries with a holiday file, sorted.
    public func countryCodes() throws(DataPackError) -> [String] {
        try pack.manifest().checksums.keys.compactMap(Self.countryCode(ofPath:)).sorted()
    }

    /// The country's holidays in `year`, sorted by date then name.
    /// - Parameter country: ISO 3166-1 alpha-2, any case.
    public func holidays(country: String, year: Int) throws(OfflineHolidayError) -> [Holiday] {
        let code = country.uppercased()
        let path = Self.path(of: code)
        let covered: ClosedRange<Int>
        let listed: Bool
        do throws(DataPackError) {
            covered = try coveredYears()
            listed = Self.isAlpha2(code) ? try pack.lists(path) : false
        } catch {
            throw .unavailable(error)
        }
        guard listed else { throw .unknownCountry(country) }
        guard covered.contains(year) else { throw .yearNotCovered(year, covered: covered) }
        let key = CountryYear(country: code, year: year)
        if let holidays = decodedYears.withLock({ $0[key] }) { return holidays }
        // Outside the locks, so one large country does not hold up another.
        let file = try file(code, at: path)
        let holidays: [Holiday]
        do throws(HolidayDecodingError) {
            holidays = try file.holidays(in: year)
        } catch {
            throw .unavailable(.corrupt(file: path, reason: error.reason))
        }
        decodedYears.withLock { $0[key] = holidays }
        return holidays
    }

    private func file(_ code: String, at path: String) throws(OfflineHolidayError) -> OfflineHolidayFile {
        if let file = files.withLock({ $0[code] }) { return file }
        let data: Data
        do throws(DataPackError) {
            data = try pack.data(for: path)
        } catch {
            throw .unavailable(error)
        }
        let file: OfflineHolidayFile
        do throws(HolidayDecodingError) {
            file = try OfflineHolidayFile(data: data)
        } catch {
            throw .unavailable(.corrupt(file: path, reason: error.reason))
        }
        guard file.countryCode == code else {
            throw .unavailable(.corrupt(file: path, reason: "it holds the holidays of \(file.countryCode)"))
        }
        files.withLock { $0[code] = file }
        return file
    }

    private static func path(of code: String) -> String { "holidays/\(code).json" }

    private static func countryCode(ofPath path: String) -> String? {
        guard path.hasPrefix("holidays/"), path.hasSuffix(".json") else { return nil }
        let code = String(path.dropFirst("holidays/".count).dropLast(".json".count))
        return isAlpha2(code) ? code : nil
    }

    /// Also keeps a code such as "../x" from becoming a path outside the pack.
    private static func isAlpha2(_ code: String) -> Bool {
        code.utf8.count == 2 && code.utf8.allSatisfy { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }
    }
}
