/// How a place is described under its name: "Bavaria, Germany", with its flag.
public struct PlaceText: Sendable {
    private let countryName: @Sendable (String) -> String?

    /// - Parameter countryName: the user's name for an ISO 3166-1 alpha-2 code.
    public init(countryName: @escaping @Sendable (String) -> String?) {
        self.countryName = countryName
    }

    public func detail(of place: Place) -> String {
        let country = place.countryCode.flatMap(countryName) ?? place.countryName
        let parts = [place.region, country].compactMap { $0 }.filter { !$0.isEmpty && $0 != place.name }
        switch parts.count {
        case 2: return tr("{region}, {country}", ["region": parts[0], "country": parts[1]])
        case 1: return parts[0]
        default: return ""
        }
    }

    /// The regional-indicator pair for a two-letter code; nil for anything else.
    public static func flag(_ countryCode: String?) -> String? {
        guard let code = countryCode?.uppercased(), code.count == 2,
            code.unicodeScalars.allSatisfy({ $0.value >= 65 && $0.value <= 90 })
        else { return nil }
        return String(String.UnicodeScalarView(code.unicodeScalars.compactMap { Unicode.Scalar($0.value + 127_397) }))
    }
}
