import OpenCombine
import Testing

@testable import GlobetrotterCore

@MainActor
final class FakeProfileScreens: ProfileScreens {
    let routes = PassthroughSubject<ProfileRoute, Never>()
    let chosenPicture = PassthroughSubject<String?, Never>()
    var profileActions: [ProfileAction] = []
    var selectorsOpened = 0
    var pickersShown: [String] = []
    var pickersDismissed = 0
    /// The open picker's answer, a `PickerResult` of its item type.
    let pickerAnswer = PassthroughSubject<Any, Never>()

    func showProfile() -> AnyPublisher<ProfileRoute, Never> { routes.eraseToAnyPublisher() }
    func sendToProfile(_ action: ProfileAction) { profileActions.append(action) }
    func choosePicture() -> AnyPublisher<String?, Never> {
        selectorsOpened += 1
        return chosenPicture.eraseToAnyPublisher()
    }
    func presentPicker<Item: Sendable>(_ content: PickerContent<Item>) -> AnyPublisher<PickerResult<Item>, Never> {
        pickersShown.append(content.title)
        return pickerAnswer.compactMap { $0 as? PickerResult<Item> }.eraseToAnyPublisher()
    }
    func dismissPicker() { pickersDismissed += 1 }
}

/// The image selector is a child flow of the Profile page: its result (a
/// path, or nil when cancelled) comes back to the page as an action, and the
/// child is released after it.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct ProfileCoordinatorTests {
    @Test func theChosenPictureGoesBackToThePageAndTheChildIsReleased() {
        let screens = FakeProfileScreens()
        let coordinator = ProfileCoordinator(screens: screens)
        let run = coordinator.start().sink { _ in }
        screens.routes.send(.choosePicture)
        #expect(screens.selectorsOpened == 1)
        #expect(coordinator.childCoordinatorCount == 1)
        screens.routes.send(.choosePicture)
        #expect(screens.selectorsOpened == 1, "One selector at a time")
        screens.chosenPicture.send("/home/ada/Pictures/me.jpg")
        #expect(screens.profileActions == [.pictureChosen(path: "/home/ada/Pictures/me.jpg")])
        #expect(coordinator.childCoordinatorCount == 0)
        // A second answer from the same selector is not passed on.
        screens.chosenPicture.send("/home/ada/Pictures/other.jpg")
        #expect(screens.profileActions.count == 1)
        run.cancel()
    }

    @Test func aCancelledSelectorIsReportedAndReleasedAndCanOpenAgain() {
        let screens = FakeProfileScreens()
        let coordinator = ProfileCoordinator(screens: screens)
        let run = coordinator.start().sink { _ in }
        screens.routes.send(.choosePicture)
        screens.chosenPicture.send(nil)
        #expect(screens.profileActions == [.pictureChosen(path: nil)])
        #expect(coordinator.childCoordinatorCount == 0)
        screens.routes.send(.choosePicture)
        #expect(screens.selectorsOpened == 2)
        run.cancel()
    }

    /// Page and coordinator together: the presenter's route opens the
    /// selector and its answer becomes the page's picture.
    @Test func theWholeRoundTripEndsInThePicture() async {
        let profile = FakeProfile(Profile(name: "Ada"))
        profile.answer("/home/ada/me.jpg", with: .success("/data/profile/picture-1.png"))
        let presenter = ProfilePresenter(interactor: profile)
        final class PageScreens: ProfileScreens {
            let presenter: ProfilePresenter
            let chosen = PassthroughSubject<String?, Never>()
            init(_ presenter: ProfilePresenter) { self.presenter = presenter }
            func showProfile() -> AnyPublisher<ProfileRoute, Never> { presenter.routes }
            func sendToProfile(_ action: ProfileAction) { presenter.viewModel.send(action) }
            func choosePicture() -> AnyPublisher<String?, Never> { chosen.eraseToAnyPublisher() }
            func presentPicker<Item: Sendable>(_ content: PickerContent<Item>) -> AnyPublisher<
                PickerResult<Item>, Never
            > { Empty().eraseToAnyPublisher() }
            func dismissPicker() {}
        }
        let screens = PageScreens(presenter)
        let coordinator = ProfileCoordinator(screens: screens)
        let run = coordinator.start().sink { _ in }
        presenter.viewModel.send(.viewDidLoad)
        await presenter.settled()
        presenter.viewModel.send(.choosePicture)
        #expect(coordinator.childCoordinatorCount == 1)
        screens.chosen.send("/home/ada/me.jpg")
        #expect(coordinator.childCoordinatorCount == 0)
        await presenter.settled()
        #expect(presenter.state.picturePath == "/data/profile/picture-1.png")
        run.cancel()
    }

    @Test func theHomeCountryPickerAnswersWithTheCodeAndIsReleased() {
        let screens = FakeProfileScreens()
        let coordinator = ProfileCoordinator(screens: screens)
        let run = coordinator.start().sink { _ in }
        screens.routes.send(.chooseHomeCountry(.countries(.success(CountryFixtures.all), names: EnglishCountryNames())))
        #expect(screens.pickersShown == ["Choose Country"])
        #expect(coordinator.childCoordinatorCount == 1)
        screens.routes.send(.chooseHomeCurrency(.currencies([], current: "EUR")))
        #expect(screens.pickersShown.count == 1, "One modal at a time")
        screens.pickerAnswer.send(PickerResult.picked(CountryFixtures.austria))
        #expect(screens.profileActions == [.homeCountryChosen("AT")])
        #expect(screens.pickersDismissed == 1)
        #expect(coordinator.childCoordinatorCount == 0)
        run.cancel()
    }

    @Test func theHomeCurrencyPickerAnswersWithTheCodeAndACancelSendsNothing() {
        let screens = FakeProfileScreens()
        let coordinator = ProfileCoordinator(screens: screens)
        let run = coordinator.start().sink { _ in }
        let yen = Currency(code: "JPY", name: "Yen", hasECBRate: true)
        let content = PickerContent<Currency>.currencies([CurrencyChoice(currency: yen, hasRate: true)], current: "EUR")
        screens.routes.send(.chooseHomeCurrency(content))
        screens.pickerAnswer.send(PickerResult<Currency>.cancelled)
        #expect(screens.profileActions.isEmpty)
        #expect(coordinator.childCoordinatorCount == 0)
        screens.routes.send(.chooseHomeCurrency(content))
        screens.pickerAnswer.send(PickerResult.picked(yen))
        #expect(screens.profileActions == [.homeCurrencyChosen("JPY")])
        #expect(coordinator.childCoordinatorCount == 0)
        run.cancel()
    }
}
