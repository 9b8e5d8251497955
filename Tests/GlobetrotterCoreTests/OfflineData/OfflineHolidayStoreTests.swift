import Foundation
import Testing

@testable import GlobetrotterCore

@Suite(.timeLimit(.minutes(1))) struct OfflineHolidayStoreTests {
    private let store = OfflineHolidayStore(pack: PackFixture.committed)

    @Test func germanUnityDay2026IsANationalPublicHoliday() throws {
        let holidays = try store.holidays(country: "DE", year: 2026)
        let unity = try #require(holidays.first { $0.localName == "Tag der Deutschen Einheit" })
        #expect(
            unity
                == Holiday(
                    date: LocalDate(year: 2026, month: 10, day: 3)!, localName: "Tag der Deutschen Einheit",
                    name: "German Unity Day", countryCode: "DE", global: true, counties: nil, types: [.public],
                    observed: false))
    }

    @Test func usThanksgiving2027() throws {
        let holidays = try store.holidays(country: "us", year: 2027)
        let thanksgiving = try #require(holidays.first { $0.name == "Thanksgiving Day" })
        #expect(thanksgiving.date == LocalDate(year: 2027, month: 11, day: 25))
        #expect(thanksgiving.localName == "Thanksgiving Day")  // left out of the pack: equal to the name
        #expect(thanksgiving.countryCode == "US")
        #expect(thanksgiving.types == [.public, .authorities])
    }

    @Test func regionalAndSchoolHolidaysKeepTheirCounties() throws {
        let holidays = try store.holidays(country: "DE", year: 2026)
        let epiphany = try #require(holidays.first { $0.name == "Epiphany" })
        #expect(epiphany.global == false)
        #expect(epiphany.counties == ["DE-BW", "DE-BY", "DE-ST"])
        #expect(holidays.contains { $0.types == [.school] && $0.counties?.isEmpty == false })
        #expect(holidays.allSatisfy { $0.date.year == 2026 && $0.countryCode == "DE" })
        #expect(holidays.map(\.date) == holidays.map(\.date).sorted())
    }

    @Test func coveredYearsComeFromThePackInfo() throws {
        #expect(try store.coveredYears() == 2024...2030)
        #expect(throws: OfflineHolidayError.yearNotCovered(2031, covered: 2024...2030)) {
            try store.holidays(country: "DE", year: 2031)
        }
    }

    @Test(arguments: ["ZZ", "", "../manifest", "DEU"])
    func unknownCountryIsATypedError(code: String) {
        #expect(throws: OfflineHolidayError.unknownCountry(code)) { try store.holidays(country: code, year: 2026) }
    }

    @Test func everyPackCountryLoads() throws {
        let codes = try store.countryCodes()
        #expect(codes.count == 250)
        for code in codes {
            #expect(throws: Never.self, "\(code)") { try store.holidays(country: code, year: 2026) }
        }
        // Countries the holidays package knows but whose islands have no holidays.
        #expect(try store.holidays(country: "BV", year: 2026).isEmpty)
    }
}
