import Foundation
import GlobetrotterCore
import GtkKit

/// The converter's modal windows for its coordinator: the currency picker
/// and About, over the window that shows `parent`; links open in the browser.
@MainActor
final class ConverterWindows: ConverterScreens {
    private let parent: Widget
    private(set) var picker: CurrencyPickerModule?
    private(set) var about: RatesAboutModule?

    init(parent: Widget) { self.parent = parent }

    public func presentCurrencyPicker(_ viewModel: CurrencyPickerViewModel) {
        let module = CurrencyPickerModule(viewModel: viewModel, parent: parent.root)
        picker = module
        module.present()
    }

    public func dismissCurrencyPicker() {
        picker?.dismiss()
        picker = nil
    }

    public func presentAbout(_ viewModel: AboutViewModel) {
        let module = RatesAboutModule(viewModel: viewModel, parent: parent.root)
        about = module
        module.present()
    }

    public func dismissAbout() {
        about?.dismiss()
        about = nil
    }

    public func open(_ url: URL) {
        URILauncher.open(url.absoluteString, parent: parent.root)
    }
}
