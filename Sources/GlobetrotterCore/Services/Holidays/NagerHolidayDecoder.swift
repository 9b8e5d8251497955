import Foundation

/// Decodes Nager.Date v3 `PublicHolidays/{year}/{country}` responses, shared
/// by the online provider and the offline pack so both yield the same
/// `Holiday`s (field rules in `NagerHolidayRecord`).
public enum NagerHolidayDecoder {
    /// A JSON array of holidays. An empty body (Nager.Date answers 204 for a
    /// country without data) is an empty list; anything else that is not such
    /// an array throws.
    /// - Parameter countryCode: used for holidays that do not name their country.
    public static func decodeHolidays(from data: Data, countryCode: String? = nil) throws(HolidayDecodingError)
        -> [Holiday]
    {
        let bytes = [UInt8](data)
        return try decodeHolidays(from: bytes, in: bytes.indices, countryCode: countryCode)
    }

    /// The same, for the array that fills `range` of `bytes` (one year of a pack file).
    static func decodeHolidays(from bytes: [UInt8], in range: Range<Int>, countryCode: String?)
        throws(HolidayDecodingError) -> [Holiday]
    {
        if bytes[range].allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) { return [] }
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes, in: range)
        } catch {
            throw HolidayDecodingError(reason: error.description)
        }
        guard let entries = document.arrayValue else {
            throw HolidayDecodingError(reason: "the document is \(document.kindDescription), not a list of holidays")
        }
        var holidays: [Holiday] = []
        holidays.reserveCapacity(entries.count)
        for (index, entry) in entries.enumerated() {
            do {
                holidays.append(try NagerHolidayRecord.holiday(from: entry, fileCountryCode: countryCode))
            } catch {
                let location = error.field.map { "[\(index)].\($0)" } ?? "[\(index)]"
                throw HolidayDecodingError(reason: "holiday \(location) \(error.problem)")
            }
        }
        return holidays
    }
}
