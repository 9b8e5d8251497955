/// A trip's days as the Days view shows them, every sentence worded: a pure
/// function of the itinerary, its stops and the pack's countries.
public struct TripDaysState: Equatable, Sendable {
    public var labels: TripDaysLabels
    public var days: [TripDayRow]
    /// One per stop: its dates and nights, for the stop rows.
    public var stops: [TripStopDays]
    public var holidays: [TripHolidayRow]
    public var currencies: [TripCurrencyRow]
    /// Why some holidays may be missing (the trip's years beyond the offline data's); nil when none are.
    public var note: String?

    public var isContentShown: Bool { !days.isEmpty }

    public init(
        _ itinerary: Itinerary, stops: [ItineraryStop], countries: [String: Country],
        names: any CountryNameLocalizing = EnglishCountryNames(), wording: TripDaysWording
    ) {
        labels = TripDaysLabels()
        let wordedStops = stops.map(\.place.name)
        func place(_ whereabouts: Whereabouts) -> String {
            switch whereabouts {
            case .stop(let index): wordedStops[index]
            case .onTheRoad(let leg):
                tr("On the road from {from} to {to}", ["from": wordedStops[leg], "to": wordedStops[leg + 1]])
            }
        }
        func flag(_ code: String?) -> String? { code.flatMap { countries[$0.uppercased()]?.flag } }
        days = itinerary.days.map { day in
            TripDayRow(
                day: day, title: wording.dayTitle(day), wakeUp: tr("Wake up: {place}", ["place": place(day.wakeUp)]),
                drives: day.drives.map { wording.drive($0, from: wordedStops[$0.leg], to: wordedStops[$0.leg + 1]) },
                sleep: day.sleep.map { tr("Sleep: {place}", ["place": place($0)]) } ?? tr("End of the trip"),
                holidays: day.holidays.map { met in
                    wording.holiday(met.holiday, flag: flag(met.holiday.countryCode), place: wordedStops[met.stop])
                })
        }
        self.stops = itinerary.stays.map { stay in
            TripStopDays(dates: wording.dates(of: stay), nights: wording.nights(stay.nights))
        }
        holidays = itinerary.holidays.map { met in
            TripHolidayRow(
                text: wording.holiday(met.holiday, flag: flag(met.holiday.countryCode), place: wordedStops[met.stop]),
                country: met.holiday.countryCode, date: met.holiday.date, holiday: met.holiday)
        }
        // One row per country, as the person looks a country up: a currency shared by two is listed twice.
        currencies = itinerary.currencies.flatMap { found in
            found.countries.map { code in
                let country = countries[code]
                let name = country.map {
                    tr("{flag} {country}", ["flag": $0.flag, "country": $0.localizedName(names)])
                }
                return TripCurrencyRow(
                    text: wording.currency(found.currency, rate: found.rate, country: name ?? code), country: code,
                    currency: found.currency, rate: found.rate)
            }
        }
    }
}

/// The Days view's fixed words.
public struct TripDaysLabels: Equatable, Sendable {
    public var days = tr("Days")
    public var holidays = tr("Holidays on the Way")
    public var money = tr("Money on the Way")
    public var noStartDate = tr("Choose a start date to see the trip’s dates and the holidays on the way.")

    public init() {}
}

/// One day: its title ("Fri 3 Oct", or "Day 1" without dates), where it starts, what is driven, where it ends.
public struct TripDayRow: Equatable, Sendable, Identifiable {
    public var id: Int
    public var title: String
    public var wakeUp: String
    public var drives: [String]
    public var sleep: String
    public var holidays: [String]
    public var isHoliday: Bool { !holidays.isEmpty }

    init(day: ItineraryDay, title: String, wakeUp: String, drives: [String], sleep: String, holidays: [String]) {
        id = day.index
        self.title = title
        self.wakeUp = wakeUp
        self.drives = drives
        self.sleep = sleep
        self.holidays = holidays
    }
}

/// A stop row's days: "Fri 3 Oct – Sun 5 Oct" (nil without a start date) and "2 nights".
public struct TripStopDays: Equatable, Sendable {
    public var dates: String?
    public var nights: String
}

/// A holiday met, and what opens it in Holidays (`.open(country:date:index:)`).
public struct TripHolidayRow: Equatable, Sendable {
    public var text: String
    public var country: String
    public var date: LocalDate
    public var holiday: Holiday
}

/// A country's currency on the way, and the pair the converter opens on.
public struct TripCurrencyRow: Equatable, Sendable {
    public var text: String
    public var country: String
    public var currency: String
    public var rate: RateQuote?
}

/// One line of the Days view, in order: why holidays may be missing, the
/// holidays and the money on the way (each opens its page), then the days.
public enum TripDaysItem: Equatable, Sendable {
    case heading(String)
    case note(String)
    /// Opens the holiday in Holidays: `index` into `holidays`.
    case holiday(index: Int, text: String)
    /// Opens the converter on the pair: `index` into `currencies`.
    case currency(index: Int, text: String)
    case day(TripDayRow)
}

extension TripDaysState {
    /// The Days view's lines; without a start date, the days are numbered and no holidays are looked up.
    public func items(hasStartDate: Bool) -> [TripDaysItem] {
        var items: [TripDaysItem] = []
        if !hasStartDate { items.append(.note(labels.noStartDate)) }
        if let note { items.append(.note(note)) }
        if !holidays.isEmpty {
            items.append(.heading(labels.holidays))
            items += holidays.enumerated().map { .holiday(index: $0.offset, text: $0.element.text) }
        }
        if !currencies.isEmpty {
            items.append(.heading(labels.money))
            items += currencies.enumerated().map { .currency(index: $0.offset, text: $0.element.text) }
        }
        items.append(.heading(labels.days))
        return items + days.map { .day($0) }
    }
}
