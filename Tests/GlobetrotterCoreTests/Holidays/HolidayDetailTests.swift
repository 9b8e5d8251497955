import Foundation
import Testing

@testable import GlobetrotterCore

private struct BavarianNames: SubdivisionNaming {
    func name(of code: String) -> String? { code == "DE-BY" ? "Bayern" : nil }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct HolidayDetailTests {
    private func facts(
        _ holiday: Holiday, through lastDate: LocalDate? = nil, today: LocalDate, source: HolidaySource = .nager
    ) -> HolidayDetailState {
        HolidayDetailState(
            input: HolidayDetailInput(
                holiday: holiday, lastDate: lastDate, country: CountryFixtures.germany, countryName: "Germany",
                source: source),
            regions: BavarianNames(), dates: HolidayDateText(locale: Locale(identifier: "en_US")), today: today)
    }

    @Test func everyFactOfARegionalHoliday() {
        let holiday = Holiday(
            date: LocalDate(year: 2024, month: 8, day: 15)!, localName: "Mariä Himmelfahrt", name: "Assumption Day",
            countryCode: "DE", global: false, counties: ["DE-BY", "DE-SL"], types: [.public])
        let display = facts(holiday, today: LocalDate(year: 2024, month: 8, day: 1)!)
        #expect(display.title == "Assumption Day")
        #expect(display.subtitle == "Mariä Himmelfahrt")
        #expect(
            display.facts == [
                HolidayFact("Local name", "Mariä Himmelfahrt"), HolidayFact("Date", "Thursday, August 15 2024"),
                HolidayFact("When", "In 14 days"), HolidayFact("Country", "🇩🇪 Germany"),
                HolidayFact("Public holiday", "Yes"), HolidayFact("Types", "Public"),
                HolidayFact("Regions", "Bayern (DE-BY), DE-SL"), HolidayFact("Source", "Nager.Date"),
            ])
    }

    /// Where the interface speaks the local names' language, the local name is
    /// the title and the English one a fact.
    @Test func inGermanTheLocalNameIsTheTitle() {
        let holiday = Holiday(
            date: LocalDate(year: 2024, month: 8, day: 15)!, localName: "Mariä Himmelfahrt", name: "Assumption Day",
            countryCode: "DE", global: false, counties: ["DE-BY"], types: [.public])
        let display = HolidayDetailState(
            input: HolidayDetailInput(
                holiday: holiday, country: CountryFixtures.germany, countryName: "Deutschland", source: .nager,
                naming: HolidayNaming(language: "de")),
            regions: BavarianNames(), dates: HolidayDateText(locale: Locale(identifier: "en_US")),
            today: LocalDate(year: 2024, month: 8, day: 1)!)
        #expect(display.title == "Mariä Himmelfahrt")
        #expect(display.subtitle == nil)
        #expect(display.facts.first == HolidayFact("English name", "Assumption Day"))
        #expect(!display.facts.contains { $0.label == "Local name" })
    }

    @Test func observedDayPastDistanceAndNonPublicTypes() {
        let holiday = Holiday(
            date: LocalDate(year: 2022, month: 12, day: 25)!, localName: "Christmas Day", name: "Christmas Day",
            countryCode: "US", types: [.observance], observedOn: LocalDate(year: 2022, month: 12, day: 26))
        let display = facts(holiday, today: LocalDate(year: 2023, month: 1, day: 4)!, source: .holidayAPI)
        #expect(display.subtitle == nil)
        #expect(display.facts.first == HolidayFact("Date", "Sunday, December 25 2022"))
        #expect(display.facts.contains(HolidayFact("When", "10 days ago")))
        #expect(display.facts.contains(HolidayFact("Public holiday", "No")))
        #expect(display.facts.contains(HolidayFact("Regions", "Nationwide")))
        #expect(display.facts.contains(HolidayFact("Observed on", "Monday, December 26 2022")))
    }

    @Test(arguments: [(0, "Today"), (1, "Tomorrow"), (-1, "Yesterday"), (366, "In 366 days"), (-2, "2 days ago")])
    func distanceInWords(days: Int, text: String) {
        var date = LocalDate(year: 2024, month: 1, day: 1)!
        let today = date
        for _ in 0..<abs(days) { date = days > 0 ? date.nextDay : LocalDate(year: date.year - 1, month: 12, day: 31)! }
        if days < -1 { date = LocalDate(year: 2023, month: 12, day: 30)! }
        #expect(HolidayDetailState.distance(from: today, to: date) == text)
    }

    @Test func dayArithmeticCrossesMonthsYearsAndLeapDays() {
        #expect(LocalDate(year: 2024, month: 2, day: 28)!.nextDay == LocalDate(year: 2024, month: 2, day: 29))
        #expect(LocalDate(year: 2023, month: 2, day: 28)!.nextDay == LocalDate(year: 2023, month: 3, day: 1))
        #expect(LocalDate(year: 2024, month: 12, day: 31)!.nextDay == LocalDate(year: 2025, month: 1, day: 1))
        #expect(LocalDate(year: 2024, month: 1, day: 1)!.days(until: LocalDate(year: 2025, month: 1, day: 1)!) == 366)
        #expect(LocalDate(year: 2000, month: 3, day: 1)!.days(until: LocalDate(year: 2000, month: 2, day: 28)!) == -2)
    }

    @Test func aSchoolBreakShowsItsRangeAndLength() throws {
        let spans = HolidaySpan.group(GermanBreaks.christmas)
        let christmasBreak = try #require(spans.first)
        let display = facts(
            christmasBreak.holiday, through: christmasBreak.lastDate, today: LocalDate(year: 2024, month: 12, day: 27)!)
        #expect(display.title == "Christmas Break")
        #expect(
            Array(display.facts.prefix(6)) == [
                HolidayFact("Local name", "Weihnachtsferien"),
                HolidayFact("Dates", "Thursday, December 19 2024 – Tuesday, December 31 2024"),
                HolidayFact("Length", "13 days"), HolidayFact("When", "Now, day 9 of 13"),
                HolidayFact("Country", "🇩🇪 Germany"), HolidayFact("Public holiday", "No"),
            ])
        #expect(display.facts.contains(HolidayFact("Types", "School")))
        let regions = try #require(display.facts.first { $0.label == "Regions" }).value
        #expect(regions.hasPrefix("DE-BB, DE-BE, DE-BW, Bayern (DE-BY),"), "every state of the break: \(regions)")
    }

    @Test(arguments: [
        (LocalDate(year: 2024, month: 12, day: 14)!, "In 5 days"),
        (LocalDate(year: 2024, month: 12, day: 19)!, "Now, day 1 of 13"),
        (LocalDate(year: 2024, month: 12, day: 31)!, "Now, day 13 of 13"),
        (LocalDate(year: 2025, month: 1, day: 1)!, "Ended yesterday"),
        (LocalDate(year: 2025, month: 1, day: 10)!, "Ended 10 days ago"),
    ])
    func whenABreakIs(today: LocalDate, text: String) {
        let range = LocalDate(year: 2024, month: 12, day: 19)!...LocalDate(year: 2024, month: 12, day: 31)!
        #expect(HolidayDetailState.distance(from: today, toRange: range) == text)
    }
}
