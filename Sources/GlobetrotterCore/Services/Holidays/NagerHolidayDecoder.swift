import Foundation

/// Decodes Nager.Date v3 `PublicHolidays/{year}/{country}` responses with
/// Foundation's `JSONDecoder` (field rules in `NagerHolidayRecord`).
public enum NagerHolidayDecoder {
    /// A JSON array of holidays. An empty body (Nager.Date answers 204 for a
    /// country without data) is an empty list; anything else that is not such
    /// an array throws, naming where it failed ("at [1].date: …").
    /// - Parameter countryCode: used for holidays that do not name their country.
    public static func decodeHolidays(from data: Data, countryCode: String? = nil) throws(HolidayDecodingError)
        -> [Holiday]
    {
        if data.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) { return [] }
        let records: [NagerHolidayRecord]
        do {
            records = try JSONDecoder().decode([NagerHolidayRecord].self, from: data)
        } catch {
            throw HolidayDecodingError(reason: readableDecodingFailure(error))
        }
        var holidays: [Holiday] = []
        holidays.reserveCapacity(records.count)
        for (index, record) in records.enumerated() {
            guard let holiday = record.holiday(fallbackCountryCode: countryCode) else {
                throw HolidayDecodingError(reason: "holiday [\(index)].countryCode is missing")
            }
            holidays.append(holiday)
        }
        return holidays
    }
}
