import Foundation

/// `holidays/<CC>.json`: `{"countryCode":"DE","years":{"2024":[…],…}}`, each
/// entry a Nager.Date holiday without the fields that hold their default.
/// Opening one only checks its syntax and locates the years; `holidays(in:)`
/// decodes one year, so a request costs a seventh of decoding the file.
struct OfflineHolidayFile: Sendable {
    let countryCode: String
    private let bytes: [UInt8]
    private let years: [Int: Range<Int>]

    init(data: Data) throws(HolidayDecodingError) {
        let bytes = [UInt8](data)
        let members = try Self.syntax { () throws(JSONParser.Failure) in
            try JSONParser.members(ofObjectIn: bytes, range: bytes.indices)
        }
        guard let code = members.first(where: { $0.key == "countryCode" })?.value,
            case .string(let countryCode) = try Self.syntax({ () throws(JSONParser.Failure) in
                try JSONParser.parse(bytes, in: code)
            })
        else { throw HolidayDecodingError(reason: "countryCode is missing or not a string") }
        guard let yearsRange = members.first(where: { $0.key == "years" })?.value else {
            throw HolidayDecodingError(reason: "years is missing")
        }
        var years: [Int: Range<Int>] = [:]
        let yearMembers = try Self.syntax { () throws(JSONParser.Failure) in
            try JSONParser.members(ofObjectIn: bytes, range: yearsRange)
        }
        for (key, value) in yearMembers {
            guard let year = Int(key) else { throw HolidayDecodingError(reason: "\"\(key)\" is not a year") }
            years[year] = value
        }
        self.countryCode = countryCode
        self.bytes = bytes
        self.years = years
    }

    /// The year's holidays, every left-out field restored; none for a year
    /// the file does not list.
    func holidays(in year: Int) throws(HolidayDecodingError) -> [Holiday] {
        guard let range = years[year] else { return [] }
        return try NagerHolidayDecoder.decodeHolidays(from: bytes, in: range, countryCode: countryCode)
    }

    private static func syntax<Value>(_ parse: () throws(JSONParser.Failure) -> Value) throws(HolidayDecodingError)
        -> Value
    {
        do {
            return try parse()
        } catch {
            throw HolidayDecodingError(reason: error.description)
        }
    }
}
