import GlobetrotterCore
import GlobetrotterUI

extension HolidaysDependencies {
    /// Holidays as the app has them offline: the source tree's pack, English names.
    @MainActor static var offlineFromThePack: HolidaysDependencies {
        HolidaysDependencies(
            service: HolidayService(
                online: nil, offline: OfflineHolidayProvider(store: OfflineHolidayStore(pack: HolidaysFlowTests.pack))),
            countries: CountryCatalog(pack: HolidaysFlowTests.pack), countryNames: EnglishCountryNames(),
            regionNames: IsoSubdivisionNames())
    }
}
