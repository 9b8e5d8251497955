/// The bundled pack's holidays (`OfflineHolidayStore`) as a provider.
public struct OfflineHolidayProvider: HolidayProviding {
    private let store: OfflineHolidayStore

    public init(store: OfflineHolidayStore) { self.store = store }

    public var source: HolidaySource {
        .offline(years: (try? store.coveredYears()) ?? 2024...2030)
    }

    public func holidays(country: String, year: Int) async throws(HolidayProviderError) -> [Holiday] {
        do {
            return try store.holidays(country: country, year: year).sorted(by: Holiday.byDate)
        } catch .unknownCountry(let code) {
            throw .unknownCountry(code)
        } catch {
            throw .offline(error)
        }
    }
}
