/// An ISO 3166-1 country or territory, as bundled in the offline pack.
public struct Country: Hashable, Sendable, Codable {
    public var alpha2: String
    public var alpha3: String
    /// The ISO name, e.g. "Korea, Republic of".
    public var name: String
    /// The everyday name when ISO's differs, e.g. "South Korea".
    public var commonName: String?
    /// The flag as a regional-indicator emoji pair.
    public var flag: String
    public var capital: String?
    public var continent: Continent?
    /// ISO 4217 code of the currency in use.
    public var currency: String?

    public init(
        alpha2: String, alpha3: String, name: String, commonName: String? = nil, flag: String,
        capital: String? = nil, continent: Continent? = nil, currency: String? = nil
    ) {
        self.alpha2 = alpha2
        self.alpha3 = alpha3
        self.name = name
        self.commonName = commonName
        self.flag = flag
        self.capital = capital
        self.continent = continent
        self.currency = currency
    }

    /// What a person calls the country: the common name when there is one.
    public var displayName: String { commonName ?? name }
}
