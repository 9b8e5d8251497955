import GtkKit

@testable import GlobetrotterCore
@testable import GlobetrotterUI

// What the tests read back from the views. Test-only accessors live here,
// not in the production views.

/// An open picker window.
@MainActor
struct OpenPicker {
    let window: ModalWindow
    let view: PickerView
}

extension PickerWindows {
    var open: OpenPicker? {
        guard let window, let view else { return nil }
        return OpenPicker(window: window, view: view)
    }
}

extension PickerView {
    /// The titles of the rows listed now (country or currency names).
    var titles: [String] { rows.map(\.title) }
}

extension HolidaysFlow {
    var chooser: OpenPicker? { pickers.open }
}

extension ConverterFlow {
    var picker: OpenPicker? { pickers.open }
    var view: ConverterView { page!.view }
    var viewModel: ViewModel<ConverterState, ConverterAction> { page!.viewModel }
}

extension HolidaysView {
    /// The fallback note's parts.
    var notice: Label { noticeBar.label }
    var noticeShown: Bool { noticeBar.root.isVisible }
    var retry: Button { noticeBar.retry }
    /// The content crossfades between loading, list and problem.
    var isFading: Bool { content.isTransitionRunning }
    /// The holiday names of the rows that exist now.
    var visibleHolidayNames: [String] {
        list.boundRows.compactMap { ($0.row as? HolidayRowView)?.name.text }
    }
    var holidayNames: [String] { rows.map(\.name) }
}

extension HolidayDetailView {
    /// Label → value of every fact shown.
    var shownFacts: [String: String] {
        Dictionary(
            uniqueKeysWithValues: factRows.map { row in
                let value = row.firstDescendant { $0.typeName == "GtkLabel" && $0.hasCSSClass("dim-label") }
                return (row.title, value.map { Label(widget: $0.objectPointer).text } ?? row.subtitle ?? "")
            })
    }

    var shownTitle: String { title.text }
}

extension ConverterState {
    /// A form with nothing in it, for views tested on their own.
    static let blank = ConverterState(
        amountText: "", from: CurrencyLabel(code: "", name: ""), to: CurrencyLabel(code: "", name: ""))
}

extension ViewModel where State == ConverterState {
    /// Puts a chart on screen as the presenter would.
    func showChart(_ chart: RateChartState) {
        var next = state
        next.chart = chart
        publish(next)
    }
}
