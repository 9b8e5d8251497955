/// A populated place from the bundled GeoNames set.
public struct City: Hashable, Sendable {
    public var name: String
    /// The name folded to ASCII ("Zurich" for "Zürich").
    public var asciiName: String
    /// ISO 3166-1 alpha-2.
    public var countryCode: String
    /// The state or province, when known.
    public var region: String?
    public var latitude: Double
    public var longitude: Double
    public var population: Int

    public init(
        name: String, asciiName: String, countryCode: String, region: String?, latitude: Double,
        longitude: Double, population: Int
    ) {
        self.name = name
        self.asciiName = asciiName
        self.countryCode = countryCode
        self.region = region
        self.latitude = latitude
        self.longitude = longitude
        self.population = population
    }
}
