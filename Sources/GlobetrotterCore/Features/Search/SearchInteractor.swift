import Foundation

/// Answers GNOME Shell searches from local data: conversions, holidays and
/// trips. Stateless between calls: a result's ID (`SearchTarget`) says all
/// that is needed to describe it again.
@MainActor
public final class SearchInteractor {
    /// The Shell shows a few results per provider; more only cost time.
    static let maximumHolidays = 3
    static let maximumTrips = 5

    private let sources: any SearchSources
    private let keywords: SearchKeywords
    private let decimalSeparator: Character

    public init(sources: any SearchSources, keywords: SearchKeywords, decimalSeparator: Character) {
        self.sources = sources
        self.keywords = keywords
        self.decimalSeparator = decimalSeparator
    }

    /// The results for `terms`, best first: a conversion, holidays, trips.
    public func targets(for terms: [String]) -> [SearchTarget] {
        let tokens = SearchTokens.tokens(of: terms)
        guard !tokens.isEmpty else { return [] }
        var targets: [SearchTarget] = []
        // Only a pair that has a rate: a result that cannot say its amount is no answer.
        if let conversion = ConversionQuery.parse(
            tokens, sources: sources, keywords: keywords, decimalSeparator: decimalSeparator),
            sources.quote(from: conversion.from, to: conversion.to) != nil
        {
            targets.append(.conversion(amount: conversion.amount, from: conversion.from, to: conversion.to))
        }
        if let query = HolidayQuery.parse(tokens, sources: sources, keywords: keywords) {
            if let year = yearBeyondTheOfflineHolidays(for: query) { targets.append(year) }
            targets += holidays(for: query).map { holiday in
                let day = sources.holidays(country: holiday.countryCode, year: holiday.date.year)
                    .filter { $0.date == holiday.date }
                return .holiday(
                    country: holiday.countryCode, date: holiday.date, index: day.firstIndex(of: holiday) ?? 0)
            }
        }
        targets += trips(matching: tokens).map { .trip(id: $0.summary.id) }
        return targets
    }

    /// The page a search opens when the person asks for more than its results
    /// (`LaunchSearch`): the first result's, else the page the words are about.
    public func launchTarget(for terms: [String]) -> SearchTarget? {
        if let first = targets(for: terms).first { return first }
        let tokens = SearchTokens.tokens(of: terms)
        let words = Set(tokens.filter { $0.kind == .word }.map(\.text))
        if tokens.contains(where: { $0.kind == .symbol && CurrencyWords.symbols[$0.text] != nil })
            || words.contains(where: { $0.count == 3 && sources.isCurrency($0.uppercased()) })
        {
            return .page(.converter)
        }
        if !words.isDisjoint(with: keywords.holidays) || !words.isDisjoint(with: keywords.next) {
            return .page(.holidays)
        }
        if !words.isDisjoint(with: keywords.trips) { return .page(.trips) }
        return nil
    }

    /// What `target` shows now; nil when it no longer can (a deleted trip, a rate gone).
    public func answer(for target: SearchTarget) -> SearchAnswer? {
        answers(for: [target])[0]
    }

    /// What each target shows now, in order; the trips are read once for all
    /// of them (the Shell asks for a page of results in one call).
    public func answers(for targets: [SearchTarget]) -> [SearchAnswer?] {
        var trips: [TripSearchEntry]?
        return targets.map { target in
            if case .trip(let id) = target {
                if trips == nil { trips = sources.trips() }
                return trips?.first { $0.summary.id == id }.map { entry in
                    .trip(entry.summary, days: entry.days(dailyDrivingLimit: sources.dailyDrivingLimit))
                }
            }
            return answer(forOtherThanTrip: target)
        }
    }

    private func answer(forOtherThanTrip target: SearchTarget) -> SearchAnswer? {
        switch target {
        case .conversion(let amount, let from, let to):
            return sources.quote(from: from, to: to).map { .conversion(amount: amount, quote: $0) }
        case .holiday(let country, let date, let index):
            let day = sources.holidays(country: country, year: date.year).filter { $0.date == date }
            guard day.indices.contains(index) else { return nil }
            return .holiday(day[index], country: sources.country(country))
        case .holidayYear(let country, let year):
            guard let offline = sources.offlineHolidayYears, !offline.contains(year) else { return nil }
            return .holidayYear(country: sources.country(country), code: country, year: year, offlineYears: offline)
        case .trip, .page:
            return nil
        }
    }

    // MARK: Holidays

    /// The year asked for (a named year, else this one) when the offline holidays
    /// do not cover it: one result that says so and opens the year online.
    private func yearBeyondTheOfflineHolidays(for query: HolidayQuery) -> SearchTarget? {
        guard let country = query.country ?? sources.homeCountry, sources.hasHolidays(country: country),
            let offline = sources.offlineHolidayYears
        else { return nil }
        let year = query.year ?? sources.today.year
        guard !offline.contains(year) else { return nil }
        if query.nameWords.isEmpty {
            guard query.country != nil || query.asksForHolidays || query.wantsNext else { return nil }
        } else {
            // A name asks for a year only when it is a holiday's name ("christmas 2031").
            guard query.nameWords.joined().count >= 3,
                sources.holidays(country: country, year: offline.upperBound).contains(where: query.names)
            else { return nil }
        }
        return .holidayYear(country: country, year: year)
    }

    private func holidays(for query: HolidayQuery) -> [Holiday] {
        guard let country = query.country ?? sources.homeCountry, sources.hasHolidays(country: country) else {
            return []
        }
        let today = sources.today
        if query.nameWords.isEmpty {
            // A country alone, or holiday words: what comes next (from the year's start for another year).
            guard query.country != nil || query.asksForHolidays || query.wantsNext else { return [] }
            let start = query.year.flatMap { $0 == today.year ? nil : LocalDate(year: $0, month: 1, day: 1) } ?? today
            let upcoming = nationwide(country: country, years: [start.year, start.year + 1]).filter { $0.date >= start }
            return Array(upcoming.prefix(query.wantsNext ? 1 : Self.maximumHolidays))
        }
        // Part of a name: at least three letters in all, or every keystroke would match something.
        guard query.nameWords.joined().count >= 3 else { return [] }
        let years = query.year.map { [$0] } ?? [today.year, today.year + 1]
        let named = years.flatMap { sources.holidays(country: country, year: $0) }
            .filter { query.names($0) && (query.year != nil || $0.date >= today) }
        // Each name once, at its first day (a school break has a row a day); days off for everyone first.
        var names: Set<String> = []
        let distinct = named.sorted { $0.date < $1.date }.filter { names.insert($0.name).inserted }
        let ranked = distinct.filter(\.isPublicForAll) + distinct.filter { !$0.isPublicForAll }
        return Array(ranked.prefix(query.wantsNext ? 1 : Self.maximumHolidays))
    }

    /// The country's public holidays for everyone, one a day, in date order.
    private func nationwide(country: String, years: [Int]) -> [Holiday] {
        Self.onePerDay(years.flatMap { sources.holidays(country: country, year: $0) }.filter(\.isPublicForAll))
    }

    private static func onePerDay(_ holidays: [Holiday]) -> [Holiday] {
        var seen: Set<LocalDate> = []
        return holidays.sorted { $0.date < $1.date }.filter { seen.insert($0.date).inserted }
    }

    // MARK: Trips

    /// Trips whose name, or a stop's name, has every word of the query as
    /// the start of one of its words, trips matched by name first. A word
    /// that names a month or a year ("december", "2027") also finds the
    /// trips with a day in it: "trip december 2026".
    private func trips(matching tokens: [SearchToken]) -> [TripSearchEntry] {
        // "trip to paris" asks for "paris"; "trip" or "in in in" alone ask for no trip.
        let terms = tokens.filter { $0.kind != .symbol }
            .filter { !keywords.trips.contains($0.text) && !keywords.conversion.contains($0.text) }
        guard !terms.isEmpty, terms.map(\.text).joined().count >= 2 else { return [] }
        var dates = TripDateQuery()
        var words: [String] = []
        var dateWords: [String] = []
        for term in terms {
            if let meaning = TripDateQuery.term(term, months: keywords.months) {
                dates.add(meaning)
                dateWords.append(term.text)
            } else {
                words.append(term.text)
            }
        }
        let limit = sources.dailyDrivingLimit
        // Each trip's days are worked out once, and only for a trip whose other words matched.
        var onDatesAsked: [Int64: Bool] = [:]
        func matches(_ entry: TripSearchEntry, names: [String]) -> Bool {
            let nameWords = names.flatMap(SearchFolding.words(of:))
            func named(_ word: String) -> Bool { nameWords.contains { $0.hasPrefix(word) } }
            guard words.allSatisfy(named) else { return false }
            // A date word may still be part of a name ("Mai" on the way to "Mainz").
            if dateWords.allSatisfy(named) { return true }
            if let known = onDatesAsked[entry.summary.id] { return known }
            let found = entry.days(dailyDrivingLimit: limit).map(dates.matches) ?? false
            onDatesAsked[entry.summary.id] = found
            return found
        }
        let entries = sources.trips()
        // A plain loop, each trip judged once a pass (a lazy filter's `prefix`
        // judged them two or three times), and none after the fifth found.
        var found: [TripSearchEntry] = []
        for entry in entries where found.count < Self.maximumTrips {
            if matches(entry, names: [entry.summary.trip.name]) { found.append(entry) }
        }
        let byName = Set(found.map(\.summary.id))
        // The words may be spread over the name and the stops ("alps innsbruck").
        for entry in entries where found.count < Self.maximumTrips && !byName.contains(entry.summary.id) {
            if matches(entry, names: [entry.summary.trip.name] + entry.stopNames) { found.append(entry) }
        }
        return found
    }
}

extension Holiday {
    /// A day off for the whole country, not a school break or a regional day.
    fileprivate var isPublicForAll: Bool { global && types.contains(.public) }
}
