import Foundation

/// The Days view's sentences that follow from data: dates in the user's
/// LC_TIME, distances and times in LC_NUMERIC.
public final class TripDaysWording: Sendable {
    private let trips: TripsWording
    private let rates: ConversionFormatter
    private let weekday: LocalDateFormatter
    private let withYear: LocalDateFormatter
    private let naming: HolidayNaming

    public init(dates: Locale = .userDates, numbers: Locale = .userNumbers, naming: HolidayNaming = HolidayNaming()) {
        trips = TripsWording(numbers: numbers)
        rates = ConversionFormatter(dates: dates, numbers: numbers)
        weekday = LocalDateFormatter("EEEdMMM", locale: dates)
        withYear = LocalDateFormatter("EEEdMMMyyyy", locale: dates)
        self.naming = naming
    }

    /// "Fri, 3 Oct" with a start date, else "Day 1".
    func dayTitle(_ day: ItineraryDay) -> String {
        guard let date = day.date else { return tr("Day {number}", ["number": String(day.index + 1)]) }
        return weekday.string(from: date)
    }

    /// "Innsbruck → Verona · 274 km · 3 h 10 min"; "≈" for estimates; "(continued)" and "(continues tomorrow)".
    func drive(_ drive: DriveOnDay, from: String, to: String) -> String {
        let distance = trips.distance(drive.distance)
        let duration = trips.duration(drive.duration)
        let figures =
            drive.isApproximate
            ? tr("≈ {distance} · ≈ {duration}", ["distance": distance, "duration": duration])
            : tr("{distance} · {duration}", ["distance": distance, "duration": duration])
        switch (drive.continues, drive.goesOn) {
        case (false, false):
            return tr("{from} → {to} · {figures}", ["from": from, "to": to, "figures": figures])
        case (false, true):
            return tr(
                "{from} → {to} · {figures}, continued the next day", ["from": from, "to": to, "figures": figures])
        case (true, false):
            return tr("{from} → {to}, continued · {figures}", ["from": from, "to": to, "figures": figures])
        case (true, true):
            return tr(
                "{from} → {to}, continued · {figures}, continued the next day",
                ["from": from, "to": to, "figures": figures])
        }
    }

    /// "Fri, 3 Oct – Sun, 5 Oct"; one date when the stop is passed through; nil without dates.
    func dates(of stay: StopStay) -> String? {
        guard let arrival = stay.arrival, let departure = stay.departure else { return nil }
        let first = weekday.string(from: arrival)
        guard departure != arrival else { return first }
        return tr("{first} – {last}", ["first": first, "last": weekday.string(from: departure)])
    }

    /// The start date's button: "Fri, 3 Oct 2026", or "No Start Date".
    public func startDate(_ date: LocalDate?) -> String {
        date.map { withYear.string(from: $0) } ?? tr("No Start Date")
    }

    /// A stop row's days: "Fri, 3 Oct – Sun, 5 Oct · 2 nights".
    public func stayLine(_ stop: TripStopDays) -> String {
        guard let dates = stop.dates else { return stop.nights }
        return tr("{dates} · {nights}", ["dates": dates, "nights": stop.nights])
    }

    /// "2 nights", "Passing through".
    func nights(_ count: Int) -> String {
        count == 0 ? tr("Passing through") : ntr("{count} night", "{count} nights", count)
    }

    /// "🇦🇹 Innsbruck · Sat, 8 Dec: Immaculate Conception (public holiday — shops may be closed)".
    func holiday(_ holiday: Holiday, flag: String?, place: String) -> String {
        let values: KeyValuePairs = [
            "place": place, "date": weekday.string(from: holiday.date), "name": naming.title(of: holiday),
        ]
        let line = tr("{place} · {date}: {name} (public holiday — shops may be closed)", values)
        return flag.map { tr("{flag} {line}", ["flag": $0, "line": line]) } ?? line
    }

    /// "🇨🇭 Switzerland: CHF · 1 EUR = 0.9400 CHF, Offline ECB rates of 30 Oct 2026"; "no rate known" without one.
    func currency(_ currency: String, rate quote: RateQuote?, country: String) -> String {
        guard let quote else {
            return tr("{country}: {currency} · no rate known", ["country": country, "currency": currency])
        }
        return tr(
            "{country}: {currency} · {rate}, {source}",
            [
                "country": country, "currency": currency, "rate": rates.rateLine(quote.rate),
                "source": rates.sourceLine(quote),
            ])
    }
}
