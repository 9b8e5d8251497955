import Foundation
import GlobetrotterCore
import GtkKit
import OpenCombine

/// The Holidays flow's screens for its coordinator: the page and its detail
/// sub-page in one navigation stack, the Choose Country modal, the save dialog.
@MainActor
public final class HolidaysFlow: HolidaysScreens {
    public let root = Stack(transition: .slideLeftRight)
    private let dependencies: HolidaysDependencies
    private let settings: SettingsStore
    private let showMessage: @MainActor (String) -> Void
    private(set) var page: HolidaysModule.Built?
    private(set) var detail: HolidayDetailModule?
    private(set) var chooser: ChooseCountryModule?

    public init(
        dependencies: HolidaysDependencies, settings: SettingsStore, showMessage: @escaping @MainActor (String) -> Void
    ) {
        self.dependencies = dependencies
        self.settings = settings
        self.showMessage = showMessage
    }

    public func showHolidays() -> AnyPublisher<HolidaysRoute, Never> {
        let built = HolidaysModule.build(dependencies: dependencies, settings: settings)
        page = built
        root.addNamed(built.view.root, name: "list")
        root.visibleChildName = "list"
        return built.routes
    }

    /// Calls `handler` once the page shows its data (or its problem), not a spinner.
    public func whenContentReady(_ handler: @escaping @MainActor () -> Void) {
        guard let page else { return handler() }
        page.view.whenSettled(handler)
    }

    public func sendToHolidays(_ action: HolidaysAction) { page?.viewModel.actions.send(action) }

    public func presentChooseCountry() -> AnyPublisher<ChooseCountryResult, Never> {
        let module = ChooseCountryModule(
            countries: dependencies.countries, names: dependencies.countryNames, parent: root.root)
        chooser = module
        module.present()
        return module.result
            .handleEvents(receiveOutput: { [weak self] _ in self?.chooser = nil })
            .eraseToAnyPublisher()
    }

    public func showHolidayDetail(_ input: HolidayDetailInput) {
        let module = HolidayDetailModule(
            input: input, regions: dependencies.regionNames, today: LocalDate.today(now: dependencies.now()))
        if let old = detail { root.remove(old.view.root) }
        detail = module
        module.view.back.onClicked { [weak self] in self?.goBack() }
        root.addNamed(module.view.root, name: "detail")
        root.visibleChildName = "detail"
        module.view.back.grabFocus()
    }

    /// Back from a holiday's detail to the list.
    public func goBack() {
        root.visibleChildName = "list"
    }

    public func saveCalendar(_ export: CalendarExport) {
        let dialog = SaveFileDialog(
            title: "Export to Calendar", transientFor: root.root, suggestedName: export.suggestedFileName)
        // Toast titles are markup; file names and error texts are not.
        let showMessage = { [showMessage] (text: String) in showMessage(escapeMarkup(text)) }
        dialog.present { path in
            guard let path else { return }
            do {
                try Data(export.contents.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
                showMessage("Saved \(URL(fileURLWithPath: path).lastPathComponent)")
            } catch {
                showMessage("Could not save the calendar: \(error.localizedDescription)")
            }
        }
    }
}
