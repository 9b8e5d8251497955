import Foundation
import Testing

@testable import GlobetrotterCore

private struct FailingTiles: TileProviding {
    let error: any Error
    let attribution = "primary"
    let calls = Counter()
    func tile(at coordinate: TileCoordinate) async throws -> TileImage {
        await calls.increment()
        throw error
    }
}

private struct FixedTiles: TileProviding {
    let attribution = "fallback"
    func tile(at coordinate: TileCoordinate) async throws -> TileImage { .encoded(Data("\(coordinate)".utf8)) }
}

private actor Counter {
    var value = 0
    func increment() { value += 1 }
}

@Suite(.timeLimit(.minutes(1))) struct TileTests {
    @Test func ancestorCropsTheRightQuarter() {
        let tile = TileCoordinate(x: 35, y: 22, zoom: 6)
        let (parent, crop) = tile.ancestor(atZoom: 5)
        #expect(parent == TileCoordinate(x: 17, y: 11, zoom: 5))
        #expect(crop == TileCrop(x: 128, y: 0, size: 128))
        let deep = TileCoordinate(x: 0b1000_0011, y: 0b1000_0001, zoom: 8).ancestor(atZoom: 5)
        #expect(deep.tile == TileCoordinate(x: 16, y: 16, zoom: 5))
        #expect(deep.crop == TileCrop(x: 96, y: 32, size: 32))
    }

    @Test func validity() {
        #expect(TileCoordinate(x: 0, y: 0, zoom: 0).isValid)
        #expect(!TileCoordinate(x: 1, y: 0, zoom: 0).isValid)
        #expect(!TileCoordinate(x: -1, y: 0, zoom: 3).isValid)
        #expect(TileCoordinate(x: 7, y: 7, zoom: 3).isValid)
    }

    @Test func offlineProviderServesThePacksTilesAndScalesBeyondZoomFive() async throws {
        let tile = TileCoordinate(x: 17, y: 11, zoom: 5)
        let below = TileCoordinate(x: 17, y: 12, zoom: 5)
        let root = try PackFixture.copy()
        defer { PackFixture.discard(root) }
        // Two tiles sharing one image, stored with their TMS rows (31 − y).
        try PackFixture.edit(root) { db in
            try db.execute(sql: "DELETE FROM map; DELETE FROM images")
            try db.execute(sql: "INSERT INTO images VALUES (1, ?)", arguments: [Data([1, 2, 3])])
            try db.execute(sql: "INSERT INTO map VALUES (5, 17, 20, 1), (5, 17, 19, 1)")
        }
        let provider = OfflineTileProvider(packDirectory: root)
        #expect(try await provider.tile(at: tile) == .encoded(Data([1, 2, 3])))
        #expect(try await provider.tile(at: below) == .encoded(Data([1, 2, 3])))
        #expect(
            try await provider.tile(at: TileCoordinate(x: 35, y: 22, zoom: 6))
                == .scaled(source: Data([1, 2, 3]), crop: TileCrop(x: 128, y: 0, size: 128)))
        let absent = TileCoordinate(x: 0, y: 0, zoom: 1)
        let damage = DataPackError.corrupt(file: PackFixture.file(in: root).path, reason: "tiles: no tile 1/0/0")
        await #expect(throws: TileError.unavailable(absent, damage)) {
            try await provider.tile(at: absent)
        }
        await #expect(throws: TileError.outOfRange(TileCoordinate(x: 9, y: 0, zoom: 2))) {
            try await provider.tile(at: TileCoordinate(x: 9, y: 0, zoom: 2))
        }
    }

    @Test func fallbackRestsTheOnlineSourceAfterAConnectionFailure() async throws {
        let primary = FailingTiles(error: HTTPError.cannotConnect(host: "tile.example", reason: "refused"))
        let provider = FallbackTileProvider(primary: primary, fallback: FixedTiles())
        let first = try await provider.tile(at: TileCoordinate(x: 0, y: 0, zoom: 0))
        let second = try await provider.tile(at: TileCoordinate(x: 1, y: 1, zoom: 1))
        #expect(first == .encoded(Data("0/0/0".utf8)))
        #expect(second == .encoded(Data("1/1/1".utf8)))
        #expect(await primary.calls.value == 1, "no second attempt while the network is known to be down")
        #expect(provider.attribution == "primary · fallback")
    }

    @Test func fallbackKeepsTryingOnlineAfterAnOrdinaryError() async throws {
        let primary = FailingTiles(error: HTTPError.notFound(URL(string: "https://tile.example/0/0/0.png")!))
        let provider = FallbackTileProvider(primary: primary, fallback: FixedTiles())
        _ = try await provider.tile(at: TileCoordinate(x: 0, y: 0, zoom: 0))
        _ = try await provider.tile(at: TileCoordinate(x: 0, y: 0, zoom: 0))
        #expect(await primary.calls.value == 2)
    }

    /// Seen in the app: a tile server answering 200 with an empty, cut-short or
    /// non-image body left a blank map. Such a tile fails, and the pack stands in.
    @Test(arguments: ["", "<html>maintenance", "png-cut"])
    func aTileThatIsNoWholeImageFallsBackToThePack(body: String) async throws {
        struct Answering: HTTPClient {
            let body: Data
            func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
                HTTPResponse(status: 200, body: body, url: request.url)
            }
        }
        // A 1×1 PNG.
        let png = Data(
            base64Encoded:
                "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==")!
        let data = body == "png-cut" ? png.prefix(png.count / 2) : Data(body.utf8)
        let online = OnlineTileProvider(template: "http://127.0.0.1:9/{z}/{x}/{y}.png", client: Answering(body: data))
        await #expect(throws: OnlineTileProvider.NotATile.self) {
            _ = try await online.tile(at: TileCoordinate(x: 0, y: 0, zoom: 0))
        }
        let whole = OnlineTileProvider(template: "http://127.0.0.1:9/{z}/{x}/{y}.png", client: Answering(body: png))
        #expect(try await whole.tile(at: TileCoordinate(x: 0, y: 0, zoom: 0)) == .encoded(png))
        let origin = TileCoordinate(x: 0, y: 0, zoom: 0)
        let provider = FallbackTileProvider(primary: online, fallback: FixedTiles())
        #expect(try await provider.tile(at: origin) == .encoded(Data("\(origin)".utf8)), "the pack's tile")
    }

    @Test func onlineProviderFillsTheTemplate() {
        struct NoClient: HTTPClient {
            func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse { throw .offline }
        }
        let provider = OnlineTileProvider(template: "http://127.0.0.1:9/{z}/{x}/{y}.png", client: NoClient())
        #expect(
            provider.url(for: TileCoordinate(x: 3, y: 5, zoom: 4))?.absoluteString == "http://127.0.0.1:9/4/3/5.png")
    }
}

@Suite(.timeLimit(.minutes(1))) struct HTTPErrorTests {
    @Test func statusesMapToTypedErrors() {
        let url = URL(string: "https://example.org/a")!
        #expect(HTTPError.from(status: 200, url: url, retryAfter: nil) == nil)
        #expect(HTTPError.from(status: 304, url: url, retryAfter: nil) == nil)
        #expect(HTTPError.from(status: 404, url: url, retryAfter: nil) == .notFound(url))
        #expect(HTTPError.from(status: 429, url: url, retryAfter: "30") == .rateLimited(retryAfterSeconds: 30))
        #expect(HTTPError.from(status: 429, url: url, retryAfter: "soon") == .rateLimited(retryAfterSeconds: nil))
        #expect(HTTPError.from(status: 401, url: url, retryAfter: nil) == .clientError(status: 401))
        #expect(HTTPError.from(status: 503, url: url, retryAfter: nil) == .serverError(status: 503))
        #expect(
            HTTPError.rateLimited(retryAfterSeconds: 30).description
                == "too many requests (HTTP 429); retry after 30 s")
    }
}
