/// One holiday in Nager.Date's shape, whichever source it came from (the
/// Nager.Date API or the bundled pack); see `NagerHolidayDecoder`.
public struct Holiday: Hashable, Sendable, Codable {
    public var date: LocalDate
    /// The name in the country's own language.
    public var localName: String
    /// The English name.
    public var name: String
    /// ISO 3166-1 alpha-2.
    public var countryCode: String
    /// True when the whole country has the day; otherwise see `counties`.
    public var global: Bool
    /// ISO 3166-2 codes (`DE-BY`) of the regions that have it; nil when global.
    public var counties: [String]?
    public var types: [HolidayType]
    /// An observed or substitute day off for a holiday that fell on a weekend.
    public var observed: Bool
    /// The day off when it differs from `date` (holidayapi.com gives it).
    public var observedOn: LocalDate?

    public init(
        date: LocalDate, localName: String, name: String, countryCode: String, global: Bool = true,
        counties: [String]? = nil, types: [HolidayType] = [.public], observed: Bool = false,
        observedOn: LocalDate? = nil
    ) {
        self.date = date
        self.localName = localName
        self.name = name
        self.countryCode = countryCode
        self.global = global
        self.counties = counties
        self.types = types
        self.observed = observed
        self.observedOn = observedOn
    }
}
