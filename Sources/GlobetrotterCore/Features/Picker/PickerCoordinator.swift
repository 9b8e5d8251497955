import OpenCombine

/// Where a picker is shown: a modal window over the page that opened it.
@MainActor
public protocol PickerScreens: AnyObject {
    /// Shows the picker module; its routes are the choice (or the cancel).
    func presentPicker<Item: Sendable>(_ content: PickerContent<Item>) -> AnyPublisher<PickerResult<Item>, Never>
    func dismissPicker()
}

/// Runs a picker: shows it, takes its first result, closes it, and reports
/// the result to the parent coordinator.
@MainActor
public final class PickerCoordinator<Item: Sendable>: Coordinator<PickerResult<Item>> {
    private let screens: any PickerScreens
    private let content: PickerContent<Item>

    public init(screens: any PickerScreens, content: PickerContent<Item>) {
        self.screens = screens
        self.content = content
    }

    public override func start() -> AnyPublisher<PickerResult<Item>, Never> {
        screens.presentPicker(content)
            .prefix(1)
            .handleEvents(receiveOutput: { [screens] _ in screens.dismissPicker() })
            .eraseToAnyPublisher()
    }
}
