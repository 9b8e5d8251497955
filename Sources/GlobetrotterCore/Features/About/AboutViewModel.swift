import OpenCombine

@MainActor
public final class AboutViewModel: ViewModel {
    public let state: CurrentValueSubject<AboutViewState, Never>
    public let actions = PassthroughSubject<AboutAction, Never>()

    public init(content: AboutViewState) {
        state = CurrentValueSubject(content)
    }
}
