import GLibKit
import GlobetrotterCore
import GtkKit
import OpenCombine

/// Assembles the Choose Country modal: a transient window whose result is
/// published once; the window closes itself after it.
@MainActor
final class ChooseCountryModule {
    let window: ModalWindow
    let view: ChooseCountryView
    let viewModel: ChooseCountryViewModel
    private let presenter: ChooseCountryPresenter
    private var subscription: AnyCancellable?

    init(countries: CountryCatalog, names: any CountryNameLocalizing, parent: Widget?) {
        view = ChooseCountryView()
        viewModel = ChooseCountryViewModel()
        presenter = ChooseCountryPresenter(
            viewModel: viewModel, interactor: ChooseCountryInteractor(catalog: countries, names: names))
        window = ModalWindow(title: "Choose Country", transientFor: parent, content: view.root, width: 420, height: 560)
        view.bind(to: viewModel)
        viewModel.actions.send(.viewDidLoad)
        // However the window closes (Close button, Escape, Alt+F4), that is a cancel
        // unless a country was chosen first; the presenter answers only once.
        window.onCloseRequest { [viewModel] in viewModel.actions.send(.cancel) }
    }

    /// The choice, once; the window is closed when it arrives.
    var result: AnyPublisher<ChooseCountryResult, Never> {
        presenter.result
            // Closed once the result has reached every subscriber.
            .handleEvents(receiveOutput: { [window] _ in MainContext.idle { window.close() } })
            .eraseToAnyPublisher()
    }

    func present() {
        // Without a window manager (or before the first frame) the focus set below can be
        // dropped; ask again once shown. Connected first: presenting maps the window at once.
        window.onMap { [view] in view.search.grabFocus() }
        window.setFocus(view.search)
        window.present()
    }
}
