/// `manifest.json`: what the pack was built from and the SHA-256 of every
/// other file in it (data/offline/README.md describes the format).
public struct DataPackManifest: Decodable, Sendable {
    public static let supportedFormatVersion = 1

    public let formatVersion: Int
    /// Versions of the packages the data came from, by package name.
    public let sources: [String: String]
    public let ratesFirst: LocalDate
    public let ratesLatest: LocalDate
    public let holidayYears: ClosedRange<Int>
    /// Lowercase hex SHA-256 by path relative to the pack root.
    public let checksums: [String: String]

    private enum CodingKeys: String, CodingKey {
        case formatVersion, sources, dates
        case checksums = "files"
    }

    private struct Dates: Decodable {
        let ratesFirst: LocalDate
        let ratesLatest: LocalDate
        let holidayYears: [Int]
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        formatVersion = try container.decode(Int.self, forKey: .formatVersion)
        guard formatVersion == Self.supportedFormatVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: .formatVersion, in: container,
                debugDescription: "format version \(formatVersion); this build reads \(Self.supportedFormatVersion)")
        }
        sources = try container.decode([String: String].self, forKey: .sources)
        checksums = try container.decode([String: String].self, forKey: .checksums)
        let dates = try container.decode(Dates.self, forKey: .dates)
        guard dates.holidayYears.count == 2, dates.holidayYears[0] <= dates.holidayYears[1] else {
            throw DecodingError.dataCorruptedError(
                forKey: .dates, in: container, debugDescription: "holidayYears is not [first, last]")
        }
        ratesFirst = dates.ratesFirst
        ratesLatest = dates.ratesLatest
        holidayYears = dates.holidayYears[0]...dates.holidayYears[1]
    }
}
