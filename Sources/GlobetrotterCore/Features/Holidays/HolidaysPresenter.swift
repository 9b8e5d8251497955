import Foundation
import OpenCombine

/// The Holidays page: the chosen country and year, loading with fallback
/// notes, and the routes to Choose Country, a holiday's detail and export.
@MainActor
public final class HolidaysPresenter: Presenter<HolidaysState, HolidaysAction, HolidaysRoute> {
    private let interactor: HolidaysInteracting
    private let names: any CountryNameLocalizing
    private let rowMapper: HolidayRowMapper
    private let naming: HolidayNaming
    private var country: Country?
    private var shown: HolidayYear?
    /// What each shown row stands for (a school break is one row).
    private var shownSpans: [HolidaySpan] = []
    private var homeFollowing: AnyCancellable?
    /// The day and which of its holidays a search result asked for, selected once its year has loaded.
    private var pendingSelection: (day: LocalDate, index: Int)?

    /// - Parameter naming: which of a holiday's names is its title; by
    ///   default as the interface's language has it.
    public init(
        interactor: HolidaysInteracting, names: any CountryNameLocalizing, dates: HolidayDateText,
        naming: HolidayNaming = HolidayNaming()
    ) {
        self.interactor = interactor
        self.names = names
        self.naming = naming
        rowMapper = HolidayRowMapper(dates: dates, naming: naming)
        super.init(initial: .initial(year: interactor.today.year))
    }

    public override func handle(_ action: HolidaysAction) {
        switch action {
        case .viewDidLoad:
            let year = clamp(interactor.savedYear ?? interactor.today.year)
            update { $0.year = year }
            if let saved = interactor.savedCountry { show(saved) }
            homeFollowing = interactor.homeChanges.sink { [weak self] in self?.handle(.homeChanged) }
        case .homeChanged:
            // A country chosen here stays; a page on the default follows the new home.
            guard interactor.followsHome, let home = interactor.savedCountry, home != country else { return }
            show(home)
        case .open(let code, let date, let index):
            guard let opened = try? interactor.countries().first(where: { $0.alpha2 == code })
            else { return }
            pendingSelection = (date, index)
            let year = clamp(date.year)
            if year != state.year { update { $0.year = year } }
            if opened != country {
                show(opened)
            } else {
                load(reload: false)
            }
        case .openYear(let code, let year):
            guard let opened = try? interactor.countries().first(where: { $0.alpha2 == code })
            else { return }
            pendingSelection = nil
            let year = clamp(year)
            if year != state.year { update { $0.year = year } }
            if opened != country { show(opened) } else { load(reload: false) }
        case .chooseCountry:
            route(.chooseCountry(.countries(Result(catching: interactor.countries), names: names)))
        case .countryChosen(let chosen):
            interactor.remember(country: chosen)
            show(chosen)
        case .previousYear:
            changeYear(by: -1)
        case .nextYear:
            changeYear(by: 1)
        case .retry:
            load(reload: true)
        case .selectHoliday(let index):
            guard let country, let shown, shownSpans.indices.contains(index) else { return }
            let span = shownSpans[index]
            route(
                .showDetail(
                    HolidayDetailInput(
                        holiday: span.holiday, lastDate: span.lastDate, country: country,
                        countryName: country.localizedName(names), source: shown.source, naming: naming)))
        case .exportCalendar:
            guard let country, let shown else { return }
            let text = HolidaysWording.calendarText(
                countryName: country.localizedName(names), year: shown.year, source: shown.source, naming: naming)
            let contents = ICalendarWriter.document(for: shown, text: text, stamp: interactor.now)
            route(
                .exportCalendar(
                    CalendarExport(suggestedFileName: ICalendarWriter.fileName(for: shown), contents: contents)))
        case .calendarSaved(let fileName):
            showMessage(tr("Saved {file}", ["file": fileName]))
        case .calendarNotSaved(let fileName):
            showMessage(
                tr("Could not save {file}. Try another folder or name.", ["file": fileName]))
        case .networkBecameAvailable:
            // A problem page is retried as if Retry was pressed; a fallback is
            // refreshed in place; a fresh answer stays as it is.
            if country != nil, case .failed = state.content {
                load(reload: true)
            } else if shown?.fallback != nil {
                load(reload: true, keepingShownOnFailure: true)
            }
        }
    }

    /// The year switcher's limits follow from the year and whether a country is chosen.
    public override func completing(_ state: HolidaysState) -> HolidaysState {
        var state = state
        state.canGoToPreviousYear = country != nil && state.year > interactor.years.lowerBound
        state.canGoToNextYear = country != nil && state.year < interactor.years.upperBound
        return state
    }

    private func showMessage(_ text: String) {
        update { $0.message = Toast(text: text) }
    }

    private func show(_ chosen: Country) {
        let isNewCountry = chosen != country
        country = chosen
        if isNewCountry {
            shown = nil
            shownSpans = []
        }
        let title = "\(chosen.flag) \(chosen.localizedName(names))"
        load(reload: false) { $0.countryTitle = title }
    }

    private func changeYear(by offset: Int) {
        let year = clamp(state.year + offset)
        guard year != state.year else { return }
        interactor.remember(year: year)
        if country != nil {
            load(reload: false) { $0.year = year }
        } else {
            update { $0.year = year }
        }
    }

    private func clamp(_ year: Int) -> Int {
        min(max(year, interactor.years.lowerBound), interactor.years.upperBound)
    }

    /// Starts loading; `change` goes into the same emission as the loading flag.
    /// - Parameter keepingShownOnFailure: a background refresh that fails leaves
    ///   the shown list and its notice as they were.
    private func load(
        reload: Bool, keepingShownOnFailure: Bool = false, with change: (inout HolidaysState) -> Void = { _ in }
    ) {
        guard let country else { return }
        update {
            change(&$0)
            $0.isLoading = true
            if shown == nil { $0.content = .loading }
        }
        let year = state.year
        run("load") { [weak self, interactor] in
            let outcome: Result<HolidayYear, HolidayLoadError>
            do throws(HolidayLoadError) {
                outcome = .success(try await interactor.holidays(country: country, year: year, reload: reload))
            } catch {
                outcome = .failure(error)
            }
            guard !Task.isCancelled else { return }
            self?.finishLoad(outcome, keepingShownOnFailure: keepingShownOnFailure)
        }
    }

    private func finishLoad(_ outcome: Result<HolidayYear, HolidayLoadError>, keepingShownOnFailure: Bool) {
        switch outcome {
        case .success(let loaded):
            defer { pendingSelection = nil }
            shown = loaded
            let mapped = rowMapper.rows(for: loaded.holidays, today: interactor.today)
            let (rows, next) = (mapped.rows, mapped.next)
            shownSpans = mapped.spans
            update {
                $0.isLoading = false
                $0.content =
                    rows.isEmpty
                    ? .empty(HolidaysWording.noHolidays(in: loaded))
                    : .list(rows)
                $0.sourceLine = tr("Source: {source}", ["source": HolidaysWording.name(of: loaded.source)])
                $0.notice = [HolidaysWording.fallbackNote(for: loaded), offlineDataNote].compactMap { $0 }.joined(
                    separator: " ")
                if $0.notice == "" { $0.notice = nil }
                // A year without an upcoming holiday starts at its top, not where the last one was left.
                $0.scrollTarget = rows.isEmpty ? nil : (next ?? 0)
                $0.selectedRow = pendingSelection.flatMap { wanted in
                    HolidaySpan.row(of: wanted.index, on: wanted.day, among: loaded.holidays, in: shownSpans)
                }
                if let selected = $0.selectedRow { $0.scrollTarget = selected }
                $0.canExport = !rows.isEmpty
            }
        case .failure where keepingShownOnFailure && shown != nil:
            update { $0.isLoading = false }
        case .failure(let error):
            shown = nil
            shownSpans = []
            update {
                $0.isLoading = false
                $0.content = .failed(HolidaysWording.failure(error))
                $0.sourceLine = nil
                $0.notice = nil
                $0.scrollTarget = nil
                $0.canExport = false
            }
        }
    }

    /// Said while the pack is unusable, even when the online answer is fine:
    /// without a connection nothing could be shown.
    private var offlineDataNote: String? {
        switch interactor.offlineDataProblem {
        case nil: nil
        case .corrupt?:
            tr(
                "The offline data is damaged, so holidays can only be shown while online. Reinstalling Globetrotter repairs it."
            )
        case .missing?, .unsupportedVersion?:
            tr(
                "The offline data is missing, so holidays can only be shown while online. Reinstalling Globetrotter restores it."
            )
        }
    }
}
