/// One labelled fact on the detail page ("Public holiday" – "Yes").
public struct HolidayFact: Equatable, Sendable {
    public let label: String
    public let value: String

    public init(_ label: String, _ value: String) {
        self.label = label
        self.value = value
    }
}

/// Everything known about one holiday, as labelled facts. The page is a pure
/// function of the holiday chosen, so it has a state and a view, no presenter.
public struct HolidayDetailState: Equatable, Sendable {
    public var title: String
    public var subtitle: String?
    public var facts: [HolidayFact]

    public init(title: String, subtitle: String?, facts: [HolidayFact]) {
        self.title = title
        self.subtitle = subtitle
        self.facts = facts
    }

    @MainActor
    public init(input: HolidayDetailInput, regions: any SubdivisionNaming, dates: HolidayDateText, today: LocalDate) {
        let holiday = input.holiday
        let day = { (date: LocalDate) in tr("{day} {year}", ["day": dates.text(for: date), "year": String(date.year)]) }
        var facts =
            input.lastDate == holiday.date
            ? [
                HolidayFact(tr("Date"), day(holiday.date)),
                HolidayFact(tr("When"), Self.distance(from: today, to: holiday.date)),
            ]
            : [
                HolidayFact(
                    tr("Dates"), tr("{first} – {last}", ["first": day(holiday.date), "last": day(input.lastDate)])),
                HolidayFact(tr("Length"), Self.length(days: holiday.date.days(until: input.lastDate) + 1)),
                HolidayFact(tr("When"), Self.distance(from: today, toRange: holiday.date...input.lastDate)),
            ]
        facts += [
            HolidayFact(tr("Country"), "\(input.country.flag) \(input.countryName)"),
            HolidayFact(tr("Public holiday"), holiday.types.contains(.public) ? tr("Yes") : tr("No")),
            HolidayFact(
                tr("Types"),
                holiday.types.isEmpty
                    ? tr("None given") : holiday.types.map(HolidaysWording.name(of:)).joined(separator: ", ")),
        ]
        // The name that is not the title, first.
        if holiday.localName != holiday.name {
            facts.insert(
                input.naming.readsLocalNames(of: holiday.countryCode)
                    ? HolidayFact(tr("English name"), holiday.name) : HolidayFact(tr("Local name"), holiday.localName),
                at: 0)
        }
        if let counties = holiday.counties, !counties.isEmpty {
            let names = counties.map { code in
                regions.name(of: code).map { tr("{region} ({code})", ["region": $0, "code": code]) } ?? code
            }
            facts.append(
                HolidayFact(ntr("Region", "Regions", counties.count), names.joined(separator: ", ")))
        } else {
            facts.append(HolidayFact(tr("Regions"), tr("Nationwide")))
        }
        if let observed = holiday.observedOn {
            facts.append(HolidayFact(tr("Observed on"), day(observed)))
        }
        facts.append(HolidayFact(tr("Source"), HolidaysWording.name(of: input.source)))
        self.init(
            title: input.naming.title(of: holiday), subtitle: input.naming.subtitle(of: holiday), facts: facts)
    }

    static func length(days: Int) -> String { ntr("{count} day", "{count} days", days) }

    /// A break is "Now" while today is inside it, then counted from its last day.
    static func distance(from today: LocalDate, toRange range: ClosedRange<LocalDate>) -> String {
        if today < range.lowerBound { return distance(from: today, to: range.lowerBound) }
        if today > range.upperBound {
            let days = range.upperBound.days(until: today)
            return days == 1 ? tr("Ended yesterday") : ntr("Ended {count} day ago", "Ended {count} days ago", days)
        }
        let day = range.lowerBound.days(until: today) + 1
        return tr(
            "Now, day {day} of {length}",
            ["day": String(day), "length": String(range.lowerBound.days(until: range.upperBound) + 1)])
    }

    static func distance(from today: LocalDate, to date: LocalDate) -> String {
        let days = today.days(until: date)
        switch days {
        case 0: return tr("Today")
        case 1: return tr("Tomorrow")
        case -1: return tr("Yesterday")
        case 2...: return ntr("In {count} day", "In {count} days", days)
        default: return ntr("{count} day ago", "{count} days ago", -days)
        }
    }
}
