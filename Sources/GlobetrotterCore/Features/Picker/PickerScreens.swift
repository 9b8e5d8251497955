import OpenCombine

/// Where a picker is shown: a modal window over the page that opened it.
@MainActor
public protocol PickerScreens: AnyObject {
    /// Shows the picker module; its routes are the choice (or the cancel).
    func presentPicker<Item: Sendable>(_ content: PickerContent<Item>) -> AnyPublisher<PickerResult<Item>, Never>
    func dismissPicker()
}

extension ModalCoordinator {
    /// Runs a picker: its result is the chosen item, or cancelled.
    public convenience init<Item: Sendable>(picking content: PickerContent<Item>, on screens: any PickerScreens)
    where Result == PickerResult<Item> {
        self.init(present: { screens.presentPicker(content) }, dismiss: { screens.dismissPicker() })
    }
}
