import OpenCombine

@MainActor
public final class HolidayDetailViewModel: ViewModel {
    public let display = CurrentValueSubject<HolidayDetailDisplay, Never>(.empty)
    public let actions = PassthroughSubject<HolidayDetailAction, Never>()

    public init() {}
}
