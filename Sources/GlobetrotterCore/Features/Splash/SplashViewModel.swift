import OpenCombine

@MainActor
public final class SplashViewModel: ViewModel {
    public let status = CurrentValueSubject<String, Never>("")
    public let actions = PassthroughSubject<SplashAction, Never>()

    public init() {}
}
