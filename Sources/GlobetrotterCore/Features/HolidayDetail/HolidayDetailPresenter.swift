import OpenCombine

/// Everything known about one holiday, as labelled facts.
@MainActor
public final class HolidayDetailPresenter {
    private let viewModel: HolidayDetailViewModel
    private let input: HolidayDetailInput
    private let regions: any SubdivisionNaming
    private let dates: HolidayDateText
    private let today: LocalDate
    private var subscriptions: Set<AnyCancellable> = []

    public init(
        viewModel: HolidayDetailViewModel, input: HolidayDetailInput, regions: any SubdivisionNaming,
        dates: HolidayDateText, today: LocalDate
    ) {
        self.viewModel = viewModel
        self.input = input
        self.regions = regions
        self.dates = dates
        self.today = today
        viewModel.actions
            .sink { [weak self] action in
                if action == .viewDidLoad { self?.present() }
            }
            .store(in: &subscriptions)
    }

    private func present() {
        let holiday = input.holiday
        var facts =
            input.lastDate == holiday.date
            ? [
                HolidayFact("Date", "\(dates.text(for: holiday.date)) \(holiday.date.year)"),
                HolidayFact("When", Self.distance(from: today, to: holiday.date)),
            ]
            : [
                HolidayFact(
                    "Dates",
                    "\(dates.text(for: holiday.date)) \(holiday.date.year) – "
                        + "\(dates.text(for: input.lastDate)) \(input.lastDate.year)"),
                HolidayFact("Length", Self.length(days: holiday.date.days(until: input.lastDate) + 1)),
                HolidayFact("When", Self.distance(from: today, toRange: holiday.date...input.lastDate)),
            ]
        facts += [
            HolidayFact("Country", "\(input.country.flag) \(input.countryName)"),
            HolidayFact("Public holiday", holiday.types.contains(.public) ? "Yes" : "No"),
            HolidayFact(
                "Types", holiday.types.isEmpty ? "None given" : holiday.types.map(\.rawValue).joined(separator: ", ")),
        ]
        if holiday.localName != holiday.name { facts.insert(HolidayFact("Local name", holiday.localName), at: 0) }
        if let counties = holiday.counties, !counties.isEmpty {
            let names = counties.map { code in regions.name(of: code).map { "\($0) (\(code))" } ?? code }
            facts.append(HolidayFact(counties.count == 1 ? "Region" : "Regions", names.joined(separator: ", ")))
        } else {
            facts.append(HolidayFact("Regions", "Nationwide"))
        }
        if let observed = holiday.observedOn {
            facts.append(HolidayFact("Observed on", "\(dates.text(for: observed)) \(observed.year)"))
        }
        facts.append(HolidayFact("Source", input.source.label))
        viewModel.display.send(
            HolidayDetailDisplay(
                title: holiday.name, subtitle: holiday.localName == holiday.name ? nil : holiday.localName,
                facts: facts))
    }

    static func length(days: Int) -> String { days == 1 ? "1 day" : "\(days) days" }

    /// A break is "Now" while today is inside it, then counted from its last day.
    static func distance(from today: LocalDate, toRange range: ClosedRange<LocalDate>) -> String {
        if today < range.lowerBound { return distance(from: today, to: range.lowerBound) }
        if today > range.upperBound {
            let days = range.upperBound.days(until: today)
            return days == 1 ? "Ended yesterday" : "Ended \(days) days ago"
        }
        let day = range.lowerBound.days(until: today) + 1
        return "Now, day \(day) of \(range.lowerBound.days(until: range.upperBound) + 1)"
    }

    static func distance(from today: LocalDate, to date: LocalDate) -> String {
        let days = today.days(until: date)
        switch days {
        case 0: return "Today"
        case 1: return "Tomorrow"
        case -1: return "Yesterday"
        case 2...: return "In \(days) days"
        default: return "\(-days) days ago"
        }
    }
}
