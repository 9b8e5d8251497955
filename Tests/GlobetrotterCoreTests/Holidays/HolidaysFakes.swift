import Foundation
import OpenCombine

@testable import GlobetrotterCore

enum CountryFixtures {
    static let germany = Country(alpha2: "DE", alpha3: "DEU", name: "Germany", flag: "🇩🇪")
    static let austria = Country(alpha2: "AT", alpha3: "AUT", name: "Austria", flag: "🇦🇹")
    static let ivoryCoast = Country(alpha2: "CI", alpha3: "CIV", name: "Côte d'Ivoire", flag: "🇨🇮")
    static let southKorea = Country(
        alpha2: "KR", alpha3: "KOR", name: "Korea, Republic of", commonName: "South Korea", flag: "🇰🇷")
    static let guernsey = Country(alpha2: "GG", alpha3: "GGY", name: "Guernsey", flag: "🇬🇬")
    static let all = [germany, austria, ivoryCoast, southKorea, guernsey]
}

@MainActor
final class FakeHolidaysInteractor: HolidaysInteracting {
    var savedCountry: Country?
    var followsHome = false
    let homeSubject = PassthroughSubject<Void, Never>()
    var homeChanges: AnyPublisher<Void, Never> { homeSubject.eraseToAnyPublisher() }
    var savedYear: Int?
    var offlineDataProblem: DataPackError?
    var years = 2024...2030
    var today = LocalDate(year: 2024, month: 6, day: 1)!
    var now = Date(timeIntervalSince1970: 1_717_200_000)
    /// Answers in order; the last one repeats.
    var answers: [Result<HolidayYear, HolidayLoadError>] = []
    private(set) var requests: [(country: String, year: Int, reload: Bool)] = []
    private(set) var remembered: [String] = []

    func countries() throws(DataPackError) -> [Country] { CountryFixtures.all }

    func remember(country: Country) { remembered.append("country:\(country.alpha2)") }
    func remember(year: Int) { remembered.append("year:\(year)") }

    func holidays(country: Country, year: Int, reload: Bool) async throws(HolidayLoadError) -> HolidayYear {
        requests.append((country.alpha2, year, reload))
        let answer = answers.count > 1 ? answers.removeFirst() : answers[0]
        return try answer.get()
    }
}

/// Stands in for the Holidays coordinator: records the page's routes.
@MainActor
final class HolidaysRouteRecorder {
    private(set) var recorded: [HolidaysRoute] = []
    private var subscriptions: Set<AnyCancellable> = []

    func record(_ presenter: HolidaysPresenter) {
        presenter.routes.sink { [weak self] in self?.recorded.append($0) }.store(in: &subscriptions)
    }
}

/// Routes compared as the tests need: Choose Country by the countries it offers.
extension HolidaysRoute: Equatable {
    public static func == (lhs: HolidaysRoute, rhs: HolidaysRoute) -> Bool {
        switch (lhs, rhs) {
        case (.chooseCountry(let left), .chooseCountry(let right)):
            left.choices.map(\.item) == right.choices.map(\.item)
        case (.showDetail(let left), .showDetail(let right)): left == right
        case (.exportCalendar(let left), .exportCalendar(let right)): left == right
        default: false
        }
    }
}

extension HolidaysRoute {
    /// Choose Country over the fixtures' countries.
    static var chooseAmongFixtures: HolidaysRoute {
        .chooseCountry(.countries(.success(CountryFixtures.all), names: EnglishCountryNames()))
    }
}

func year2024(_ holidays: [Holiday], source: HolidaySource = .nager, fallback: HolidayFallback? = nil) -> HolidayYear {
    HolidayYear(countryCode: "DE", year: 2024, holidays: holidays, source: source, fallback: fallback)
}
