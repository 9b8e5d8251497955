import Foundation
import GlobetrotterCore

/// What the Holidays flow needs from the composition root.
@MainActor
public struct HolidaysDependencies {
    public var service: HolidayService
    public var countries: CountryCatalog
    public var countryNames: any CountryNameLocalizing
    public var regionNames: any SubdivisionNaming
    public var now: () -> Date

    public init(
        service: HolidayService, countries: CountryCatalog, countryNames: any CountryNameLocalizing,
        regionNames: any SubdivisionNaming, now: @escaping () -> Date = Date.init
    ) {
        self.service = service
        self.countries = countries
        self.countryNames = countryNames
        self.regionNames = regionNames
        self.now = now
    }
}
