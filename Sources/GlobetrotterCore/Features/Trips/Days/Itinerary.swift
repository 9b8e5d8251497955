/// A trip day by day: where each day starts, what is driven and where the
/// night is spent; each stop's days; the holidays met and the money needed.
/// A pure function of `ItineraryInput`, with no clock and no time zone:
/// days are counted as calendar days, so a change to or from summer time
/// moves nothing.
public struct Itinerary: Hashable, Sendable {
    public var days: [ItineraryDay]
    /// One per stop, in the trip's order.
    public var stays: [StopStay]
    /// Each stop's public holidays on the days there, by stop then date.
    public var holidays: [HolidayOnTheWay]
    /// The currencies of the countries passed through, other than the home currency, in the order met.
    public var currencies: [CurrencyOnTheWay]
    /// The years each stop's country is visited in, by alpha-2: the holidays
    /// to look up (an itinerary planned without them says which).
    public var countryYears: [String: Set<Int>]

    public init(_ input: ItineraryInput) {
        var planner = DayPlanner(input)
        planner.plan()
        var days = planner.days()
        let holidays = Self.holidays(of: input, stays: planner.stays)
        Self.mark(holidays, on: &days)
        self.days = days
        stays = planner.stays
        self.holidays = holidays
        currencies = Self.currencies(of: input)
        countryYears = Self.countryYears(of: input, stays: planner.stays)
    }

    private static func countryYears(of input: ItineraryInput, stays: [StopStay]) -> [String: Set<Int>] {
        var years: [String: Set<Int>] = [:]
        for (stop, stay) in zip(input.stops, stays) {
            guard let country = stop.place.countryCode?.uppercased(), let arrival = stay.arrival,
                let departure = stay.departure
            else { continue }
            years[country, default: []].formUnion(arrival.year...departure.year)
        }
        return years
    }

    /// The public holidays of each stop's country (and its region, when
    /// known) from the day of arrival to the day of departure.
    private static func holidays(of input: ItineraryInput, stays: [StopStay]) -> [HolidayOnTheWay] {
        guard let start = input.startDate else { return [] }
        var byCountry: [String: [LocalDate: [Holiday]]] = [:]
        for (country, holidays) in input.holidays {
            byCountry[country.uppercased()] = Dictionary(grouping: holidays.filter(\.isPublic), by: \.date)
        }
        var found: [HolidayOnTheWay] = []
        for (index, stop) in input.stops.enumerated() {
            guard let country = stop.place.countryCode?.uppercased(), let dates = byCountry[country] else { continue }
            let stay = stays[index]
            for day in stay.arrivalDay...stay.departureDay {
                guard let date = start.adding(days: day), let holidays = dates[date] else { continue }
                for holiday in holidays where holiday.applies(inAnyOf: stop.regionCodes) {
                    found.append(HolidayOnTheWay(stop: index, day: day, holiday: holiday))
                }
            }
        }
        return found
    }

    /// Each day's holidays, once per country even when two of its stops are that day's.
    private static func mark(_ holidays: [HolidayOnTheWay], on days: inout [ItineraryDay]) {
        for met in holidays where days.indices.contains(met.day) {
            let already = days[met.day].holidays.contains {
                $0.holiday.countryCode == met.holiday.countryCode && $0.holiday.name == met.holiday.name
            }
            if !already { days[met.day].holidays.append(met) }
        }
    }

    private static func currencies(of input: ItineraryInput) -> [CurrencyOnTheWay] {
        var found: [CurrencyOnTheWay] = []
        var indexByCurrency: [String: Int] = [:]
        for stop in input.stops {
            guard let country = stop.place.countryCode?.uppercased(), let currency = input.currencies[country],
                currency != input.homeCurrency
            else { continue }
            if let index = indexByCurrency[currency] {
                if !found[index].countries.contains(country) { found[index].countries.append(country) }
            } else {
                indexByCurrency[currency] = found.count
                found.append(CurrencyOnTheWay(currency: currency, countries: [country], rate: input.rates[currency]))
            }
        }
        return found
    }
}

/// One day of the trip.
public struct ItineraryDay: Hashable, Sendable {
    /// 0 for the first day.
    public var index: Int
    /// Nil without a start date.
    public var date: LocalDate?
    public var wakeUp: Whereabouts
    /// What is driven that day, in order; empty on a day spent at a stop.
    public var drives: [DriveOnDay]
    /// Where the night is spent; nil on the last day.
    public var sleep: Whereabouts?
    /// The public holidays of the countries of that day's stops.
    public var holidays: [HolidayOnTheWay] = []

    public init(
        index: Int, date: LocalDate?, wakeUp: Whereabouts, drives: [DriveOnDay], sleep: Whereabouts?,
        holidays: [HolidayOnTheWay] = []
    ) {
        self.index = index
        self.date = date
        self.wakeUp = wakeUp
        self.drives = drives
        self.sleep = sleep
        self.holidays = holidays
    }

    /// Metres driven that day.
    public var distance: Double { drives.reduce(0) { $0 + $1.distance } }
    /// Seconds at the wheel that day.
    public var drivingTime: Double { drives.reduce(0) { $0 + $1.duration } }
}

/// Where a day starts or ends.
public enum Whereabouts: Hashable, Sendable {
    /// At the stop with this index.
    case stop(Int)
    /// Along the leg with this index (from stop `leg` to stop `leg + 1`), which did not fit into a day.
    case onTheRoad(leg: Int)
}

/// The part of a leg driven on one day.
public struct DriveOnDay: Hashable, Sendable {
    /// From stop `leg` to stop `leg + 1`.
    public var leg: Int
    /// Metres of the leg driven that day (in proportion to the time).
    public var distance: Double
    /// Seconds.
    public var duration: Double
    public var isApproximate: Bool
    /// Whether the leg began on an earlier day.
    public var continues: Bool
    /// Whether the leg goes on the next day.
    public var goesOn: Bool

    public init(
        leg: Int, distance: Double, duration: Double, isApproximate: Bool = false, continues: Bool = false,
        goesOn: Bool = false
    ) {
        self.leg = leg
        self.distance = distance
        self.duration = duration
        self.isApproximate = isApproximate
        self.continues = continues
        self.goesOn = goesOn
    }
}

/// A stop's days: arrival on `arrivalDay`, departure on `departureDay`.
public struct StopStay: Hashable, Sendable {
    public var arrivalDay: Int
    /// The day the next leg starts; for the last stop, the trip's last day.
    public var departureDay: Int
    /// Nil without a start date.
    public var arrival: LocalDate?
    public var departure: LocalDate?

    public init(arrivalDay: Int, departureDay: Int, arrival: LocalDate? = nil, departure: LocalDate? = nil) {
        self.arrivalDay = arrivalDay
        self.departureDay = departureDay
        self.arrival = arrival
        self.departure = departure
    }

    /// Nights spent there: the chosen ones, and one more when the day's
    /// driving ended on arrival at a stop passed through.
    public var nights: Int { departureDay - arrivalDay }
}

/// A public holiday on a day the trip is at one of the country's stops.
public struct HolidayOnTheWay: Hashable, Sendable {
    /// The stop's index.
    public var stop: Int
    public var day: Int
    public var holiday: Holiday

    public init(stop: Int, day: Int, holiday: Holiday) {
        self.stop = stop
        self.day = day
        self.holiday = holiday
    }
}

/// A foreign currency on the way, the countries that use it, and its rate from the home currency.
public struct CurrencyOnTheWay: Hashable, Sendable {
    public var currency: String
    /// Alpha-2 codes, in the order met.
    public var countries: [String]
    /// Nil when no rate is known (offline, and not among the ECB's).
    public var rate: RateQuote?

    public init(currency: String, countries: [String], rate: RateQuote?) {
        self.currency = currency
        self.countries = countries
        self.rate = rate
    }
}

extension Holiday {
    /// A day off for everyone: the country's shops and offices may be closed.
    var isPublic: Bool { types.contains(.public) }

    /// Whether a stop in the regions `codes` (ISO 3166-2, finest first, when known) has the holiday.
    func applies(inAnyOf codes: [String]) -> Bool {
        if global { return true }
        guard let counties else { return false }
        let regions = Set(codes.map { $0.uppercased() })
        return counties.contains { regions.contains($0.uppercased()) }
    }
}
