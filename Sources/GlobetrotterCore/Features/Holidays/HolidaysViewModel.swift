import OpenCombine

@MainActor
public final class HolidaysViewModel: ViewModel {
    public let state: CurrentValueSubject<HolidaysState, Never>
    public let actions = PassthroughSubject<HolidaysAction, Never>()

    public init(year: Int) {
        state = CurrentValueSubject(.initial(year: year))
    }
}
