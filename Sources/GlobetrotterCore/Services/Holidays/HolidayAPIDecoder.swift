import Foundation

/// Reads holidayapi.com's `{"status":200,"holidays":[…]}` into `Holiday`s.
/// It has no local names or types: the name serves as both, and `public`
/// decides between Public and Observance.
public enum HolidayAPIDecoder {
    public static func decodeHolidays(from data: Data, countryCode: String) throws(HolidayProviderError) -> [Holiday] {
        let document: JSONValue
        do {
            document = try JSONParser.parse(data)
        } catch {
            throw .invalidResponse(error.description)
        }
        guard let fields = document.objectValue else {
            throw .invalidResponse("the document is \(document.kindDescription), not an object")
        }
        if let status = fields["status"].flatMap(number), status != 200 {
            throw .refused(status: status, message: fields["error"]?.stringValue ?? "no reason given")
        }
        guard let entries = fields["holidays"]?.arrayValue else {
            throw .invalidResponse("\"holidays\" is missing or not a list")
        }
        var holidays: [Holiday] = []
        for (index, entry) in entries.enumerated() {
            guard let holiday = holiday(from: entry, countryCode: countryCode) else {
                throw .invalidResponse("holiday [\(index)] has no name or no YYYY-MM-DD date")
            }
            holidays.append(holiday)
        }
        return holidays
    }

    private static func holiday(from entry: JSONValue, countryCode: String) -> Holiday? {
        guard let fields = entry.objectValue, let name = fields["name"]?.stringValue,
            let date = fields["date"]?.stringValue.flatMap({ LocalDate(iso: $0) })
        else { return nil }
        let observed = fields["observed"]?.stringValue.flatMap { LocalDate(iso: $0) }
        let subdivisions = fields["subdivisions"]?.arrayValue?.compactMap(\.stringValue) ?? []
        let isPublic = fields["public"]?.boolValue ?? false
        return Holiday(
            date: date, localName: name, name: name,
            countryCode: fields["country"]?.stringValue?.uppercased() ?? countryCode,
            global: subdivisions.isEmpty, counties: subdivisions.isEmpty ? nil : subdivisions,
            types: [isPublic ? .public : .observance], observedOn: observed == date ? nil : observed)
    }

    private static func number(_ value: JSONValue) -> Int? {
        if case .number(let text) = value { Int(text) } else { nil }
    }
}
