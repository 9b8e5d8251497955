import GlobetrotterCore

/// Assembles a searchable picker over the choices a feature worded.
@MainActor
enum PickerModule {
    static func build<Item: Sendable>(
        content: PickerContent<Item>
    ) -> Module<PickerView, PickerState, PickerAction, PickerResult<Item>> {
        Module(
            view: PickerView(placeholder: content.searchPlaceholder), presenter: PickerPresenter(content: content),
            loaded: .viewDidLoad)
    }
}
