import Foundation
import OpenCombine

public enum HolidaysAction: Equatable, Sendable {
    case viewDidLoad
    case chooseCountry
    /// The Choose Country modal's result, fed back by the coordinator.
    case countryChosen(Country)
    case previousYear
    case nextYear
    case retry
    case selectHoliday(index: Int)
    case exportCalendar
    /// The save dialog wrote the file.
    case calendarSaved(fileName: String)
    /// Writing the file failed (the details are in the log).
    case calendarNotSaved(fileName: String)
    /// The network came back: data from a fallback is refreshed in place.
    case networkBecameAvailable
    /// The home country changed (on the Profile page): a page still following it shows the new one.
    case homeChanged
    /// From the Activities search: this country's year of `date`, with that day's holiday selected —
    /// the `index`-th of the day's holidays in the data's order (Christmas Day, not the school break around it).
    /// Not remembered as the page's choice: a glance at another country leaves the home one as it was.
    case open(country: String, date: LocalDate, index: Int)
    /// From a search: this country's holidays in this year, none selected.
    case openYear(country: String, year: Int)
}

/// What the shown holiday's detail page needs.
public struct HolidayDetailInput: Equatable, Sendable {
    /// The first day's holiday; for a school break, with the regions of all its days.
    public let holiday: Holiday
    /// The break's last day; the holiday's own date for a single day.
    public let lastDate: LocalDate
    public let country: Country
    public let countryName: String
    public let source: HolidaySource
    /// Which of its names is the title, as on the list.
    public let naming: HolidayNaming

    public init(
        holiday: Holiday, lastDate: LocalDate? = nil, country: Country, countryName: String, source: HolidaySource,
        naming: HolidayNaming = HolidayNaming()
    ) {
        self.holiday = holiday
        self.lastDate = lastDate ?? holiday.date
        self.country = country
        self.countryName = countryName
        self.source = source
        self.naming = naming
    }
}

/// An iCalendar file ready to save.
public struct CalendarExport: Equatable, Sendable {
    public let suggestedFileName: String
    public let contents: String
}

public enum HolidaysRoute: Sendable {
    /// Opens the searchable country picker on these choices.
    case chooseCountry(PickerContent<Country>)
    case showDetail(HolidayDetailInput)
    case exportCalendar(CalendarExport)
}

@MainActor
public protocol HolidaysInteracting: AnyObject {
    /// Every country, for Choose Country; a failure when the list cannot be read.
    func countries() throws(DataPackError) -> [Country]
    /// The country chosen last time, if it still exists; the home country until one is chosen.
    var savedCountry: Country? { get }
    /// Whether no country has been chosen on the page, so it shows the home country.
    var followsHome: Bool { get }
    /// After the home country (or currency) was stored.
    var homeChanges: AnyPublisher<Void, Never> { get }
    /// Why the offline data pack cannot be used; nil when it can.
    var offlineDataProblem: DataPackError? { get }
    /// The year shown last time; nil for the current year.
    var savedYear: Int? { get }
    func remember(country: Country)
    func remember(year: Int)
    /// The years the year switcher can reach.
    var years: ClosedRange<Int> { get }
    var today: LocalDate { get }
    func holidays(country: Country, year: Int, reload: Bool) async throws(HolidayLoadError) -> HolidayYear
    /// When the export is made (the DTSTAMP of the file).
    var now: Date { get }
}
