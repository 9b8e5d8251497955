import Foundation
import Testing

@testable import GlobetrotterCore

/// The Days view's sentences, in English (the tests' C locale: no catalogue).
@MainActor @Suite(.timeLimit(.minutes(1))) struct TripDaysStateTests {
    private let countries: [String: Country] = [
        "AT": Country(alpha2: "AT", alpha3: "AUT", name: "Austria", flag: "🇦🇹", currency: "EUR"),
        "CH": Country(alpha2: "CH", alpha3: "CHE", name: "Switzerland", flag: "🇨🇭", currency: "CHF"),
    ]
    private let wording = TripDaysWording(
        dates: Locale(identifier: "en_GB"), numbers: Locale(identifier: "en_GB"), naming: HolidayNaming(language: "en"))

    private func stop(_ name: String, _ country: String?, nights: Int) -> ItineraryStop {
        ItineraryStop(
            place: Place(name: name, countryCode: country, point: GeoPoint(latitude: 47, longitude: 10)), nights: nights
        )
    }

    @Test func aDatedTripSaysItsDaysStopsHolidaysAndMoney() {
        let stops = [stop("Innsbruck", "AT", nights: 1), stop("Zürich", "CH", nights: 0)]
        let immaculate = Holiday(
            date: LocalDate(iso: "2026-12-08")!, localName: "Mariä Empfängnis", name: "Immaculate Conception",
            countryCode: "AT")
        let franc = RateQuote(
            rate: ExchangeRate(base: "EUR", target: "CHF", date: LocalDate(iso: "2026-10-30")!, rate: 0.94),
            source: .offlineECB)
        let itinerary = Itinerary(
            ItineraryInput(
                stops: stops, legs: [ItineraryLeg(distance: 286_000, duration: 10 * 3_600)],
                startDate: LocalDate(iso: "2026-12-07"), holidays: ["AT": [immaculate]],
                currencies: ["AT": "EUR", "CH": "CHF"], travelMode: .car, homeCurrency: "EUR", rates: ["CHF": franc]))
        let state = TripDaysState(itinerary, stops: stops, countries: countries, wording: wording)
        #expect(state.days.map(\.title) == ["Mon 7 Dec", "Tue 8 Dec", "Wed 9 Dec"])
        #expect(
            state.days.map(\.wakeUp) == [
                "Wake up: Innsbruck", "Wake up: Innsbruck", "Wake up: On the road from Innsbruck to Zürich",
            ])
        #expect(
            state.days.map(\.drives) == [
                [], ["Innsbruck → Zürich · 229 km · 8 h 0 min, continued the next day"],
                ["Innsbruck → Zürich, continued · 57 km · 2 h 0 min"],
            ])
        #expect(
            state.days.map(\.sleep) == [
                "Sleep: Innsbruck", "Sleep: On the road from Innsbruck to Zürich", "End of the trip",
            ])
        let holiday = "🇦🇹 Innsbruck · Tue 8 Dec: Immaculate Conception (public holiday — shops may be closed)"
        #expect(state.days.map(\.holidays) == [[], [holiday], []])
        #expect(
            state.holidays == [TripHolidayRow(text: holiday, country: "AT", date: immaculate.date, holiday: immaculate)]
        )
        #expect(
            state.stops == [
                TripStopDays(dates: "Mon 7 Dec – Tue 8 Dec", nights: "1 night"),
                TripStopDays(dates: "Wed 9 Dec", nights: "Passing through"),
            ])
        #expect(
            state.currencies.map(\.text) == [
                "🇨🇭 Switzerland: CHF · 1 EUR = 0.9400 CHF, Offline ECB rates of 30 Oct 2026"
            ])
    }

    @Test func anUndatedTripCountsItsDaysAndMarksEstimates() {
        let stops = [stop("A", nil, nights: 2), stop("Sea", nil, nights: 0)]
        let itinerary = Itinerary(
            ItineraryInput(
                stops: stops, legs: [ItineraryLeg(distance: 8_500, duration: 600, isApproximate: true)],
                travelMode: .car, homeCurrency: "EUR"))
        let state = TripDaysState(itinerary, stops: stops, countries: countries, wording: wording)
        #expect(state.days.map(\.title) == ["Day 1", "Day 2", "Day 3"])
        #expect(state.days.last?.drives == ["A → Sea · ≈ 8.5 km · ≈ 10 min"])
        #expect(
            state.stops == [
                TripStopDays(dates: nil, nights: "2 nights"), TripStopDays(dates: nil, nights: "Passing through"),
            ])
        #expect(state.holidays.isEmpty && state.currencies.isEmpty)
    }
}
