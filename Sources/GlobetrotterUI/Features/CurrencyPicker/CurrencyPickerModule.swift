import GLibKit
import GlobetrotterCore
import GtkKit

/// The currency picker's modal window around its view; the coordinator
/// owns the presenter and closes the window through `dismiss()`.
@MainActor
final class CurrencyPickerModule {
    let window: ModalWindow
    let view = CurrencyPickerView()
    let viewModel: CurrencyPickerViewModel

    init(viewModel: CurrencyPickerViewModel, parent: Widget?) {
        self.viewModel = viewModel
        window = ModalWindow(
            title: "Choose Currency", transientFor: parent, content: view.root, width: 420, height: 560)
        view.bind(to: viewModel)
        // Close button, Escape or Alt+F4: a cancel, unless a currency was picked first
        // (the coordinator takes only the first result).
        window.onCloseRequest { [viewModel] in viewModel.actions.send(.cancel) }
    }

    func present() {
        viewModel.actions.send(.viewDidLoad)
        // Without a window manager (or before the first frame) the focus set
        // below can be dropped, and a list not laid out yet cannot scroll: both
        // again once shown. Connected first: presenting maps the window at once.
        window.onMap { [view] in
            view.search.grabFocus()
            view.list.onNextFrame { view.scrollToSelection() }
        }
        window.setFocus(view.search)
        window.present()
    }

    /// Closed from idle: the result may arrive inside the window's own close-request.
    func dismiss() {
        MainContext.idle { [window] in window.close() }
    }
}
