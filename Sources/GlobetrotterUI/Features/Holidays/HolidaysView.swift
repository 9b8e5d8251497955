import GLibKit
import GlobetrotterCore
import GtkKit
import OpenCombine

/// The Holidays page: country button and year switcher, the fallback notice
/// with Retry, the list (or a status page), and the source line.
@MainActor
final class HolidaysView: ModuleView {
    let root: Widget
    let countryButton: Button
    let list: ListView
    private let countryLabel = Label()
    let yearLabel = Label()
    let previousYear: Button
    let nextYear: Button
    private let exportButton: Button
    private let spinner = Spinner()
    private let loadingSpinner = Spinner()
    let noticeBar = NoticeBar()
    let source = Label()
    let content = Stack(transition: .crossfade)
    /// Its icon is set when shown: a hidden stack page is still measured, and
    /// measuring loads the icon (here an SVG, before the first frame).
    private let problem = StatusPage(iconName: nil, title: "")
    private let problemRetry: Button
    let chooseFirst: Button
    private(set) var rows: [HolidayRow] = []
    private var lastScrolledContent: HolidaysState.Content?
    /// The search result's row scrolled to last: opening it again scrolls again.
    private var lastScrolledSelection: Int?
    private var subscriptions: Set<AnyCancellable> = []

    init(labels: HolidaysLabels) {
        previousYear = Button(iconName: "go-previous-symbolic", tooltip: labels.previousYear)
        nextYear = Button(iconName: "go-next-symbolic", tooltip: labels.nextYear)
        exportButton = Button(iconName: "document-save-as-symbolic", tooltip: labels.exportToCalendar)
        problemRetry = Button(label: labels.tryAgain)
        chooseFirst = Button(label: labels.chooseCountryButton)
        var rowsProvider: () -> [HolidayRow] = { [] }
        let dateColumn = WidthGroup()
        list = ListView { HolidayRowView(rows: { rowsProvider() }, dateColumn: dateColumn) }
        list.addCSSClass("holiday-list")
        // GNOME lists open a row on one click, as on Enter.
        list.activatesOnSingleClick = true
        countryLabel.ellipsizeEnd()
        countryButton = Button(
            child: Box(.horizontal, spacing: 6, [countryLabel, Image(iconName: "pan-down-symbolic")]),
            tooltip: labels.chooseCountry)
        countryButton.addCSSClass("flat")
        countryLabel.addCSSClass("title-3")
        yearLabel.addCSSClass("heading")
        yearLabel.sizeRequest(width: 56)
        let yearSwitcher = Box(.horizontal, spacing: 0, [previousYear, yearLabel, nextYear])
        yearSwitcher.addCSSClass("linked")
        [previousYear, nextYear, exportButton].forEach { $0.addCSSClass("flat") }
        let spacer = Box(.horizontal)
        spacer.expand(horizontally: true, vertically: false)
        let toolbar = Box(.horizontal, spacing: 8, [countryButton, spacer, spinner, yearSwitcher, exportButton])
        toolbar.margins(top: 10, bottom: 6, start: 12, end: 12)

        noticeBar.root.margins(top: 0, bottom: 6, start: 12, end: 12)

        chooseFirst.addCSSClass("pill")
        chooseFirst.addCSSClass("suggested-action")
        chooseFirst.align(horizontal: .center)
        let choose = StatusPage(
            iconName: AppIcons.calendarStatus, title: labels.chooseFirstTitle,
            description: labels.chooseFirstDescription, child: chooseFirst)
        problemRetry.addCSSClass("pill")
        problemRetry.align(horizontal: .center)
        problem.setChild(problemRetry)
        let loading = loadingSpinner
        loading.sizeRequest(width: 32, height: 32)
        loading.align(horizontal: .center, vertical: .center)
        scrolled = ScrolledWindow(ClampScrollable(list, maximumWidth: 860))
        content.addNamed(choose, name: "choose")
        content.addNamed(loading, name: "loading")
        content.addNamed(scrolled, name: "list")
        content.addNamed(problem, name: "problem")
        content.expand()

        source.addCSSClass("caption")
        source.addCSSClass("dim-label")
        source.margins(top: 4, bottom: 8, start: 12, end: 12)
        source.setAlignment(x: 0)
        header = Box(.vertical, [toolbar, noticeBar.root])
        root = Box(.vertical, [header, content, source])
        rowsProvider = { [weak self] in self?.rows ?? [] }
    }

    private let header: Box
    let scrolled: ScrolledWindow

    func bind(to viewModel: ViewModel<HolidaysState, HolidaysAction>) {
        let send = { [weak viewModel] (action: HolidaysAction) in viewModel?.send(action) }
        countryButton.onClicked { send(.chooseCountry) }
        chooseFirst.onClicked { send(.chooseCountry) }
        previousYear.onClicked { send(.previousYear) }
        nextYear.onClicked { send(.nextYear) }
        noticeBar.retry.onClicked { send(.retry) }
        problemRetry.onClicked { send(.retry) }
        exportButton.onClicked { send(.exportCalendar) }
        list.onActivate { send(.selectHoliday(index: $0)) }
        viewModel.states
            .sink { [weak self] in self?.render($0) }
            .store(in: &subscriptions)
    }

    private func render(_ state: HolidaysState) {
        header.isVisible = state.countryTitle != nil
        countryLabel.text = state.countryTitle ?? ""
        countryButton.setAccessibleLabel(state.countryButtonName)
        yearLabel.text = String(state.year)
        previousYear.isSensitive = state.canGoToPreviousYear
        nextYear.isSensitive = state.canGoToNextYear
        exportButton.isSensitive = state.canExport
        spinner.isActive = state.isLoading
        spinner.isVisible = state.isLoading
        noticeBar.show(state.notice)
        source.text = state.sourceLine ?? ""
        source.isVisible = state.sourceLine != nil
        loadingSpinner.isActive = state.content == .loading
        switch state.content {
        case .chooseCountry:
            content.visibleChildName = "choose"
        case .loading:
            content.visibleChildName = "loading"
        case .list(let newRows):
            if newRows != rows {
                rows = newRows
                list.reload(count: rows.count)
            }
            if list.selectedIndex != state.selectedRow { list.selectedIndex = state.selectedRow }
            content.visibleChildName = "list"
            if lastScrolledContent != state.content || lastScrolledSelection != state.selectedRow,
                let target = state.scrollTarget
            {
                lastScrolledContent = state.content
                lastScrolledSelection = state.selectedRow
                scrollOnceShown(to: target, focusing: state.selectedRow)
            }
        case .empty(let message):
            show(problem: state.labels.noHolidaysTitle, message, icon: AppIcons.calendarStatus)
        case .failed(let message):
            show(problem: state.labels.unavailableTitle, message, icon: "dialog-warning-symbolic")
        }
        renderedContentShown = state.isContentShown
        callSettleWaitersIfSettled()
    }

    /// GtkListView 4.8 loses its rows when asked to scroll before it has a
    /// size: scroll once the page transition is over and a frame was drawn.
    /// A row a search result opened (`focusing`) then takes the keyboard
    /// focus, so Return opens it and the arrows go on from it.
    private func scrollOnceShown(to target: Int, focusing selected: Int? = nil) {
        pendingScroll = true
        content.whenTransitionFinished { [weak self] in
            guard let self else { return }
            list.onNextFrame { [weak self] in
                guard let self else { return }
                // Another year or country starts at its top, not where the
                // last list was left; GTK then scrolls down just far enough to
                // show a row: aim a few rows past the target, so the next
                // holiday appears with what follows it.
                scrolled.scrollToTop()
                if target > 0 { list.scrollTo(min(target + 3, rows.count - 1)) }
                // GtkListView 4.8 moves its recycled rows one layout after the
                // scroll: until then a click can land on a row of the old position.
                list.onNextFrame { [weak self] in
                    self?.list.onNextFrame { [weak self] in
                        guard let self else { return }
                        if let selected { list.boundRows.first { $0.index == selected }?.row.focus() }
                        pendingScroll = false
                        callSettleWaitersIfSettled()
                    }
                }
            }
        }
    }

    private var pendingScroll = false

    private func show(problem title: String, _ message: String, icon: String) {
        problem.title = title
        // A status page's description is Pango markup; server messages are not.
        problem.details = escapeMarkup(message)
        problem.iconName = icon
        content.visibleChildName = "problem"
    }

    /// Calls `handler` once nothing is loading and the content has settled:
    /// no transition running, the list scrolled (for screenshots). Driven by
    /// what this view rendered, not by the view model: subscribers of a
    /// subject are not called in a fixed order.
    func whenSettled(_ handler: @escaping @MainActor () -> Void) {
        settleWaiters.append(handler)
        callSettleWaitersIfSettled()
    }

    private func callSettleWaitersIfSettled() {
        guard !settleWaiters.isEmpty, renderedContentShown, !pendingScroll else { return }
        content.whenTransitionFinished { [weak self] in
            MainContext.idle { [weak self] in
                guard let self, renderedContentShown, !pendingScroll, !content.isTransitionRunning else { return }
                let waiting = settleWaiters
                settleWaiters = []
                waiting.forEach { $0() }
            }
        }
    }

    private var settleWaiters: [@MainActor () -> Void] = []
    /// Whether the last state rendered had its content shown (`HolidaysState.isContentShown`).
    private var renderedContentShown = false
}
