import GtkKit
import Testing

@testable import GlobetrotterCore
@testable import GlobetrotterUI

@MainActor
@Suite(.timeLimit(.minutes(3))) struct TripThumbnailTests {
    @Test func theViewShowsEveryPointInsideThePictureAndAsksForTheTilesUnderIt() throws {
        let points = [
            GeoPoint(latitude: 53.55, longitude: 9.99), GeoPoint(latitude: 54.09, longitude: 12.14),
            GeoPoint(latitude: 53.43, longitude: 14.55),
        ]
        let view = try #require(ThumbnailView(box: GeoBox(points), width: 96, height: 64))
        for point in points {
            let (x, y) = view.project(point)
            #expect((0...96).contains(x) && (0...64).contains(y), "\(point) at \(x), \(y)")
        }
        #expect(!view.tiles.isEmpty && view.tiles.count <= 4)
        #expect(view.tiles.allSatisfy { $0.zoom == view.zoom && $0.isValid })
        // Together the tiles cover the picture.
        let left = view.tiles.map { view.tileX($0) }.min()!, top = view.tiles.map { view.tileY($0) }.min()!
        let right = view.tiles.map { view.tileX($0) + view.tileSize }.max()!
        let bottom = view.tiles.map { view.tileY($0) + view.tileSize }.max()!
        #expect(left <= 0 && top <= 0 && right >= 96 && bottom >= 64)
    }

    @Test func aTripWithoutStopsHasNoView() {
        #expect(ThumbnailView(box: GeoBox([GeoPoint]()), width: 96, height: 64) == nil)
    }

    /// A list's thumbnails share decoded tiles: drawing the list again (or two
    /// trips in one region) asks the provider for no tile twice.
    @Test func thumbnailsShareTheirDecodedTiles() async throws {
        let provider = CountingTiles(bundledTiles())
        let tiles = ThumbnailTiles(provider)
        let tile = TileCoordinate(x: 17, y: 10, zoom: 5)
        let first = try #require(await tiles.image(at: tile))
        let again = try #require(await tiles.image(at: tile))
        #expect(first.image === again.image)
        #expect(provider.requests == 1)
        let deeper = TileCoordinate(x: 69, y: 42, zoom: 7)
        let enlarged = try #require(await tiles.image(at: deeper))
        #expect(enlarged.crop != nil, "a zoom-7 tile is a square of its zoom-5 tile")
        #expect(tiles.count == 2 && provider.requests == 2)
        #expect(await tiles.image(at: TileCoordinate(x: 0, y: 0, zoom: 30)) == nil, "no such tile: nothing drawn")
    }
}

/// Counts what is asked of a tile provider.
@MainActor
final class CountingTiles: TileProviding, @unchecked Sendable {
    private let provider: any TileProviding
    private(set) var requests = 0
    nonisolated var attribution: String { "counting" }

    init(_ provider: any TileProviding) { self.provider = provider }

    nonisolated func tile(at coordinate: TileCoordinate) async throws -> TileImage {
        await MainActor.run { requests += 1 }
        return try await provider.tile(at: coordinate)
    }
}

@MainActor
@Suite(.timeLimit(.minutes(3))) struct MapPinsTests {
    @Test func manyPinsAreDrawnByOneLayerAndFewAreWidgets() {
        _ = TestApplication.shared
        let map = BasemapView(tileProvider: BlankTiles()).map
        let many = (0..<150).map {
            MapPin(id: Int64($0), label: String($0 + 1), latitude: 50, longitude: Double($0) / 10, isSelected: false)
        }
        map.setPins(many, accessibleName: \.label) { _ in }
        #expect(map.pins.isEmpty, "beyond \(MapView.widgetPinLimit) pins, no widget each")
        map.setPins(Array(many.prefix(3)), accessibleName: \.label) { _ in }
        #expect(map.pins.count == 3)
        #expect(map.pins.map { $0.accessibleLabel } == ["1", "2", "3"])
    }
}
