import Foundation

extension PickerContent where Item == Country {
    /// Choose Country: every country by its name in the person's language,
    /// found by any of its names or its ISO codes.
    public static func countries(
        _ countries: Result<[Country], DataPackError>, names: any CountryNameLocalizing
    ) -> PickerContent<Country> {
        let title = tr("Choose Country")
        let placeholder = tr("Search by name or code")
        let noMatch: @Sendable (String) -> String = { tr("No country matches “{query}”.", ["query": $0]) }
        guard case .success(let list) = countries else {
            return PickerContent(
                title: title, searchPlaceholder: placeholder, choices: [], noMatch: noMatch,
                unavailable: tr("The country list cannot be read. Reinstalling Globetrotter restores it."))
        }
        let choices: [Choice] =
            list
            .map { (country: Country) -> Choice in
                let name = country.localizedName(names)
                return Choice(
                    item: country, row: PickerRow(symbol: country.flag, title: name, detail: country.alpha2),
                    keys: PickerIndex.Keys(
                        codes: [country.alpha2, country.alpha3],
                        names: [name, country.name, country.commonName].compactMap { $0 }))
            }
            .sorted { (first: Choice, second: Choice) in
                first.row.title.localizedStandardCompare(second.row.title) == .orderedAscending
            }
        return PickerContent(title: title, searchPlaceholder: placeholder, choices: choices, noMatch: noMatch)
    }
}
