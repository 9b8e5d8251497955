import Testing

@testable import GlobetrotterCore
@testable import GlobetrotterUI

@MainActor
@Suite struct TripThumbnailTests {
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
}
