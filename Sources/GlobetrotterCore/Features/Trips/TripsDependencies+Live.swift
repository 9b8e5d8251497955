import Foundation

extension TripsDependencies {
    /// OSRM per travel mode, Photon and Nominatim online (base URLs overridable by
    /// `GLOBETROTTER_OSRM_URL`, `…_OSRM_BIKE_URL`, `…_OSRM_FOOT_URL`, `…_PHOTON_URL`,
    /// `…_NOMINATIM_URL`), the bundled
    /// cities always; trips and stored routes in the user's database.
    public static func live(
        database: AppDatabase, pack: DataPack, client: any HTTPClient, environment: [String: String], isOffline: Bool,
        countryName: @escaping @Sendable (String) -> String?
    ) -> TripsDependencies {
        let store = TripStore(database: database)
        func base(_ name: String, _ fallback: URL) -> URL { ServiceURL.base(environment[name]) ?? fallback }
        let routers = isOffline ? [:] : ModeRouters.live(environment: environment, client: client)
        let photon = PhotonPlaceSearch(
            baseURL: base("GLOBETROTTER_PHOTON_URL", PhotonPlaceSearch.defaultBaseURL), client: client)
        let nominatim = NominatimPlaceSearch(
            baseURL: base("GLOBETROTTER_NOMINATIM_URL", NominatimPlaceSearch.defaultBaseURL), client: client)
        let nearestCity = NearestCityNaming(pack: pack)
        // The search's own turns: one Nominatim request a second, searches and reverse lookups alike.
        let reverse = NominatimReverseNaming(nominatim: nominatim)
        let finder = PlaceFinder(
            typeAhead: isOffline ? nil : photon, onSubmit: isOffline ? nil : nominatim,
            offline: OfflinePlaceSearch(cities: CitySearch(pack: pack)))
        var dependencies = TripsDependencies(
            store: store, routes: RouteService(routers: routers, store: store), finder: finder,
            places: PlaceText(countryName: countryName),
            naming: FallbackNaming(online: isOffline ? nil : reverse, offline: nearestCity), fileNaming: nearestCity)
        dependencies.todos = ToDoStore(database: database)
        dependencies.cities = PackCities(pack: pack)
        return dependencies
    }
}
