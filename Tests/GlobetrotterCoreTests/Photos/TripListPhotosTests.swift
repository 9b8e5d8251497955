import Foundation
import OpenCombine
import Testing

@testable import GlobetrotterCore

/// The trip list's photos: which trips ask (by their destination), what the
/// list publishes for each answer, the credit, a key change, and a photo
/// the view could not decode.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(1)))
struct TripListPhotosTests {
    private let store: TripStore
    private let photos = FakeTripPhotos()

    init() throws {
        store = TripStore(database: try AppDatabase.inMemory())
    }

    private func makePresenter() -> TripListPresenter {
        TripListPresenter(
            interactor: TripListInteractor(store: store, files: TripFiles(store: store, naming: UnknownPlaces())),
            photos: photos, wording: TripsWording(numbers: Locale(identifier: "en_US")))
    }

    /// Three trips, newest first in the list: one ending in Lisbon, one named
    /// after a place without stops, and a "New Trip" with none.
    private func makeTrips() throws -> (lisbon: Int64, porto: Int64, new: Int64) {
        let lisbon = try store.createTrip(named: "Iberia")
        for (name, longitude) in [("Madrid", -3.7), ("Lisbon", -9.14)] {
            _ = try store.appendWaypoint(
                Place(name: name, point: GeoPoint(latitude: 40, longitude: longitude)), toTrip: lisbon.id)
        }
        let porto = try store.createTrip(named: " Porto ")
        let new = try store.createTrip(named: "New Trip")
        return (lisbon.id, porto.id, new.id)
    }

    @Test func theDestinationIsTheLastStopElseAMeaningfulName() {
        #expect(TripDestination.name(tripName: "Iberia", lastStop: "Lisbon") == "Lisbon")
        #expect(TripDestination.name(tripName: " Porto ", lastStop: nil) == "Porto")
        #expect(TripDestination.name(tripName: "Porto", lastStop: "  ") == "Porto")
        #expect(TripDestination.name(tripName: "New Trip", lastStop: nil) == nil)
        #expect(TripDestination.name(tripName: "", lastStop: nil) == nil)
    }

    @Test func withoutAKeyEveryTripKeepsItsRouteAndNoCreditShows() async throws {
        _ = try makeTrips()
        let presenter = makePresenter()
        var published: [[Int64: [String]]] = []
        let watch = presenter.viewModel.states.sink { published.append($0.photos) }
        presenter.viewModel.send(.viewDidLoad)
        await presenter.settled()
        #expect(photos.requests == ["Porto", "Lisbon"], "newest first; New Trip asks nothing")
        #expect(presenter.state.rows.count == 3)
        #expect(published.allSatisfy { $0.isEmpty })
        #expect(presenter.state.photoCredit == nil)
        watch.cancel()
    }

    @Test func tripsWithPhotosShowUpToTwoAndPixabayIsCredited() async throws {
        let trips = try makeTrips()
        photos.answer(
            "Lisbon", with: .photos([PhotoSamples.photo(1), PhotoSamples.photo(2), PhotoSamples.photo(3)]))
        photos.answer("Porto", with: .unavailable(.noPhotos))
        let presenter = makePresenter()
        var published: [TripListState] = []
        let watch = presenter.viewModel.states.sink { published.append($0) }
        presenter.viewModel.send(.viewDidLoad)
        await presenter.settled()
        let lisbonFiles = ["/cache/photos/images/1.jpg", "/cache/photos/images/2.jpg"]
        #expect(published.map(\.photos) == [[:], [:], [trips.lisbon: lisbonFiles]])
        #expect(published.map(\.photoCredit) == [nil, nil, TripPhotoWording.listCredit])
        #expect(published.last?.photoCredit?.text == "Photos: Pixabay")
        #expect(published.last?.photoCredit?.url.absoluteString == "https://pixabay.com/")
        watch.cancel()
    }

    @Test func aPhotoTheViewCannotDecodeLeavesTheOtherThenTheRoute() async throws {
        let trips = try makeTrips()
        photos.answer("Lisbon", with: .photos([PhotoSamples.photo(1), PhotoSamples.photo(2)]))
        let presenter = makePresenter()
        presenter.viewModel.send(.viewDidLoad)
        await presenter.settled()
        var published: [TripListState] = []
        let watch = presenter.viewModel.states.dropFirst().sink { published.append($0) }
        presenter.viewModel.send(.photoUnreadable(id: trips.lisbon, path: "/cache/photos/images/9.jpg"))
        presenter.viewModel.send(.photoUnreadable(id: trips.lisbon, path: "/cache/photos/images/1.jpg"))
        presenter.viewModel.send(.photoUnreadable(id: trips.lisbon, path: "/cache/photos/images/2.jpg"))
        #expect(published.map(\.photos) == [[trips.lisbon: ["/cache/photos/images/2.jpg"]], [:]])
        #expect(published.map(\.photoCredit) == [TripPhotoWording.listCredit, nil])
        watch.cancel()
    }

    @Test func aNewKeyBringsPhotosAndRemovingItTakesThemAway() async throws {
        let trips = try makeTrips()
        let presenter = makePresenter()
        presenter.viewModel.send(.viewDidLoad)
        await presenter.settled()
        #expect(presenter.state.photos.isEmpty)
        photos.forgetRequests()
        photos.answer("Porto", with: .photos([PhotoSamples.photo(5)]))
        photos.keyDidChange()
        await presenter.settled()
        #expect(photos.requests == ["Porto", "Lisbon"])
        #expect(presenter.state.photos == [trips.porto: ["/cache/photos/images/5.jpg"]])
        #expect(presenter.state.photoCredit == TripPhotoWording.listCredit)
        photos.answerEverything(with: .unavailable(.noKey))
        photos.keyDidChange()
        await presenter.settled()
        #expect(presenter.state.photos.isEmpty)
        #expect(presenter.state.photoCredit == nil)
    }

    @Test func aDeletedTripTakesItsPhotosAlong() async throws {
        let trips = try makeTrips()
        photos.answer("Porto", with: .photos([PhotoSamples.photo(5)]))
        let presenter = makePresenter()
        presenter.viewModel.send(.viewDidLoad)
        await presenter.settled()
        #expect(presenter.state.photos.keys.sorted() == [trips.porto])
        presenter.viewModel.send(.deleteTrip(id: trips.porto))
        await presenter.settled()
        #expect(presenter.state.photos.isEmpty)
        #expect(presenter.state.photoCredit == nil)
    }
}
