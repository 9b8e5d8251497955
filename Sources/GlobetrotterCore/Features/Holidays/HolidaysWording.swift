/// The Holidays pages' words that follow from data (sources, types, regions,
/// fallbacks, failures, the exported calendar), in one place and through
/// gettext. Services hand these over typed; only this file words them.
enum HolidaysWording {
    /// "Nager.Date"; offline "Offline data, 2024–2030".
    static func name(of source: HolidaySource) -> String {
        switch source {
        case .nager: "Nager.Date"
        case .holidayAPI: "holidayapi.com"
        case .offline(let years):
            tr(
                "Offline data, {first}–{last}",
                ["first": String(years.lowerBound), "last": String(years.upperBound)])
        }
    }

    /// Nager.Date's types as badges and in the detail ("Public", "School").
    static func name(of type: HolidayType) -> String {
        switch type {
        case .public: tr("Public")
        case .bank: tr("Bank")
        case .school: tr("School")
        case .authorities: tr("Authorities")
        case .optional: tr("Optional")
        case .observance: tr("Observance")
        }
    }

    /// A type as a screen reader says it after the holiday's names ("public holiday").
    static func spokenName(of type: HolidayType) -> String {
        switch type {
        case .public: tr("public holiday")
        case .bank: tr("bank holiday")
        case .school: tr("school holiday")
        case .authorities: tr("authorities closed")
        case .optional: tr("optional holiday")
        case .observance: tr("observance")
        }
    }

    /// "Regional: 3 regions" under a holiday that is not nationwide.
    static func regionNote(_ holiday: Holiday) -> String? {
        guard !holiday.global else { return nil }
        let count = holiday.counties?.count ?? 0
        return count == 0 ? tr("Regional") : ntr("Regional: {count} region", "Regional: {count} regions", count)
    }

    /// Why the list is not a fresh online answer, and what it is instead.
    static func fallbackNote(for year: HolidayYear) -> String? {
        guard let fallback = year.fallback else { return nil }
        let showing =
            year.source == fallback.failedSource
            ? tr("Showing the copy saved earlier.")
            : tr("Showing {source}.", ["source": nameInSentence(of: year.source)])
        return fallback.trouble.note(about: name(of: fallback.failedSource), showing: showing)
    }

    /// A year the source answered without a holiday; beyond the offline data's
    /// years that is said too, since the pack cannot fill in.
    static func noHolidays(in loaded: HolidayYear) -> String {
        let listsNone = tr(
            "{source} lists no public holidays for {year}.",
            ["source": name(of: loaded.source), "year": String(loaded.year)])
        guard let covered = loaded.offlineYearsLacking else { return listsNone }
        return listsNone + " " + offlineProblem(.offline(.yearNotCovered(loaded.year, covered: covered)))
    }

    /// Why no list could be shown: what each source answered.
    static func failure(_ error: HolidayLoadError) -> String {
        switch error {
        case .unknownCountry(let code):
            return tr("No holidays are known for the country code “{code}”.", ["code": code])
        case .unavailable(let online, let offline):
            let onlineProblem = online.map { $0.trouble.sentence(about: name(of: $0.failedSource)) }
            return [onlineProblem, offlineProblem(offline)].compactMap { $0 }.joined(separator: " ")
        }
    }

    /// The text of an exported calendar.
    /// Events are titled as the page titles them, the other name first in the description.
    static func calendarText(
        countryName: String, year: Int, source: HolidaySource, naming: HolidayNaming
    ) -> ICalendarText {
        let sourceLine = tr("Source: {source}", ["source": name(of: source)])
        return ICalendarText(
            calendarName: tr("Holidays in {country} {year}", ["country": countryName, "year": String(year)]),
            summary: naming.title(of:),
            description: { holiday in
                var lines = [String]()
                if holiday.localName != holiday.name {
                    lines.append(naming.title(of: holiday) == holiday.name ? holiday.localName : holiday.name)
                }
                lines.append(
                    tr(
                        "{country}: {types}",
                        ["country": countryName, "types": holiday.types.map(name(of:)).joined(separator: ", ")]))
                if let counties = holiday.counties, !counties.isEmpty {
                    lines.append(tr("Regions: {list}", ["list": counties.joined(separator: ", ")]))
                }
                lines.append(sourceLine)
                return lines.joined(separator: "\n")
            },
            categories: { $0.types.map(name(of:)) })
    }

    /// The source inside a sentence: "Showing offline data, 2024–2030."
    private static func nameInSentence(of source: HolidaySource) -> String {
        guard case .offline(let years) = source else { return name(of: source) }
        return tr(
            "offline data, {first}–{last}", ["first": String(years.lowerBound), "last": String(years.upperBound)])
    }

    private static func offlineProblem(_ error: HolidayProviderError) -> String {
        switch error {
        case .offline(.unknownCountry(let code)), .unknownCountry(let code):
            tr("The offline data has no holidays for the country code “{code}”.", ["code": code])
        case .offline(.yearNotCovered(let year, let covered)):
            tr(
                "The offline data covers the years {first}–{last}, not {year}.",
                ["first": String(covered.lowerBound), "last": String(covered.upperBound), "year": String(year)])
        // Which file and why went to the log; a person can only reinstall.
        case .offline(.unavailable(.corrupt)):
            tr("The offline holidays are damaged; reinstalling Globetrotter repairs them.")
        case .offline(.unavailable):
            tr("The offline holidays are missing; reinstalling Globetrotter restores them.")
        default: tr("The offline holidays could not be read.")
        }
    }
}
