import GLibKit
import GlobetrotterCore
import GtkKit
import OpenCombine

/// Shows pickers as modal windows over a page: the `PickerScreens` every
/// flow that opens a picker hands to its coordinator.
@MainActor
public final class PickerWindows: PickerScreens {
    private let parent: Widget
    /// The open picker's window and view; at most one.
    private(set) var window: ModalWindow?
    private(set) var view: PickerView?
    /// Keeps the open picker's presenter alive.
    private var module: Any?

    init(parent: Widget) { self.parent = parent }

    public func presentPicker<Item: Sendable>(_ content: PickerContent<Item>) -> AnyPublisher<PickerResult<Item>, Never>
    {
        let module = PickerModule.build(content: content)
        let view = module.view
        let window = ModalWindow(
            title: content.title, transientFor: parent.root, content: view.root, width: 420, height: 560)
        // However the window closes (Close button, Escape, Alt+F4), that is a
        // cancel unless a choice came first; the presenter answers only once.
        window.onCloseRequest { [viewModel = module.viewModel] in viewModel.send(.cancel) }
        // Without a window manager (or before the first frame) the focus set below
        // can be dropped, and a list not laid out yet cannot scroll: both again once
        // shown. Connected first: presenting maps the window at once.
        window.onMap { [view] in
            view.search.grabFocus()
            view.list.onNextFrame { view.scrollToSelection() }
        }
        window.setFocus(view.search)
        (self.module, self.view, self.window) = (module, view, window)
        window.present()
        return module.routes
    }

    /// Closed from idle: the result may arrive inside the window's own close-request.
    public func dismissPicker() {
        guard let window else { return }
        MainContext.idle { window.close() }
        (module, view, self.window) = (nil, nil, nil)
    }
}

/// A flow whose pages open pickers: they are shown over its root by its
/// `pickers`, so the flow implements `PickerScreens` by conforming, not by
/// forwarding.
@MainActor
public protocol ShowsPickers: PickerScreens {
    var pickers: PickerWindows { get }
}

extension ShowsPickers {
    public func presentPicker<Item: Sendable>(_ content: PickerContent<Item>) -> AnyPublisher<PickerResult<Item>, Never>
    {
        pickers.presentPicker(content)
    }

    public func dismissPicker() { pickers.dismissPicker() }
}
