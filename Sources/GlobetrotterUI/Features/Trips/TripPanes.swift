import GLibKit
import GlobetrotterCore
import GtkKit

/// The trip page's two panes, the stops and the map: side by side on a wide
/// window, as GNOME's sidebar apps do; once the window is too narrow for both
/// (a phone, 360 px) an `AdwLeaflet` folds them and shows one at a time —
/// the stops first, the map a button away ("Show Map" beside the trip's
/// name), and back by the button over the map, Alt+Left or a swipe.
@MainActor
final class TripPanes {
    let root = Leaflet()
    /// Beside the trip's name; shown only when folded.
    let showMap: Button
    /// Over the map's top corner; shown only when folded.
    let showStops: Button
    /// The stops' pane (the trip's name, total, stops) and the map's.
    let sidePane: Widget
    let mapPane: Widget

    /// The map's least width beside the stops: narrower, the panes fold.
    static let mapMinimumWidth: Int32 = 300
    /// The stops' width beside the map, as the page always had it.
    static let sideWidth: Int32 = 404

    /// - Parameters:
    ///   - side: the trip's name, total and stops; its own minimum width must fit a phone.
    ///   - map: the map; it takes the rest of a wide window.
    init(side: Widget, map: Widget, labels: TripPaneLabels = TripPaneLabels()) {
        showMap = Button(iconName: "mark-location-symbolic", tooltip: labels.showMap)
        showMap.align(vertical: .center)
        showStops = Button(iconName: "go-previous-symbolic", tooltip: labels.showStops)
        showStops.addCSSClass("osd")
        showStops.addCSSClass("circular")
        showStops.align(horizontal: .start, vertical: .start)
        showStops.margins(12)
        // Beside the map the stops keep their width (the clamp gives them no more);
        // folded they take the whole window, as narrow as it is.
        let sidePane = Clamp(side, maximumWidth: Self.sideWidth)
        self.sidePane = sidePane
        sidePane.setTighteningThreshold(Self.sideWidth)
        sidePane.expand(horizontally: false, vertically: true)
        map.expand()
        let mapPane = Overlay(child: map, overlays: [showStops])
        mapPane.sizeRequest(width: Self.mapMinimumWidth)
        mapPane.expand()
        self.mapPane = mapPane
        root.append(sidePane, name: "stops")
        root.append(mapPane, name: "map")
        root.visibleChildName = "stops"
        showMap.onClicked { [weak self] in self?.show(.map) }
        showStops.onClicked { [weak self] in self?.show(.stops) }
        root.onFoldedChanged { [weak self] in self?.foldedChanged() }
        foldedChanged()
    }

    enum Pane: String {
        case stops, map
    }

    var isFolded: Bool { root.isFolded }

    /// The pane in view (both are, unfolded; this one is the leaflet's visible child).
    var shownPane: Pane { root.visibleChildName.flatMap(Pane.init(rawValue:)) ?? .stops }

    /// Brings `pane` into view (folded), the focus on the button back to the other.
    func show(_ pane: Pane) {
        root.visibleChildName = pane.rawValue
        guard isFolded else { return }
        // Once the leaflet has laid the pane out: before, its buttons take no focus.
        let target = pane == .map ? showStops : showMap
        MainContext.idle { _ = target.grabFocus() }
    }

    /// Back from the map to the stops when folded; false when the stops show already.
    func goBack() -> Bool {
        guard isFolded, shownPane == .map else { return false }
        show(.stops)
        return true
    }

    private func foldedChanged() {
        showMap.isVisible = isFolded
        showStops.isVisible = isFolded
    }
}
