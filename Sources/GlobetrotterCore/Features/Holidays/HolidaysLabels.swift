/// The Holidays page's fixed labels, worded here with the rest of its text
/// (`HolidaysWording`, the presenter) so the view holds no sentence; held by
/// the state as `labels`.
public struct HolidaysLabels: Equatable, Sendable {
    public var previousYear = tr("Previous Year")
    public var nextYear = tr("Next Year")
    public var exportToCalendar = tr("Export to Calendar…")
    public var tryAgain = tr("_Try Again")
    public var chooseCountryButton = tr("_Choose Country…")
    public var chooseCountry = tr("Choose Country")
    public var chooseFirstTitle = tr("Choose a country first")
    public var chooseFirstDescription = tr(
        "See its public holidays for any year, and export them to your calendar.")
    public var noHolidaysTitle = tr("No Holidays")
    public var unavailableTitle = tr("Holidays Unavailable")

    public init() {}
}
