import OpenCombine

@MainActor
public final class ShellViewModel: ViewModel {
    public let selectedPage: CurrentValueSubject<AppPage, Never>
    /// Non-nil while the app runs on bundled data; the text says why.
    public let offlineNotice = CurrentValueSubject<String?, Never>(nil)
    /// One-off messages for a toast.
    public let messages = PassthroughSubject<String, Never>()
    public let actions = PassthroughSubject<ShellAction, Never>()

    public init(initialPage: AppPage) {
        selectedPage = CurrentValueSubject(initialPage)
    }
}
