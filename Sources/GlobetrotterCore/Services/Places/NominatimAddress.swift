/// A Nominatim result's `address` (with `addressdetails=1`): the parts the
/// app names places by, and the finest ISO 3166-2 code among its
/// `ISO3166-2-lvlN` entries (`FR-57` over `FR-GES`: the days walk up from
/// it to whatever level a holiday names).
struct NominatimAddress: Decodable {
    var city: String?
    var town: String?
    var village: String?
    var county: String?
    var state: String?
    var country: String?
    var countryCode: String?
    var regionCode: String?

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    private static let levelPrefix = "ISO3166-2-lvl"

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        func text(_ name: String) -> String? {
            (try? container.decodeIfPresent(String.self, forKey: Key(stringValue: name))) ?? nil
        }
        city = text("city")
        town = text("town")
        village = text("village")
        county = text("county")
        state = text("state")
        country = text("country")
        countryCode = text("country_code")?.uppercased()
        let levels = container.allKeys.compactMap { key -> (level: Int, code: String)? in
            guard key.stringValue.hasPrefix(Self.levelPrefix),
                let level = Int(key.stringValue.dropFirst(Self.levelPrefix.count)),
                let code = text(key.stringValue), code.contains("-")
            else { return nil }
            return (level, code.uppercased())
        }
        regionCode = levels.max { $0.level < $1.level }?.code
    }
}
