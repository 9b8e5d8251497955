import Foundation

/// The ISO 3166-1 list of Debian's iso-codes (`iso_3166-1.json`, a package the
/// app depends on anyway for translated names): codes, names and flags, but
/// no capital, continent or currency. It stands in for the pack's richer list
/// when that file is missing or damaged, so a saved country and Choose
/// Country keep working.
public enum IsoCountryList {
    public static let defaultFile = URL(fileURLWithPath: "/usr/share/iso-codes/json/iso_3166-1.json")

    private struct Document: Decodable {
        let countries: [Entry]
        enum CodingKeys: String, CodingKey { case countries = "3166-1" }
    }

    private struct Entry: Decodable {
        let alpha2: String
        let alpha3: String
        let name: String
        let commonName: String?
        let flag: String?
        enum CodingKeys: String, CodingKey {
            case alpha2 = "alpha_2", alpha3 = "alpha_3", name, commonName = "common_name", flag
        }
    }

    /// Nil when the file is absent or not iso-codes' format.
    public static func load(from file: URL = defaultFile) -> [Country]? {
        guard let data = try? Data(contentsOf: file),
            let document = try? JSONDecoder().decode(Document.self, from: data), !document.countries.isEmpty
        else { return nil }
        return document.countries.map { entry in
            Country(
                alpha2: entry.alpha2, alpha3: entry.alpha3, name: entry.name, commonName: entry.commonName,
                flag: entry.flag ?? "")
        }
    }
}
