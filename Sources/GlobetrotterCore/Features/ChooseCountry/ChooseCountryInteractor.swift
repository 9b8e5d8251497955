/// Reads the bundled country list and prepares its filter.
@MainActor
public final class ChooseCountryInteractor: ChooseCountryInteracting {
    private let catalog: CountryCatalog
    private let names: any CountryNameLocalizing

    public init(catalog: CountryCatalog, names: any CountryNameLocalizing) {
        self.catalog = catalog
        self.names = names
    }

    public func loadFilter() -> Result<CountryFilter, DataPackError> {
        do throws(DataPackError) {
            return .success(CountryFilter(countries: try catalog.countries(), names: names))
        } catch {
            return .failure(error)
        }
    }
}
