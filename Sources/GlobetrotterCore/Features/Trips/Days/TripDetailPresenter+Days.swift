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
    func itineraryState() -> (TripDaysState, Itinerary)? {
        guard !waypoints.isEmpty else { return nil }
        let home = daysSources.homeCurrency()
        if home != daysKnowledge.ratesFrom {
            daysKnowledge.ratesFrom = home
            daysKnowledge.rates = [:]
            daysKnowledge.askedRates = []
        }
        let countries = packCountries()
        let stops = ItineraryStop.stops(of: waypoints)
        var holidays: [String: [Holiday]] = [:]
        for (key, year) in daysKnowledge.holidays { holidays[key.country, default: []] += year.holidays }
        let input = ItineraryInput(
            stops: stops,
            legs: ItineraryLeg.legs(of: outcome?.route, through: waypoints.map(\.point), mode: travelMode),
            startDate: daysKnowledge.startDate, dailyDrivingLimit: daysSources.dailyDrivingLimit(),
            holidays: holidays, currencies: countries.compactMapValues(\.currency), travelMode: travelMode,
            homeCurrency: home, rates: daysKnowledge.rates)
        let itinerary = Itinerary(input)
        askForMissing(itinerary)
        var days = TripDaysState(
            itinerary, stops: stops, countries: countries, names: daysSources.countryNames, wording: daysWording)
        days.note = yearsNote(itinerary)
        return (days, itinerary)
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
