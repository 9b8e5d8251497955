import Foundation
import OpenCombine
import Testing

@testable import GlobetrotterCore

/// The trip page's photo header: every state it publishes for each answer
/// the photo source can give, the key changing, typing, and an image the
/// view could not decode.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct TripPhotoPresenterTests {
    private let photos = FakeTripPhotos()
    private let clock = ManualClock()

    private func makePresenter() -> (TripPhotoPresenter, Recorder) {
        let presenter = TripPhotoPresenter(interactor: photos, clock: clock, settleDelay: .seconds(1))
        return (presenter, Recorder(presenter))
    }

    /// Every state a presenter publishes, the current one first.
    @MainActor
    final class Recorder {
        private(set) var states: [TripPhotoState] = []
        private var subscription: AnyCancellable?
        init(_ presenter: TripPhotoPresenter) {
            subscription = presenter.viewModel.states.sink { [weak self] in self?.states.append($0) }
        }
    }

    private func state(_ photos: [ShownPhoto] = [], problem: String? = nil) -> TripPhotoState {
        var state = TripPhotoState()
        state.photos = photos
        state.problem = problem
        state.isContentShown = true
        return state
    }

    private let lisbonPhoto = ShownPhoto(
        path: "/cache/photos/images/7.jpg", credit: "Photo: Josch13 / Pixabay",
        creditURL: URL(string: "https://pixabay.com/photos/7/")!, description: "lisbon, tram")

    @Test func withoutAKeyNothingIsShownAndNothingSaid() async {
        let (presenter, recorder) = makePresenter()
        presenter.viewModel.send(.show(destination: "Lisbon"))
        await presenter.settled()
        #expect(recorder.states == [TripPhotoState(), state()])
        #expect(photos.requests == ["Lisbon"])
    }

    @Test func photosAreShownCreditedToTheirPhotographerAndLinkedToTheirPage() async {
        photos.answer(
            "Lisbon", with: .photos([PhotoSamples.photo(7), PhotoSamples.photo(8, user: " ", page: false)]))
        let (presenter, recorder) = makePresenter()
        presenter.viewModel.send(.show(destination: "Lisbon"))
        await presenter.settled()
        let anonymous = ShownPhoto(
            path: "/cache/photos/images/8.jpg", credit: "Photo: Pixabay",
            creditURL: URL(string: "https://pixabay.com/")!,
            description: "lisbon, tram")
        #expect(recorder.states == [TripPhotoState(), state([lisbonPhoto, anonymous])])
    }

    @Test func aTripWithoutDestinationAsksNothing() async {
        let (presenter, recorder) = makePresenter()
        presenter.viewModel.send(.show(destination: nil))
        await presenter.settled()
        #expect(recorder.states == [TripPhotoState(), state()])
        #expect(photos.requests.isEmpty)
    }

    nonisolated static let lines: [(PhotoError, String)] = [
        (.invalidKey, "Pixabay refused the key. Check it in Preferences."),
        (.rateLimited(resetSeconds: 42), "Pixabay asks to wait 42 s before more photos."),
        (.rateLimited(resetSeconds: nil), "Pixabay asks to wait before more photos."),
        (.noPhotos, "No photos found for “Lisbon”."),
        (.malformed, "Pixabay sent data that could not be read."),
        (.brokenImage, "The photo could not be read."),
        (.cacheUnwritable, "The photo could not be saved in the cache folder."),
        (.http(.offline), "Offline: photos are not available."),
        (.http(.timedOut), "Pixabay could not be reached (timed out)."),
        (.http(.serverError(status: 503)), "Pixabay is not available right now (server error, HTTP 503)."),
    ]

    @Test(arguments: lines)
    func eachFailureIsOneLineInPlaceOfThePhoto(error: PhotoError, line: String) async {
        photos.answer("Lisbon", with: .unavailable(error))
        let (presenter, recorder) = makePresenter()
        presenter.viewModel.send(.show(destination: "Lisbon"))
        await presenter.settled()
        #expect(recorder.states == [TripPhotoState(), state(problem: line)])
    }

    @Test func storingRemovingAndFixingTheKeyUpdatesThePhotoWithoutReopening() async {
        let (presenter, recorder) = makePresenter()
        presenter.viewModel.send(.show(destination: "Lisbon"))
        await presenter.settled()
        photos.answer("Lisbon", with: .photos([PhotoSamples.photo(7)]))
        photos.keyDidChange()
        await presenter.settled()
        photos.answer("Lisbon", with: .unavailable(.invalidKey))
        photos.keyDidChange()
        await presenter.settled()
        photos.answer("Lisbon", with: .unavailable(.noKey))
        photos.keyDidChange()
        await presenter.settled()
        #expect(
            recorder.states == [
                TripPhotoState(), state(), state([lisbonPhoto]),
                state(problem: "Pixabay refused the key. Check it in Preferences."), state(),
            ])
        #expect(photos.requests == ["Lisbon", "Lisbon", "Lisbon", "Lisbon"])
    }

    @Test func aKeyChangeBeforeThePageSaidItsDestinationAsksNothing() async {
        let (presenter, recorder) = makePresenter()
        photos.keyDidChange()
        await presenter.settled()
        #expect(recorder.states == [TripPhotoState()])
        #expect(photos.requests.isEmpty)
    }

    /// A trip named letter by letter is searched once, by the name it settles on.
    @Test func aDestinationBeingTypedIsSearchedOnceItHoldsStill() async {
        photos.answer("Lisbon", with: .photos([PhotoSamples.photo(7)]))
        let (presenter, recorder) = makePresenter()
        presenter.viewModel.send(.show(destination: nil))
        await presenter.settled()
        presenter.viewModel.send(.show(destination: "L"))
        await clock.sleepersRegistered(1)
        presenter.viewModel.send(.show(destination: "Lis"))
        presenter.viewModel.send(.show(destination: "Lisbon"))
        presenter.viewModel.send(.show(destination: "Lisbon"))
        await clock.sleepersRegistered(1)
        clock.advance(by: .seconds(1))
        await presenter.settled()
        #expect(photos.requests == ["Lisbon"])
        #expect(recorder.states == [TripPhotoState(), state(), state([lisbonPhoto])])
    }

    @Test func anImageTheViewCannotDecodeIsSaidAndALateReportAboutAnotherChangesNothing() async {
        photos.answer("Lisbon", with: .photos([PhotoSamples.photo(7)]))
        let (presenter, recorder) = makePresenter()
        presenter.viewModel.send(.show(destination: "Lisbon"))
        await presenter.settled()
        presenter.viewModel.send(.imageUnreadable(path: "/cache/photos/images/1.jpg"))
        presenter.viewModel.send(.imageUnreadable(path: lisbonPhoto.path))
        #expect(
            recorder.states == [
                TripPhotoState(), state([lisbonPhoto]), state(problem: "The photo could not be read."),
            ])
    }
}
