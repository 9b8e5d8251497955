import OpenCombine

/// What the Holidays flow needs from the UI: the page, its detail pages,
/// the Choose Country modal and the save dialog.
@MainActor
public protocol HolidaysScreens: PickerScreens {
    /// Builds the page; its routes come back through the publisher.
    func showHolidays() -> AnyPublisher<HolidaysRoute, Never>
    /// Sends an action to the page's presenter (a child flow's result).
    func sendToHolidays(_ action: HolidaysAction)
    func showHolidayDetail(_ input: HolidayDetailInput)
    func saveCalendar(_ export: CalendarExport)
}

/// The Holidays flow: the page, Choose Country as a child coordinator whose
/// result goes back to the page, and the detail page. Runs as long as the window.
@MainActor
public final class HolidaysCoordinator: Coordinator<Never> {
    private let screens: HolidaysScreens
    private var pageRoutes: AnyCancellable?
    /// The open modal's result; one modal at a time, so one subscription.
    private var childRun: AnyCancellable?

    public init(screens: HolidaysScreens) {
        self.screens = screens
    }

    public override func start() -> AnyPublisher<Never, Never> {
        pageRoutes = screens.showHolidays()
            .sink { [weak self] in self?.handle($0) }
        return Empty(completeImmediately: false).eraseToAnyPublisher()
    }

    private func handle(_ route: HolidaysRoute) {
        switch route {
        case .chooseCountry(let countries):
            // One modal at a time: a second request while one is open is ignored.
            guard childCoordinatorCount == 0 else { return }
            childRun = coordinate(to: ModalCoordinator(picking: countries, on: screens))
                .sink { [weak self] result in
                    if case .picked(let country) = result { self?.screens.sendToHolidays(.countryChosen(country)) }
                }
        case .showDetail(let input):
            screens.showHolidayDetail(input)
        case .exportCalendar(let export):
            screens.saveCalendar(export)
        }
    }
}
