import Foundation

/// Reads holidayapi.com's `{"status":200,"holidays":[…]}` into `Holiday`s.
/// It has no local names or types: the name serves as both, and `public`
/// decides between Public and Observance.
public enum HolidayAPIDecoder {
    public static func decodeHolidays(from data: Data, countryCode: String) throws(HolidayProviderError) -> [Holiday] {
        let answer: Answer
        do {
            answer = try JSONDecoder().decode(Answer.self, from: data)
        } catch {
            throw .invalidResponse(readableDecodingFailure(error))
        }
        if let status = answer.status, status != 200 {
            throw .refused(status: status, message: answer.error ?? "no reason given")
        }
        guard let entries = answer.holidays else { throw .invalidResponse("\"holidays\" is missing or not a list") }
        var holidays: [Holiday] = []
        for (index, entry) in entries.enumerated() {
            guard let holiday = entry.holiday(countryCode: countryCode) else {
                throw .invalidResponse("holiday [\(index)] has no name or no YYYY-MM-DD date")
            }
            holidays.append(holiday)
        }
        return holidays
    }

    /// The answer's fields, each nil when absent or of another type.
    private struct Answer: Decodable {
        let status: Int?
        let error: String?
        let holidays: [Entry]?

        private enum CodingKeys: String, CodingKey { case status, error, holidays }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            status = try? container.decodeIfPresent(Int.self, forKey: .status)
            error = try? container.decodeIfPresent(String.self, forKey: .error)
            holidays = try? container.decodeIfPresent([Entry].self, forKey: .holidays)
        }
    }

    private struct Entry: Decodable {
        let name: String?
        let date: String?
        let observed: String?
        let isPublic: Bool?
        let country: String?
        let subdivisions: [String]?

        private enum CodingKeys: String, CodingKey {
            case name, date, observed, country, subdivisions
            case isPublic = "public"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try? container.decodeIfPresent(String.self, forKey: .name)
            date = try? container.decodeIfPresent(String.self, forKey: .date)
            observed = try? container.decodeIfPresent(String.self, forKey: .observed)
            isPublic = try? container.decodeIfPresent(Bool.self, forKey: .isPublic)
            country = try? container.decodeIfPresent(String.self, forKey: .country)
            subdivisions = try? container.decodeIfPresent([Lenient<String>].self, forKey: .subdivisions)?
                .compactMap(\.value)
        }

        func holiday(countryCode: String) -> Holiday? {
            guard let name, let date = date.flatMap({ LocalDate(iso: $0) }) else { return nil }
            let observed = observed.flatMap { LocalDate(iso: $0) }
            let subdivisions = subdivisions ?? []
            return Holiday(
                date: date, localName: name, name: name, countryCode: country?.uppercased() ?? countryCode,
                global: subdivisions.isEmpty, counties: subdivisions.isEmpty ? nil : subdivisions,
                types: [isPublic == true ? .public : .observance], observedOn: observed == date ? nil : observed)
        }
    }
}
