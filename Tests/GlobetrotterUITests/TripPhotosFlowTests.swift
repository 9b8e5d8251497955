import CGLib
import CGtk
import Foundation
import GLibTestSupport
import GtkKit
import OpenCombine
import Synchronization
import Testing

@testable import GlobetrotterCore
@testable import GlobetrotterUI

/// Trip photos with real widgets and the real photo service over a fake
/// Pixabay: with a key the list row shows two photos split by a diagonal and
/// the trip page its header; without a key the route thumbnail and no
/// header; an image that cannot be decoded is a line, not a crash. What is
/// on screen is read back from rendered pixels.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(3))) struct TripPhotosFlowTests {
    /// The two photos, told apart from each other and from the test tiles (red) in a rendering.
    static let dark: (UInt8, UInt8, UInt8) = (30, 40, 60)
    static let light: (UInt8, UInt8, UInt8) = (250, 235, 120)

    @MainActor
    struct Running {
        let flow: TripsFlow
        let tripID: Int64
        let window: ApplicationWindow
        let pixabay: StandInPixabay
        let coordinator: TripsCoordinator
        let run: AnyCancellable
        func stop() {
            window.destroy()
            run.cancel()
        }
    }

    func startFlow(key: String?, images: [String: Data]) throws -> Running {
        let window = ApplicationWindow(application: TestApplication.shared)
        let store = TripStore(database: try AppDatabase.inMemory())
        let trip = try store.createTrip(named: "Iberia")
        for (name, longitude) in [("Madrid", -3.7), ("Lisbon", -9.14)] {
            _ = try store.appendWaypoint(
                Place(name: name, point: GeoPoint(latitude: 40, longitude: longitude)), toTrip: trip.id)
        }
        var dependencies = TripsDependencies(
            store: store, routes: RouteService(router: nil, store: store),
            finder: PlaceFinder(
                typeAhead: nil, onSubmit: nil,
                offline: OfflinePlaceSearch(cities: CitySearch(pack: HolidaysFlowTests.pack))),
            places: PlaceText { _ in nil }, naming: NearestCityNaming(pack: HolidaysFlowTests.pack))
        let pixabay = StandInPixabay(images: images)
        let search = PixabayPhotoSearch(
            baseURL: URL(string: "https://pixabay.test/api/")!, client: pixabay,
            spacing: RequestSpacing(interval: .zero, clock: ContinuousClock()))
        let cache = PhotoCache(directory: URL(fileURLWithPath: makeTemporaryDirectory(prefix: "photos")))
        dependencies.photos = TripPhotosInteractor(
            service: TripPhotoService(search: search, cache: cache),
            secrets: MemorySecretStore(key.map { [.pixabay: $0] } ?? [:]), changes: PhotoKeyChanges())
        let flow = TripsFlow(dependencies: dependencies, tiles: BlankTiles())
        let coordinator = TripsCoordinator(screens: flow)
        window.title = "Trip photos test"
        window.setDefaultSize(width: 1000, height: 640)
        window.setPageContent(flow.root)
        window.present()
        let run = coordinator.start().sink { _ in }
        return Running(
            flow: flow, tripID: trip.id, window: window, pixabay: pixabay, coordinator: coordinator, run: run)
    }

    static var photoImages: [String: Data] {
        ["1_640.jpg": TestJPEG.solid(dark), "2_640.jpg": TestJPEG.solid(light)]
    }

    @Test func withAKeyTheRowShowsTwoPhotosSplitAndTheTripItsCreditedHeader() async throws {
        let running = try startFlow(key: "abc123", images: Self.photoImages)
        defer { running.stop() }
        let list = try #require(running.flow.list)
        #expect(
            await pumpUntil(timeout: .seconds(10)) {
                list.view.thumbnails[running.tripID]?.isShowingPhotos == true
            })
        let thumbnail = try #require(list.view.thumbnails[running.tripID])
        let row = try await rendering(of: thumbnail.root)
        #expect(row.isClose(x: 10, y: 10, to: Self.dark), "the dark photo on the left")
        #expect(row.isClose(x: row.width - 10, y: row.height - 10, to: Self.light), "the light one on the right")
        #expect(row.isClose(x: 66, y: 5, to: Self.light) && row.isClose(x: 30, y: 58, to: Self.dark), "split aslant")
        #expect(list.view.photoCredit.root.isVisible && list.view.photoCredit.text == "Photos: Pixabay")
        #expect(running.pixabay.searches == ["lisbon"], "searched by the last stop")
        try await renderPNG(running.window, to: screenshotPath("trip-photos-list"))

        running.flow.sendToTripList(.openTrip(id: running.tripID))
        #expect(
            await pumpUntil(timeout: .seconds(10)) {
                running.flow.trip?.view.photoHeader.picture.isVisible == true
                    && running.flow.trip?.view.photoHeader.picture.isMapped == true
            })
        let header = try #require(running.flow.trip?.view.photoHeader)
        let picture = try await rendering(of: header.picture)
        #expect(picture.height == 140)
        #expect(picture.isClose(x: picture.width / 2, y: 70, to: Self.dark), "the first photo, the dark one")
        #expect(
            picture.isClose(x: 20, y: 20, to: Self.dark)
                && picture.isClose(x: picture.width - 20, y: 120, to: Self.dark))
        #expect(header.credit.text == "Photo: Ana Lima / Pixabay")
        #expect(header.credit.root.tooltip == "https://pixabay.com/photos/lisbon-1/")
        #expect(!header.problem.isVisible)
        try await renderPNG(running.window, to: screenshotPath("trip-photos-trip"))
    }

    @Test func withoutAKeyTheRowKeepsItsRouteAndTheTripShowsNoHeader() async throws {
        let running = try startFlow(key: nil, images: Self.photoImages)
        defer { running.stop() }
        let list = try #require(running.flow.list)
        var ready = false
        running.flow.whenContentReady { ready = true }
        #expect(await pumpUntil(timeout: .seconds(10)) { ready })
        let thumbnail = try #require(await pumpUntilValue { list.view.thumbnails[running.tripID] })
        // Drawn again as its tiles arrive: rendered until they are there (10 s at most).
        var onTiles = false
        for _ in 0..<100 where !onTiles {
            let (red, green, blue, _) = try await rendering(of: thumbnail.root, name: "route-thumbnail").color(
                x: 10, y: 10)
            onTiles = red > 150 && green < 40 && blue < 40
            if !onTiles { await pump(for: .milliseconds(100)) }
        }
        #expect(onTiles, "the route on the (red) test tiles, not a photo")
        #expect(!thumbnail.isShowingPhotos)
        #expect(!list.view.photoCredit.root.isVisible)
        #expect(running.pixabay.searches.isEmpty, "no key, no request")

        running.flow.sendToTripList(.openTrip(id: running.tripID))
        #expect(
            await pumpUntil(timeout: .seconds(10)) { running.flow.tripPhotos?.viewModel.state.isContentShown == true })
        let header = try #require(running.flow.trip?.view.photoHeader)
        #expect(!header.root.isVisible, "no key: nothing, not even a line")
    }

    @Test func anImageThatCannotBeDecodedIsALineInsteadOfThePhoto() async throws {
        // JPEG's first bytes, so the download is stored; then no JPEG at all.
        let broken = Data([0xFF, 0xD8, 0xFF, 0xE0]) + Data(repeating: 0x42, count: 600)
        let running = try startFlow(key: "abc123", images: ["1_640.jpg": broken, "2_640.jpg": broken])
        defer { running.stop() }
        let list = try #require(running.flow.list)
        var hadPhotos = false
        let watch = list.viewModel.states.sink { if !$0.photos.isEmpty { hadPhotos = true } }
        defer { watch.cancel() }
        #expect(await pumpUntil(timeout: .seconds(10)) { hadPhotos && list.viewModel.state.photos.isEmpty })
        #expect(list.view.thumbnails[running.tripID]?.isShowingPhotos == false, "the route instead")
        #expect(!list.view.photoCredit.root.isVisible)

        running.flow.sendToTripList(.openTrip(id: running.tripID))
        #expect(
            await pumpUntil(timeout: .seconds(10)) { running.flow.trip?.view.photoHeader.problem.isVisible == true })
        let header = try #require(running.flow.trip?.view.photoHeader)
        #expect(header.problem.text == "The photo could not be read.")
        #expect(header.root.isVisible && !header.picture.isVisible && !header.credit.root.isVisible)
    }

    /// Decoding runs off the main thread; this measures it for a 640 px
    /// photo, as the header (whole) and a thumbnail (scaled while decoding) ask.
    @Test func aPhotoIsDecodedWholeForTheHeaderAndSmallForAThumbnail() async throws {
        let file = makeTemporaryDirectory(prefix: "decode") + "/photo.jpg"
        try TestJPEG.noisy(width: 640, height: 427).write(to: URL(fileURLWithPath: file))
        var timings: [String: [Double]] = [:]
        for (name, width, height) in [("header", 712, 280), ("thumbnail", 192, 128)] {
            for _ in 0..<15 {
                let start = ContinuousClock.now
                let image = try #require(await CairoImage.decodingPhoto(at: file, covering: width, height))
                timings[name, default: []].append(Double((ContinuousClock.now - start).components.attoseconds) / 1e15)
                if name == "header" {
                    #expect(image.width == 640 && image.height == 427, "never scaled up")
                } else {
                    #expect(image.width == 192 && image.height == 128, "scaled down to 192 × 128 while decoded")
                }
            }
        }
        for (name, samples) in timings.sorted(by: { $0.key < $1.key }) {
            let sorted = samples.sorted()
            print("photo decode (\(name)): median \(sorted[sorted.count / 2]) ms, max \(sorted.last ?? 0) ms")
        }
        #expect(await CairoImage.decodingPhoto(at: file + ".missing", covering: 10, 10) == nil)
    }

    /// `widget` rendered to a PNG and read back.
    private func rendering(of widget: Widget, name: String = "widget") async throws -> RenderedPixels {
        let path = screenshotPath(name)
        try await renderPNG(widget, to: path)
        return try #require(RenderedPixels(path: path))
    }
}

/// Pixabay's search and image hosts: two hits for any query, images by file name.
final class StandInPixabay: HTTPClient {
    private let images: [String: Data]
    private let asked = Mutex<[String]>([])

    init(images: [String: Data]) { self.images = images }

    /// The `q` of every search, in order.
    var searches: [String] { asked.withLock { $0 } }

    func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        guard request.url.host == "pixabay.test" else {
            guard let image = images[request.url.lastPathComponent] else { throw .notFound(request.url) }
            return HTTPResponse(status: 200, body: image, url: request.url)
        }
        let query = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems
        asked.withLock { $0.append(query?.first { $0.name == "q" }?.value ?? "") }
        let answer = """
            {"total":2,"totalHits":2,"hits":[
            {"id":1,"pageURL":"https://pixabay.com/photos/lisbon-1/","tags":"lisbon, tram",\
            "webformatURL":"https://cdn.pixabay.test/1_640.jpg","user":"Ana Lima"},
            {"id":2,"pageURL":"https://pixabay.com/photos/lisbon-2/","tags":"lisbon, river",\
            "webformatURL":"https://cdn.pixabay.test/2_640.jpg","user":"Rui"}]}
            """
        return HTTPResponse(status: 200, body: Data(answer.utf8), url: request.url)
    }
}

/// JPEGs made with gdk-pixbuf, as Pixabay's would arrive.
enum TestJPEG {
    static func solid(_ color: (UInt8, UInt8, UInt8), width: Int32 = 320, height: Int32 = 200) -> Data {
        encode(width: width, height: height) { _, _ in color }
    }

    /// Busy like a photo, so the decoder has real work.
    static func noisy(width: Int32, height: Int32) -> Data {
        var seed: UInt32 = 7
        return encode(width: width, height: height) { x, y in
            seed = seed &* 1_103_515_245 &+ 12_345
            let noise = UInt8(truncatingIfNeeded: seed >> 16) / 4
            return (UInt8(truncatingIfNeeded: x / 3) &+ noise, UInt8(truncatingIfNeeded: y / 2) &+ noise, 90 &+ noise)
        }
    }

    private static func encode(width: Int32, height: Int32, pixel: (Int, Int) -> (UInt8, UInt8, UInt8)) -> Data {
        let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, width, height)!
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        let stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        let pixels = gdk_pixbuf_get_pixels(pixbuf)!
        for y in 0..<Int(height) {
            for x in 0..<Int(width) {
                let (red, green, blue) = pixel(x, y)
                (pixels[y * stride + x * 3], pixels[y * stride + x * 3 + 1], pixels[y * stride + x * 3 + 2]) =
                    (red, green, blue)
            }
        }
        var buffer: UnsafeMutablePointer<gchar>?
        var size: gsize = 0
        guard gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &size, "jpeg", nil, nil, nil) != 0, let buffer else {
            return Data()
        }
        defer { g_free(buffer) }
        return Data(bytes: buffer, count: Int(size))
    }
}
