/// Reads one holiday as Nager.Date and the offline pack write it, leniently:
/// the API's generations differ (a `types` list or an older single `type`,
/// `localName` missing, `counties` null or a list), and the pack leaves out
/// fields that hold their default (data/offline/README.md, "Defaults").
/// `fixed` and `launchYear` are not needed and are ignored, null or not.
/// Anything else out of shape — no date, a number where a name belongs —
/// is an error.
enum NagerHolidayRecord {
    /// The full holiday with every left-out field restored to its default.
    /// - Parameter fileCountryCode: stands in when the entry has none (the pack states it once per file).
    static func holiday(from value: JSONValue, fileCountryCode: String?) throws(FieldError) -> Holiday {
        guard let fields = value.objectValue else {
            throw FieldError(field: nil, problem: "is \(value.kindDescription), not an object")
        }
        let reader = FieldReader(fields: fields)
        let dateText = try reader.string("date")
        guard let date = LocalDate(iso: dateText) else {
            throw FieldError(field: "date", problem: "\"\(dateText)\" is not a YYYY-MM-DD date")
        }
        let name = try reader.string("name")
        guard let countryCode = try reader.optionalString("countryCode") ?? fileCountryCode else {
            throw FieldError(field: "countryCode", problem: "is missing")
        }
        let counties = try reader.optionalStrings("counties").flatMap { $0.isEmpty ? nil : $0 }
        var typeNames = try reader.optionalStrings("types")
        if typeNames == nil, let single = try reader.optionalString("type") { typeNames = [single] }
        return Holiday(
            date: date, localName: try reader.optionalString("localName") ?? name, name: name,
            countryCode: countryCode, global: try reader.optionalBool("global") ?? (counties == nil),
            counties: counties,
            // A type added to Nager.Date after this build is dropped rather than failing the whole year.
            types: typeNames.map { $0.compactMap(HolidayType.init(rawValue:)) } ?? [.public],
            observed: try reader.optionalBool("observed") ?? false)
    }

    struct FieldError: Error {
        /// Nil when the entry itself is not an object.
        let field: String?
        let problem: String
    }

    /// Typed access to an entry's fields, where null means absent.
    private struct FieldReader {
        let fields: [String: JSONValue]

        func string(_ name: String) throws(FieldError) -> String {
            guard let text = try optionalString(name) else { throw FieldError(field: name, problem: "is missing") }
            return text
        }

        func optionalString(_ name: String) throws(FieldError) -> String? {
            guard let value = present(name) else { return nil }
            guard let text = value.stringValue else { throw mismatch(name, value, "a string") }
            return text
        }

        func optionalBool(_ name: String) throws(FieldError) -> Bool? {
            guard let value = present(name) else { return nil }
            guard let flag = value.boolValue else { throw mismatch(name, value, "true or false") }
            return flag
        }

        func optionalStrings(_ name: String) throws(FieldError) -> [String]? {
            guard let value = present(name) else { return nil }
            guard let elements = value.arrayValue else { throw mismatch(name, value, "a list of strings") }
            var texts: [String] = []
            texts.reserveCapacity(elements.count)
            for element in elements {
                guard let text = element.stringValue else { throw mismatch(name, element, "a list of strings") }
                texts.append(text)
            }
            return texts
        }

        private func present(_ name: String) -> JSONValue? {
            guard let value = fields[name], !value.isNull else { return nil }
            return value
        }

        private func mismatch(_ name: String, _ value: JSONValue, _ expected: String) -> FieldError {
            FieldError(field: name, problem: "is \(value.kindDescription), not \(expected)")
        }
    }
}
