import Foundation
import Testing

@testable import GlobetrotterCore

/// Germany's school breaks in the shape of the bundled pack (DE.json, 2024):
/// one entry per day, the regions growing as more states start their break,
/// public holidays in between.
enum GermanBreaks {
    static func day(_ name: String, _ local: String, _ month: Int, _ day: Int, _ regions: [String]) -> Holiday {
        Holiday(
            date: LocalDate(year: 2024, month: month, day: day)!, localName: local, name: name, countryCode: "DE",
            global: false, counties: regions, types: [.school])
    }

    static let allStates = [
        "DE-BB", "DE-BE", "DE-BW", "DE-BY", "DE-HB", "DE-HE", "DE-HH", "DE-MV", "DE-NI", "DE-NW", "DE-RP", "DE-SH",
        "DE-SL", "DE-SN", "DE-ST", "DE-TH",
    ]

    static let winter = [
        day("Winter Break", "Winterferien", 2, 1, ["DE-HB", "DE-NI"]),
        day("Winter Break", "Winterferien", 2, 2, ["DE-HB", "DE-HH", "DE-NI"]),
        // The weekend of 3–4 February is not listed: a second break.
        day("Winter Break", "Winterferien", 2, 5, ["DE-BB", "DE-BE", "DE-MV", "DE-ST"]),
        day("Winter Break", "Winterferien", 2, 6, ["DE-BB", "DE-BE", "DE-MV", "DE-ST"]),
    ]

    static let christmas: [Holiday] = {
        var days = [
            day("Christmas Break", "Weihnachtsferien", 12, 19, ["DE-SH"]),
            day("Christmas Break", "Weihnachtsferien", 12, 20, ["DE-HH", "DE-SH"]),
            day("Christmas Break", "Weihnachtsferien", 12, 21, ["DE-HH", "DE-SH"]),
            day("Christmas Break", "Weihnachtsferien", 12, 22, ["DE-HH", "DE-SH"]),
        ]
        for date in 23...31 {
            days.append(day("Christmas Break", "Weihnachtsferien", 12, date, allStates))
            if date == 25 {
                days.append(HolidayFixtures.holiday("Christmas Day", 12, 25, local: "Erster Weihnachtstag"))
            }
            if date == 26 {
                days.append(HolidayFixtures.holiday("Second Day of Christmas", 12, 26, local: "Zweiter Weihnachtstag"))
            }
        }
        return days
    }()

    static let year = winter + christmas
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct HolidaySpanTests {
    let mapper = HolidayRowMapper(dates: HolidayDateText(locale: Locale(identifier: "en_US")))

    private func row(
        _ date: String, _ name: String, _ local: String?, badge: String = "School", region: String?, past: Bool,
        next: Bool = false
    ) -> HolidayRow {
        HolidayRow(
            dateText: date, name: name, localName: local, badges: [badge], regionNote: region, isPast: past,
            isNext: next, spokenTypes: [badge == "School" ? "school holiday" : "public holiday"])
    }

    @Test func eachGermanSchoolBreakIsOneRowAndTheCurrentOneIsNext() {
        let mapped = mapper.rows(for: GermanBreaks.year, today: LocalDate(year: 2024, month: 12, day: 27)!)
        #expect(
            mapped.rows == [
                row(
                    "Thursday, Feb 1 – Feb 2", "Winter Break", "Winterferien", region: "Regional: 3 regions", past: true
                ),
                row("Monday, Feb 5 – Feb 6", "Winter Break", "Winterferien", region: "Regional: 4 regions", past: true),
                row(
                    "Thursday, Dec 19 – Dec 31", "Christmas Break", "Weihnachtsferien", region: "Regional: 16 regions",
                    past: false, next: true),
                row(
                    "Wednesday, December 25", "Christmas Day", "Erster Weihnachtstag", badge: "Public", region: nil,
                    past: true),
                row(
                    "Thursday, December 26", "Second Day of Christmas", "Zweiter Weihnachtstag", badge: "Public",
                    region: nil, past: true),
            ])
        #expect(mapped.next == 2, "today is inside the Christmas break: it is the one highlighted and scrolled to")
        #expect(mapped.spans.map(\.dayCount) == [2, 2, 13, 1, 1])
        #expect(mapped.spans[2].holiday.counties == GermanBreaks.allStates, "the regions of every day")
        #expect(mapped.spans[0].holiday.counties == ["DE-HB", "DE-HH", "DE-NI"])
    }

    @Test func aBreakIsPastOnlyAfterItsLastDay() {
        let lastDay = mapper.rows(for: GermanBreaks.winter, today: LocalDate(year: 2024, month: 2, day: 2)!)
        #expect(lastDay.rows.map(\.isPast) == [false, false])
        #expect(lastDay.next == 0)
        let dayAfter = mapper.rows(for: GermanBreaks.winter, today: LocalDate(year: 2024, month: 2, day: 3)!)
        #expect(dayAfter.rows.map(\.isPast) == [true, false])
        #expect(dayAfter.rows.map(\.isNext) == [false, true])
        let allOver = mapper.rows(for: GermanBreaks.winter, today: LocalDate(year: 2024, month: 3, day: 1)!)
        #expect(allOver.next == nil)
        #expect(allOver.rows.allSatisfy { $0.isPast && !$0.isNext })
    }

    @Test func onlySchoolDaysJoin() {
        // Eid al-Fitr is three public holidays in a row (AF.json): each day off keeps its row.
        let eid = (10...12).map {
            Holiday(
                date: LocalDate(year: 2024, month: 4, day: $0)!, localName: "عيد الفطر", name: "Eid al-Fitr",
                countryCode: "AF")
        }
        #expect(HolidaySpan.group(eid).map(\.dayCount) == [1, 1, 1])
        let lone = [GermanBreaks.winter[0]]
        #expect(HolidaySpan.group(lone) == [HolidaySpan(holiday: GermanBreaks.winter[0])])
        #expect(
            mapper.rows(for: lone, today: LocalDate(year: 2024, month: 1, day: 1)!).rows.first?.dateText
                == "Thursday, February 1", "a one-day break shows as a day")
    }

    @Test func theBundledGermanAndIsraeliYearsShowOneRowPerBreak() throws {
        let store = OfflineHolidayStore(pack: PackFixture.committed)
        let germany = try store.holidays(country: "DE", year: 2024).sorted(by: Holiday.byDate)
        let spans = HolidaySpan.group(germany)
        #expect(germany.count == 238)
        #expect(spans.count == 29, "19 public holidays and 10 school breaks")
        let summer = spans.filter { $0.holiday.name == "Summer Break" }
        #expect(summer.map(\.firstDate) == [LocalDate(year: 2024, month: 6, day: 20)])
        #expect(summer.map(\.lastDate) == [LocalDate(year: 2024, month: 9, day: 9)])
        #expect(summer.first?.holiday.counties?.count == 16)

        let israel = try store.holidays(country: "IL", year: 2024).sorted(by: Holiday.byDate)
        let hanukkah = HolidaySpan.group(israel).filter { $0.holiday.name == "Hanukkah" }
        #expect(hanukkah.map(\.dayCount) == [6])
        #expect(HolidaySpan.group(israel).count == 19)
    }
}
