/// One holiday as Nager.Date writes it, read leniently: the API's
/// generations differ (a `types` list or an older single `type`,
/// `localName` missing, `counties` null or a list). `fixed` and
/// `launchYear` are not needed and are ignored, whatever they hold.
/// Anything else out of shape — no date, a number where a name belongs —
/// fails decoding at that field.
struct NagerHolidayRecord: Decodable {
    let date: LocalDate
    let localName: String?
    let name: String
    let countryCode: String?
    let global: Bool?
    let counties: [String]?
    let types: [String]?
    let type: String?
    let observed: Bool?

    /// The full holiday, every absent field at its default.
    /// - Parameter fallbackCountryCode: for an entry that names no country.
    func holiday(fallbackCountryCode: String?) -> Holiday? {
        guard let countryCode = countryCode ?? fallbackCountryCode else { return nil }
        let counties = counties.flatMap { $0.isEmpty ? nil : $0 }
        return Holiday(
            date: date, localName: localName ?? name, name: name, countryCode: countryCode,
            global: global ?? (counties == nil), counties: counties,
            // A type added to Nager.Date after this build is dropped rather than failing the whole year.
            types: (types ?? type.map { [$0] })?.compactMap(HolidayType.init(rawValue:)) ?? [.public],
            observed: observed ?? false)
    }
}
