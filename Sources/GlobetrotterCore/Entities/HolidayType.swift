/// Nager.Date's holiday types; a holiday can have several.
public enum HolidayType: String, CaseIterable, Codable, Sendable {
    case `public` = "Public"
    case bank = "Bank"
    case school = "School"
    case authorities = "Authorities"
    case optional = "Optional"
    case observance = "Observance"
}
