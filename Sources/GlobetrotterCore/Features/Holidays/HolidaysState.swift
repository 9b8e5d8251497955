/// Everything the Holidays page shows, as one value: each change is one
/// emission, and tests compare whole states.
public struct HolidaysState: Equatable, Sendable {
    public enum Content: Equatable, Sendable {
        /// No country chosen yet: the status page with its button.
        case chooseCountry
        /// First load for this country, nothing to show meanwhile.
        case loading
        case list([HolidayRow])
        /// The source answered with no holidays.
        case empty(String)
        case failed(String)
    }

    /// Flag and name for the header button; nil before a country is chosen.
    public var countryTitle: String?
    /// The header button as a screen reader says it ("Country: 🇩🇪 Germany"); the
    /// button shows the country alone, and its tooltip says what it does.
    public var countryButtonName: String {
        countryTitle.map { tr("Country: {country}", ["country": $0]) } ?? labels.chooseCountry
    }
    public var year: Int
    public var canGoToPreviousYear: Bool
    public var canGoToNextYear: Bool
    public var content: Content
    /// A refresh runs; the list keeps its last good rows meanwhile.
    public var isLoading: Bool
    /// "Source: Nager.Date".
    public var sourceLine: String?
    /// Why the data is a fallback; shown with a Retry button.
    public var notice: String?
    /// Row to scroll to when the list is new: the next upcoming holiday, else
    /// the first row (a year in the past or future starts at its top).
    public var scrollTarget: Int?
    /// The row shown selected: the holiday a search result opened.
    public var selectedRow: Int? = nil
    public var canExport: Bool
    /// The newest one-off message, for a toast.
    public var message: Toast? = nil
    /// The page's fixed labels.
    public var labels = HolidaysLabels()

    /// The page shows its answer (a list, an empty year, a problem, or the
    /// invitation to choose), not a spinner: what screenshots and tests wait for.
    public var isContentShown: Bool { content != .loading && !isLoading }

    public static func initial(year: Int) -> HolidaysState {
        HolidaysState(
            countryTitle: nil, year: year, canGoToPreviousYear: false, canGoToNextYear: false,
            content: .chooseCountry, isLoading: false, sourceLine: nil, notice: nil, scrollTarget: nil,
            canExport: false)
    }
}
