import Foundation

/// What the trip page has learnt for its days: the holidays and rates asked
/// for so far (a country-year or a currency is asked once per page).
struct TripDaysKnowledge {
    struct CountryYear: Hashable {
        var country: String
        var year: Int
    }

    var startDate: LocalDate?
    var holidays: [CountryYear: HolidayYear] = [:]
    var askedHolidays: Set<CountryYear> = []
    var rates: [String: RateQuote] = [:]
    var askedRates: Set<String> = []
    /// The home currency the rates are from: another one forgets them.
    var ratesFrom = ""
    /// The pack's countries, read on first use.
    var countries: [String: Country]?
    /// The years of the pack's holidays, read on first use.
    var packYears: ClosedRange<Int>??
    /// The days as last worked out, and what from.
    var worked: Worked?

    struct Worked: Sendable {
        var input: ItineraryInput
        var itinerary: Itinerary
        var days: TripDaysState
    }
}

/// A trip's days: the start date, each stop's nights, and the itinerary
/// they make with the route — its days, the holidays met and the money
/// needed — shown in the Days view and the stop rows.
extension TripDetailPresenter {
    func setStartDate(_ date: LocalDate?) {
        guard date != daysKnowledge.startDate else { return }
        daysKnowledge.startDate = date
        let interactor = interactor
        write(
            tr("The trip’s start date was not saved."), stops: nil, other: { try await interactor.setStartDate(date) })
        renderRoute()
    }

    /// One night more or less, shown at once (as a move is); the store follows.
    func changeNights(of id: Int64, by delta: Int) {
        guard let stop = waypoints.first(where: { $0.id == id }) else { return }
        let current = stop.nights(count: waypoints.count)
        let nights = min(max(current + delta, 0), Self.mostNights)
        guard nights != current else { return }
        let interactor = interactor
        show(StopsChange.nights(id: id, nights).applied(to: waypoints), refit: false)
        change(tr("The nights at “{name}” were not saved.", ["name": stop.place.name])) {
            try await interactor.setNights(nights, ofStop: id)
        }
    }

    /// A year at one stop is as long as a stay gets.
    static let mostNights = 365

    func openHoliday(_ index: Int) {
        guard let row = state.days?.holidays[safe: index] else { return }
        // Which of the country's holidays that day it is, in the data's order (as search results count).
        let known = daysKnowledge.holidays[.init(country: row.country, year: row.date.year)]?.holidays ?? []
        let position = known.filter { $0.date == row.date }.firstIndex(of: row.holiday) ?? 0
        route(.open(.holiday(country: row.country, date: row.date, index: position)))
    }

    func openCurrency(_ index: Int) {
        guard let row = state.days?.currencies[safe: index] else { return }
        route(.open(.conversion(amount: 1, from: daysKnowledge.ratesFrom, to: row.currency)))
    }

    /// The days of the stops shown now, the holidays and rates known so far;
    /// asks for those still missing, and shows the days again when they come.
    /// Worked out again only when what they follow from changed; a long trip's
    /// off the main thread (its page shows the days as they were meanwhile).
    func itineraryState() -> (TripDaysState, Itinerary)? {
        guard !waypoints.isEmpty else {
            daysKnowledge.worked = nil
            return nil
        }
        let input = itineraryInput()
        if let worked = daysKnowledge.worked, worked.input == input { return (worked.days, worked.itinerary) }
        let (countries, names, wording) = (packCountries(), daysSources.countryNames, daysWording)
        guard waypoints.count >= Self.daysOffMainFrom else {
            finish(Self.work(input, countries: countries, names: names, wording: wording))
            return daysKnowledge.worked.map { ($0.days, $0.itinerary) }
        }
        run("days") { [weak self] in
            let worked = await Task.detached(priority: .userInitiated) {
                Self.work(input, countries: countries, names: names, wording: wording)
            }.value
            guard let self, !Task.isCancelled, self.itineraryInput() == input else { return }
            self.finish(worked)
            self.renderRoute()
        }
        return daysKnowledge.worked.map { ($0.days, $0.itinerary) }
    }

    /// From this many stops a trip's days are worked out off the main thread
    /// (1,000 stops took 83 ms to word in a debug build).
    static let daysOffMainFrom = 200

    private func itineraryInput() -> ItineraryInput {
        let home = daysSources.homeCurrency()
        if home != daysKnowledge.ratesFrom {
            daysKnowledge.ratesFrom = home
            daysKnowledge.rates = [:]
            daysKnowledge.askedRates = []
        }
        // In a fixed order, so the same knowledge makes the same input.
        var holidays: [String: [Holiday]] = [:]
        for key in daysKnowledge.holidays.keys.sorted(by: { ($0.country, $0.year) < ($1.country, $1.year) }) {
            holidays[key.country, default: []] += daysKnowledge.holidays[key]?.holidays ?? []
        }
        return ItineraryInput(
            stops: ItineraryStop.stops(of: waypoints, regions: daysSources.regions),
            legs: ItineraryLeg.legs(of: outcome?.route, through: waypoints.map(\.point), mode: travelMode),
            startDate: daysKnowledge.startDate, dailyDrivingLimit: daysSources.dailyDrivingLimit(),
            holidays: holidays, currencies: packCountries().compactMapValues(\.currency), travelMode: travelMode,
            homeCurrency: home, rates: daysKnowledge.rates)
    }

    nonisolated private static func work(
        _ input: ItineraryInput, countries: [String: Country], names: any CountryNameLocalizing,
        wording: TripDaysWording
    ) -> TripDaysKnowledge.Worked {
        let itinerary = Itinerary(input)
        let days = TripDaysState(itinerary, stops: input.stops, countries: countries, names: names, wording: wording)
        return TripDaysKnowledge.Worked(input: input, itinerary: itinerary, days: days)
    }

    /// Keeps what was worked out, with its note, and asks for what it lacks.
    private func finish(_ worked: TripDaysKnowledge.Worked) {
        var worked = worked
        worked.days.note = yearsNote(worked.itinerary)
        daysKnowledge.worked = worked
        askForMissing(worked.itinerary)
    }

    /// "Holidays for 2032 come from Nager.Date only…" when the trip's years lie beyond the pack's.
    private func yearsNote(_ itinerary: Itinerary) -> String? {
        guard !itinerary.countryYears.isEmpty else { return nil }
        if daysKnowledge.packYears == nil { daysKnowledge.packYears = .some(daysSources.packYears()) }
        guard let covered = daysKnowledge.packYears ?? nil else { return nil }
        let years = Set(itinerary.countryYears.values.flatMap { $0 }).filter { !covered.contains($0) }.sorted()
        guard let first = years.first, let last = years.last else { return nil }
        let span = first == last ? String(first) : tr("{first}–{last}", ["first": String(first), "last": String(last)])
        let values: KeyValuePairs = [
            "years": span, "first": String(covered.lowerBound), "last": String(covered.upperBound),
        ]
        return daysSources.isOnline
            ? tr(
                "The offline data covers the years {first}–{last}: holidays in {years} come only from the online source.",
                values)
            : tr("The offline data covers the years {first}–{last}: holidays in {years} are not known offline.", values)
    }

    private func packCountries() -> [String: Country] {
        if let known = daysKnowledge.countries { return known }
        let countries = daysSources.countries()
        daysKnowledge.countries = countries
        return countries
    }

    /// Each missing country-year's holidays and currency's rate, asked once; the days are shown again when they came.
    private func askForMissing(_ itinerary: Itinerary) {
        let years = itinerary.countryYears.flatMap { country, years in
            years.map { TripDaysKnowledge.CountryYear(country: country, year: $0) }
        }.filter { !daysKnowledge.askedHolidays.contains($0) }
        let currencies = itinerary.currencies.map(\.currency).filter { !daysKnowledge.askedRates.contains($0) }
        guard !years.isEmpty || !currencies.isEmpty else { return }
        daysKnowledge.askedHolidays.formUnion(years)
        daysKnowledge.askedRates.formUnion(currencies)
        let sources = daysSources
        let home = daysKnowledge.ratesFrom
        run("days") { [weak self] in
            var found: [TripDaysKnowledge.CountryYear: HolidayYear] = [:]
            for key in years.sorted(by: { ($0.country, $0.year) < ($1.country, $1.year) }) {
                if let year = await sources.holidays(key.country, key.year) { found[key] = year }
            }
            var rates: [String: RateQuote] = [:]
            for currency in currencies {
                if let quote = await sources.storedRate(home, currency) { rates[currency] = quote }
            }
            guard let self, !Task.isCancelled else { return }
            self.daysKnowledge.holidays.merge(found) { _, new in new }
            if home == self.daysKnowledge.ratesFrom { self.daysKnowledge.rates.merge(rates) { _, new in new } }
            self.renderRoute()
        }
    }
}
