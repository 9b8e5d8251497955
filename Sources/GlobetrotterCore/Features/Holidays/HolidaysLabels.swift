/// The Holidays page's fixed labels, worded here with the rest of its text
/// (`HolidaysWording`, the presenter) so the view holds no sentence.
public enum HolidaysLabels {
    public static var previousYear: String { tr("Previous Year") }
    public static var nextYear: String { tr("Next Year") }
    public static var exportToCalendar: String { tr("Export to Calendar…") }
    public static var tryAgain: String { tr("_Try Again") }
    public static var chooseCountryButton: String { tr("_Choose Country…") }
    public static var chooseCountry: String { tr("Choose Country") }
    public static var chooseFirstTitle: String { tr("Choose a country first") }
    public static var chooseFirstDescription: String {
        tr("See its public holidays for any year, and export them to your calendar.")
    }
    public static var noHolidaysTitle: String { tr("No Holidays") }
    public static var unavailableTitle: String { tr("Holidays Unavailable") }
}
