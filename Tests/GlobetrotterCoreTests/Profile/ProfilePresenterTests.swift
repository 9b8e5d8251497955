import Foundation
import GLibTestSupport
import OpenCombine
import Testing

@testable import GlobetrotterCore

/// The Profile page: every state it publishes for loading, renaming,
/// choosing a picture (made, cancelled, refused for each reason) and removing it.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct ProfilePresenterTests {
    private let stored = "/data/globetrotter/profile/picture-1.png"
    private let newer = "/data/globetrotter/profile/picture-2.png"

    @MainActor
    final class Recorder {
        private(set) var states: [ProfileState] = []
        private(set) var routes: [ProfileRoute] = []
        private var subscriptions: Set<AnyCancellable> = []
        init(_ presenter: ProfilePresenter) {
            presenter.viewModel.states.sink { [weak self] in self?.states.append($0) }.store(in: &subscriptions)
            presenter.routes.sink { [weak self] in self?.routes.append($0) }.store(in: &subscriptions)
        }
    }

    private func state(
        _ name: String = "Ada Lovelace", initials: String = "AL", picture: String? = nil, problem: String? = nil,
        processing: Bool = false
    ) -> ProfileState {
        var state = ProfileState()
        state.name = name
        state.initials = initials
        state.picturePath = picture
        state.problem = problem
        state.isProcessing = processing
        state.isContentShown = true
        return state
    }

    private func loaded(_ profile: FakeProfile) async -> (ProfilePresenter, Recorder) {
        let presenter = ProfilePresenter(interactor: profile)
        let recorder = Recorder(presenter)
        presenter.viewModel.send(.viewDidLoad)
        await presenter.settled()
        return (presenter, recorder)
    }

    @Test func loadingShowsTheStoredNameAndPicture() async {
        let (presenter, recorder) = await loaded(FakeProfile(Profile(name: "Ada Lovelace", picturePath: stored)))
        #expect(recorder.states == [ProfileState(), state(picture: stored)])
        #expect(presenter.state.canRemovePicture)
        #expect(presenter.state.canChangePicture)
    }

    @Test func withoutAProfileTheAvatarHasNoInitialsAndNothingToRemove() async {
        let (presenter, recorder) = await loaded(FakeProfile())
        #expect(recorder.states == [ProfileState(), state("", initials: "")])
        #expect(!presenter.state.canRemovePicture)
    }

    @Test func aChosenPictureIsMadeWhileTheAvatarIsBusyThenShown() async {
        let profile = FakeProfile(Profile(name: "Ada Lovelace", picturePath: stored))
        profile.answer("/home/ada/Pictures/me.jpg", with: .success(newer))
        let (presenter, recorder) = await loaded(profile)
        presenter.viewModel.send(.choosePicture)
        #expect(recorder.routes.map(Self.name) == ["choosePicture"])
        presenter.viewModel.send(.pictureChosen(path: "/home/ada/Pictures/me.jpg"))
        #expect(!presenter.state.canChangePicture && !presenter.state.canRemovePicture)
        // While it is being made, the selector cannot open again and nothing can be removed.
        presenter.viewModel.send(.choosePicture)
        presenter.viewModel.send(.removePicture)
        #expect(recorder.routes.map(Self.name) == ["choosePicture"])
        await presenter.settled()
        #expect(
            recorder.states == [
                ProfileState(), state(picture: stored), state(picture: stored, processing: true), state(picture: newer),
            ])
        #expect(profile.removed == 0)
    }

    @Test func aCancelledSelectorChangesNothing() async {
        let (presenter, recorder) = await loaded(FakeProfile(Profile(name: "Ada Lovelace", picturePath: stored)))
        presenter.viewModel.send(.pictureChosen(path: nil))
        await presenter.settled()
        #expect(recorder.states == [ProfileState(), state(picture: stored)])
    }

    nonisolated static let refusals: [(PictureError, String)] = [
        (.notAnImage, "“notes.jpg” is not a picture. Choose a JPEG, PNG or other image file."),
        (.corrupt, "“notes.jpg” is damaged or incomplete and could not be read as a picture."),
        (
            .tooLarge(width: 20_000, height: 15_000),
            "“notes.jpg” is too large (300 megapixels); pictures of up to 100 megapixels can be used."
        ),
        (.unreadable(.notFound), "“notes.jpg” does not exist any more."),
        (.unreadable(.noPermission), "You may not read “notes.jpg”."),
        (.unreadable(.other("I/O error")), "“notes.jpg” could not be read."),
        (.notStored(.noSpace), "Your profile could not be saved: the disk is full."),
        (.notStored(.noPermission), "Your profile could not be saved in your data folder."),
    ]

    @Test(arguments: refusals)
    func aRefusedPictureSaysWhyAndKeepsTheOldOne(error: PictureError, line: String) async {
        let profile = FakeProfile(Profile(name: "Ada Lovelace", picturePath: stored))
        profile.answer("/home/ada/notes.jpg", with: .failure(error))
        let (presenter, recorder) = await loaded(profile)
        presenter.viewModel.send(.pictureChosen(path: "/home/ada/notes.jpg"))
        await presenter.settled()
        #expect(
            recorder.states == [
                ProfileState(), state(picture: stored), state(picture: stored, processing: true),
                state(picture: stored, problem: line),
            ])
    }

    @Test func aPictureThatWorksClearsTheLineOfOneThatDidNot() async {
        let profile = FakeProfile(Profile(name: "Ada Lovelace"))
        let folder = makeTemporaryDirectory(prefix: "pictures")
        profile.answer("\(folder)/bad.png", with: .failure(.corrupt))
        profile.answer("\(folder)/good.png", with: .success(newer))
        let (presenter, recorder) = await loaded(profile)
        presenter.viewModel.send(.pictureChosen(path: "\(folder)/bad.png"))
        await presenter.settled()
        presenter.viewModel.send(.pictureChosen(path: "\(folder)/good.png"))
        await presenter.settled()
        let bad = "“bad.png” is damaged or incomplete and could not be read as a picture."
        #expect(
            recorder.states == [
                ProfileState(), state(), state(processing: true), state(problem: bad), state(processing: true),
                state(picture: newer),
            ])
    }

    @Test func removingThePictureReturnsToTheInitials() async {
        let profile = FakeProfile(Profile(name: "Ada Lovelace", picturePath: stored))
        let (presenter, recorder) = await loaded(profile)
        presenter.viewModel.send(.removePicture)
        await presenter.settled()
        #expect(recorder.states == [ProfileState(), state(picture: stored), state()])
        #expect(profile.stored.picturePath == nil)
        // Nothing left to remove: a second click does nothing.
        presenter.viewModel.send(.removePicture)
        await presenter.settled()
        #expect(profile.removed == 1)
    }

    @Test func aPictureThatCannotBeRemovedStaysAndSaysSo() async {
        let profile = FakeProfile(Profile(name: "Ada Lovelace", picturePath: stored))
        profile.failSaving(with: .notSaved(.noPermission))
        let (presenter, recorder) = await loaded(profile)
        presenter.viewModel.send(.removePicture)
        await presenter.settled()
        let line = "Your profile could not be saved in your data folder."
        #expect(recorder.states == [ProfileState(), state(picture: stored), state(picture: stored, problem: line)])
    }

    @Test func renamingUpdatesTheInitialsAtOnceAndStoresEveryNameInOrder() async {
        let profile = FakeProfile(Profile(name: "Ada Lovelace"))
        let (presenter, recorder) = await loaded(profile)
        for name in ["Ada", "Ada L", "", "  grace  brewster murray hopper ", "王小明", "Νίκος Παππάς", "émile zola"] {
            presenter.viewModel.send(.rename(name))
        }
        presenter.viewModel.send(.rename("émile zola"))
        await presenter.settled()
        #expect(
            recorder.states == [
                ProfileState(), state(), state("Ada", initials: "A"), state("Ada L", initials: "AL"),
                state("", initials: ""), state("  grace  brewster murray hopper ", initials: "GH"),
                state("王小明", initials: "王"), state("Νίκος Παππάς", initials: "ΝΠ"),
                state("émile zola", initials: "ÉZ"),
            ])
        #expect(
            profile.names == [
                "Ada", "Ada L", "", "  grace  brewster murray hopper ", "王小明", "Νίκος Παππάς", "émile zola",
            ])
        #expect(profile.stored.name == "émile zola")
    }

    @Test func aNameThatCannotBeSavedSaysSoUntilOneIsSaved() async {
        let profile = FakeProfile(Profile(name: "Ada"))
        let (presenter, recorder) = await loaded(profile)
        profile.failSaving(with: .notSaved(.noSpace))
        presenter.viewModel.send(.rename("Ada L"))
        await presenter.settled()
        profile.failSaving(with: nil)
        presenter.viewModel.send(.rename("Ada Lo"))
        await presenter.settled()
        let full = "Your profile could not be saved: the disk is full."
        #expect(
            recorder.states == [
                ProfileState(), state("Ada", initials: "A"), state("Ada L"), state("Ada L", problem: full),
                state("Ada Lo", problem: full), state("Ada Lo"),
            ])
    }

    @Test func withoutHomeSettingsThereIsNothingToChoose() async {
        let (presenter, recorder) = await loaded(FakeProfile())
        presenter.viewModel.send(.chooseHomeCountry)
        presenter.viewModel.send(.chooseHomeCurrency)
        #expect(recorder.routes.isEmpty, "without home settings the page has no such rows")
    }

    /// Over the bundled lists: each row routes to its picker, the current currency marked, and
    /// what is picked becomes the page's home.
    @Test func homeCountryAndCurrencyAreRoutes() async throws {
        let settings = SettingsStore(backend: MemorySettingsBackend())
        settings[SettingsKeys.homeCountry] = "AT"
        let countries = CountryCatalog(pack: PackFixture.committed)
        let home = ProfileHomeInteractor(
            home: HomeSettings(settings: settings, countries: countries), countries: countries,
            currencies: CurrencyCatalog(pack: PackFixture.committed))
        let presenter = ProfilePresenter(interactor: FakeProfile(), home: home)
        let recorder = Recorder(presenter)
        presenter.viewModel.send(.viewDidLoad)
        await presenter.settled()
        #expect(presenter.state.homeCountry.contains("Austria"))
        presenter.viewModel.send(.chooseHomeCountry)
        presenter.viewModel.send(.chooseHomeCurrency)
        #expect(recorder.routes.count == 2)
        guard case .chooseHomeCountry(let countryPicker)? = recorder.routes.first,
            case .chooseHomeCurrency(let currencyPicker)? = recorder.routes.last
        else {
            Issue.record("routes: \(recorder.routes.map(Self.name))")
            return
        }
        #expect(countryPicker.choices.count > 200)
        #expect(countryPicker.choices.contains { $0.item.alpha2 == "CH" })
        #expect(currencyPicker.choices.filter(\.row.isCurrent).map(\.item.code) == ["EUR"], "Austria's euro")
        presenter.viewModel.send(.homeCountryChosen("CH"))
        presenter.viewModel.send(.homeCurrencyChosen("CHF"))
        #expect(settings[SettingsKeys.homeCountry] == "CH")
        #expect(presenter.state.homeCountry.contains("Switzerland"))
        #expect(presenter.state.homeCurrency.contains("CHF"))
    }

    static func name(_ route: ProfileRoute) -> String {
        switch route {
        case .choosePicture: "choosePicture"
        case .chooseHomeCountry(let content): "country:\(content.choices.count)"
        case .chooseHomeCurrency(let content): "currency:\(content.choices.count)"
        }
    }

    @Test func initialsDecomposedAccentsStayOneLetter() {
        // "e" + combining acute: one character, upper-cased with its accent.
        #expect(ProfileWording.initials(of: "e\u{301}mile") == "E\u{301}")
        #expect(ProfileWording.initials(of: "   ") == "")
        #expect(ProfileWording.initials(of: "محمد علي") == "مع")
    }
}
