/// GeoNames' continent codes.
public enum Continent: String, CaseIterable, Codable, Sendable {
    case africa = "AF"
    case antarctica = "AN"
    case asia = "AS"
    case europe = "EU"
    case northAmerica = "NA"
    case oceania = "OC"
    case southAmerica = "SA"
}
