import Foundation
import GlobetrotterCore
import GtkKit

/// The map widget over the app's tiles (a trip's map, the stop editor's,
/// the Trips page's when there is no database). When tiles cannot be loaded
/// at all (no network and a damaged offline basemap) it says so over the
/// map instead of showing a silent blank.
@MainActor
final class BasemapView {
    let root: Widget
    let map: MapView
    let tiles: TileSource
    let notice = Label()
    private let noticeBar: Box
    private let tileProvider: any TileProviding

    /// - Parameter scaleUnits: the scale's units; the user's locale's by default.
    init(tileProvider: any TileProviding, scaleUnits: MapScaleUnits = .user) {
        self.tileProvider = tileProvider
        tiles = TileSource { x, y, zoom in
            MapTileBytes(try await tileProvider.tile(at: TileCoordinate(x: x, y: y, zoom: zoom)))
        }
        map = MapView(
            id: "globetrotter-basemap", name: "Globetrotter basemap", license: tileProvider.attribution,
            licenseURI: "https://www.openstreetmap.org/copyright", maxZoom: 19, tiles: tiles)
        map.expand()
        // Europe at a zoom the bundled basemap covers sharply.
        map.center(latitude: 48.5, longitude: 10.0, zoom: 4)
        map.nameZoomButtons(zoomIn: TripsMapWording.zoomIn, zoomOut: TripsMapWording.zoomOut)

        notice.wraps = true
        notice.maximumWidthChars = 60
        noticeBar = Box(.horizontal, spacing: 8, [Image(iconName: "dialog-warning-symbolic"), notice])
        noticeBar.addCSSClass("osd")
        noticeBar.addCSSClass("toolbar")
        noticeBar.align(horizontal: .center, vertical: .start)
        noticeBar.margins(12)
        noticeBar.isVisible = false
        root = Overlay(child: map, overlays: [noticeBar])

        showScale(in: scaleUnits)
        tiles.onFailure { [notice, noticeBar] error in
            notice.text = TripsMapWording.tileFailure(error)
            noticeBar.tooltip = String(describing: error)
            noticeBar.isVisible = true
        }
    }

    func showScale(in units: MapScaleUnits) {
        map.scaleUnits = units == .kilometresAndMiles ? .both : .metric
    }

    /// The closest the map goes to show a place: the offline pack's deepest
    /// zoom (closer, its tiles are enlarged to one colour); nil online.
    var sharpestZoom: Double? { tileProvider.deepestZoom.map(Double.init) }

    var isNoticeVisible: Bool { noticeBar.isVisible }
    var noticeDetails: String? { noticeBar.tooltip }
}

extension MapTileBytes {
    /// A provider's tile as the map's tile source takes it.
    init(_ image: TileImage) {
        switch image {
        case .encoded(let data):
            self = .encoded([UInt8](data))
        case .scaled(let source, let crop, let neighbours):
            self = .scaled(
                source: [UInt8](source), x: crop.x, y: crop.y, size: crop.size,
                neighbours: neighbours.sorted { ($0.key.dy, $0.key.dx) < ($1.key.dy, $1.key.dx) }.map {
                    MapTileNeighbour(dx: $0.key.dx, dy: $0.key.dy, bytes: [UInt8]($0.value))
                })
        }
    }
}
