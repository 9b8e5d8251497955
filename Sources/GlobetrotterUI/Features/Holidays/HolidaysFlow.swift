import Foundation
import GlobetrotterCore
import GtkKit
import OpenCombine

/// The Holidays flow's screens for its coordinator: the page and its detail
/// sub-page in one navigation stack, the Choose Country modal, the save dialog.
@MainActor
public final class HolidaysFlow: HolidaysScreens, ShowsPickers {
    public let root = Stack(transition: .slideLeftRight)
    private let dependencies: HolidaysDependencies
    private let settings: SettingsStore
    private let home: HomeSettings?
    private(set) var page: Module<HolidaysView, HolidaysState, HolidaysAction, HolidaysRoute>?
    private(set) var detail: HolidayDetailView?
    public private(set) lazy var pickers = PickerWindows(parent: root)
    private var messages: AnyCancellable?

    public init(dependencies: HolidaysDependencies, settings: SettingsStore, home: HomeSettings? = nil) {
        self.home = home
        self.dependencies = dependencies
        self.settings = settings
    }

    public func showHolidays() -> AnyPublisher<HolidaysRoute, Never> {
        let module = HolidaysModule.build(dependencies: dependencies, settings: settings, home: home)
        page = module
        // The page's messages (already worded) go to the window's toasts.
        messages = module.viewModel.field(\.message).compactMap { $0?.text }
            .sink { [root] in root.showToast(ToastRequest($0)) }
        root.addNamed(module.view.root, name: "list")
        root.visibleChildName = "list"
        return module.routes
    }

    /// Calls `handler` once the page shows its data (or its problem), not a spinner.
    public func whenContentReady(_ handler: @escaping @MainActor () -> Void) {
        guard let page else { return handler() }
        page.view.whenSettled(handler)
    }

    public func sendToHolidays(_ action: HolidaysAction) { page?.viewModel.send(action) }

    public func showHolidayDetail(_ input: HolidayDetailInput) {
        let view = HolidayDetailModule.build(
            input: input, regions: dependencies.regionNames, today: LocalDate.today(now: dependencies.now()))
        if let old = detail { root.remove(old.root) }
        detail = view
        root.addNamed(view.root, name: "detail")
        root.visibleChildName = "detail"
        view.back.grabFocus()
    }

    /// Whether a holiday's details are shown (Back returns to the list).
    public var isShowingDetail: Bool { root.visibleChildName == "detail" }

    /// Back from a holiday's detail to the list.
    public func goBack() {
        root.visibleChildName = "list"
    }

    public func saveCalendar(_ export: CalendarExport) {
        let dialog = SaveFileDialog(
            title: tr("Export to Calendar"), transientFor: root.root, suggestedName: export.suggestedFileName)
        dialog.present { [weak self] path in
            guard let path else { return }
            let url = URL(fileURLWithPath: path)
            do {
                try Data(export.contents.utf8).write(to: url, options: .atomic)
                self?.sendToHolidays(.calendarSaved(fileName: url.lastPathComponent))
            } catch {
                DiagnosticLog.warning("Saving \(path) failed: \(error)")
                self?.sendToHolidays(.calendarNotSaved(fileName: url.lastPathComponent))
            }
        }
    }
}
