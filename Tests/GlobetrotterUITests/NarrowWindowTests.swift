import CGtk
import Foundation
import GLibTestSupport
import GtkKit
import Testing

@testable import GlobetrotterCore
@testable import GlobetrotterUI

/// The window as narrow as a phone (360 × 720, libadwaita's promise), left
/// to right and right to left: every page fits without cutting anything off.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(3))) struct NarrowWindowTests {
    static let phoneWidth: Int32 = 360
    static let phoneHeight: Int32 = 720

    /// The least width `widget` asks for.
    static func minimumWidth(_ widget: Widget) -> Int32 {
        var minimum: Int32 = 0
        gtk_widget_measure(widget.widgetPointer, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
        return minimum
    }

    /// The innermost shown widgets that ask for more than `width`: what keeps the window wide.
    static func culprits(in root: Widget, wider width: Int32) -> [String] {
        var found: [String] = []
        func visit(_ widget: Widget, path: String) {
            let here = "\(path)/\(widget.typeName)"
            let wideChildren = widget.children().filter { $0.isVisible && minimumWidth($0) > width }
            if wideChildren.isEmpty {
                let parts = widget.children().filter(\.isVisible).map { "\($0.typeName) \(minimumWidth($0))" }
                found.append("\(here) \(minimumWidth(widget)): \(parts)")
            } else {
                wideChildren.forEach { visit($0, path: here) }
            }
        }
        visit(root, path: "")
        return found
    }

    /// The window's surface: what the X server was asked for, borders included.
    static func surfaceWidth(_ window: ApplicationWindow) -> Int32 {
        gdk_surface_get_width(gtk_native_get_surface(OpaquePointer(window.widgetPointer)))
    }

    /// Where `widget` is in `window`, or nil when it is not laid out there.
    static func frame(of widget: Widget, in window: Widget) -> graphene_rect_t? {
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget.widgetPointer, window.widgetPointer, &bounds) != 0 else { return nil }
        return bounds
    }

    /// The shown windows other than `window`.
    static func otherWindows(than window: Widget) -> [Widget] {
        let toplevels = gtk_window_get_toplevels()
        var found: [Widget] = []
        for index in 0..<g_list_model_get_n_items(toplevels) {
            let pointer = g_list_model_get_item(toplevels, index)!
            defer { g_object_unref(pointer) }
            let other = Widget(widget: pointer)
            if other.widgetPointer != window.widgetPointer && other.isMapped { found.append(other) }
        }
        return found
    }

    /// The dialogs the window opens fit a phone too: Preferences, About, the
    /// rates' About, the country and currency pickers.
    @Test func everyDialogFitsAPhone() async throws {
        let running = try await RunningShell.start(on: .converter, windowWidth: Int(Self.phoneWidth))
        defer { running.close() }
        let shell = running.shell
        func expectFits(_ name: String, open: () -> Void) async {
            open()
            let dialog = await pumpUntilValue { Self.otherWindows(than: running.window).first }
            guard let dialog else {
                Issue.record("\(name) opened")
                return
            }
            #expect(await framePainted(dialog))
            // Its content: the window's own border (its resize edge under X) is outside the 360 px on a phone.
            guard let content = dialog.children().first else {
                Issue.record("\(name) has no content")
                return
            }
            let minimum = Self.minimumWidth(content)
            #expect(
                minimum <= Self.phoneWidth,
                "\(name) asks for \(minimum) px: \(Self.culprits(in: dialog, wider: Self.phoneWidth))")
            // Closed as a person closes it, so its coordinator hears of it.
            gtk_window_close(dialog.cast())
            #expect(await pumpUntil(timeout: .seconds(5)) { Self.otherWindows(than: running.window).isEmpty })
        }
        await expectFits("Preferences") { _ = running.window.activateAction("app.preferences") }
        await expectFits("About") { _ = running.window.activateAction("app.about") }
        var ready = false
        shell.whenContentReady(of: .converter) { ready = true }
        #expect(await pumpUntil(timeout: .seconds(10)) { ready })
        await expectFits("About the Rates") { shell.converterFlow?.sendToConverter(.showAbout) }
        await expectFits("the currency picker") { shell.converterFlow?.sendToConverter(.chooseFromCurrency) }
        shell.select(.holidays)
        await expectFits("Choose Country") { shell.holidaysFlow?.sendToHolidays(.chooseCountry) }
    }

    /// A window opened as narrow as a phone has the pages' switcher at the
    /// bottom (`AdwViewSwitcherBar`), the header too narrow for it.
    @Test func aWindowOpenedNarrowHasTheSwitcherAtTheBottom() async throws {
        let running = try await RunningShell.start(on: .converter, windowWidth: Int(Self.phoneWidth))
        defer { running.close() }
        #expect(await pumpUntil(timeout: .seconds(10)) { Self.surfaceWidth(running.window) == Self.phoneWidth })
        #expect(await framePainted(running.window))
        let bar = running.shell.module.view.switcherBar
        #expect(await pumpUntil(timeout: .seconds(5)) { bar.reveals && bar.isMapped }, "the switcher is at the bottom")
        #expect(await pumpUntil(timeout: .seconds(5)) { bar.allocatedSize.height > 0 })
        // What --screenshot waits for: the bar all the way in, the header's crossfade over.
        var settled = false
        running.shell.whenSwitcherSettled { settled = true }
        #expect(await pumpUntil(timeout: .seconds(5)) { settled })
        let revealer = try #require(bar.firstDescendant { $0.typeName == "GtkRevealer" })
        #expect(revealer.boolProperty("child-revealed"))
    }

    /// Each page as a person reaches it, at 360 × 720: it asks for no more
    /// than 360 px (so nothing is cut off and nothing scrolls sideways) and
    /// the window really is that narrow. The trip page folds: the stops,
    /// and the map a key press away and back. Left to right and right to left.
    @Test(arguments: [GTK_TEXT_DIR_LTR, GTK_TEXT_DIR_RTL])
    func everyPageFitsAWindowAsNarrowAsAPhone(direction: GtkTextDirection) async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        let previous = gtk_widget_get_default_direction()
        gtk_widget_set_default_direction(direction)
        defer { gtk_widget_set_default_direction(previous) }
        var tripID: Int64 = 0
        let running = try await RunningShell.start(on: .trips) { database in
            tripID = try TripDaysFlowTests.alpineTrip(in: TripStore(database: database)).id
            // Long enough to hold a row wider than a phone if the text did not give way.
            let todos = ToDoStore(database: database)
            _ = try todos.add("Book the ferry from Helsinki to Tallinn for the whole family", tripID: tripID)
            _ = try todos.add("Exchange some Swedish kronor")
        }
        defer { running.close() }
        let shell = running.shell
        let window = running.window
        #expect(gtk_widget_get_direction(window.widgetPointer) == direction)

        // Wide, the stops beside the map as they always were: mirrored right to left.
        let trips = try #require(await pumpUntilValue { shell.tripsFlow })
        let trip = try await TripDaysFlowTests.open(tripID, in: trips)
        let panes = trip.view.panes
        #expect(await pumpUntil(timeout: .seconds(10)) { !panes.isFolded && !panes.root.isTransitionRunning })
        #expect(await framePainted(window))
        let side = try #require(Self.frame(of: panes.sidePane, in: window))
        let map = try #require(Self.frame(of: panes.mapPane, in: window))
        #expect(side.size.width == Float(TripPanes.sideWidth), "the stops keep their width beside the map")
        if direction == GTK_TEXT_DIR_RTL {
            #expect(side.origin.x > map.origin.x, "right to left, the stops are on the right")
        } else {
            #expect(side.origin.x < map.origin.x, "left to right, the stops are on the left")
        }
        #expect(!panes.showMap.isVisible && !panes.showStops.isVisible, "both panes show: no buttons between them")

        window.setDefaultSize(width: Self.phoneWidth, height: Self.phoneHeight)
        #expect(await pumpUntil(timeout: .seconds(10)) { Self.surfaceWidth(window) == Self.phoneWidth })
        let bar = shell.module.view.switcherBar
        #expect(await pumpUntil(timeout: .seconds(5)) { bar.reveals }, "narrowed, the switcher moves to the bottom")
        // What the window's content gets of the 360 px: the window's own border
        // (its resize edge) is outside it, and a window that asks for more grows.
        let border = Self.surfaceWidth(window) - window.allocatedSize.width
        let contentWidth = Self.phoneWidth - border

        /// Shown inside the window (a folded leaflet keeps its other pane laid out beside it, off screen).
        func isInView(_ widget: Widget) -> Bool {
            guard widget.isMapped, let frame = Self.frame(of: widget, in: window) else { return false }
            let width = Float(window.allocatedSize.width)
            return frame.origin.x < width && frame.origin.x + frame.size.width > 0 && frame.size.width > 0
        }

        /// Checks the page shown now fits the phone-wide window.
        func expectFits(_ page: String) async {
            #expect(await framePainted(window))
            let minimum = Self.minimumWidth(window)
            #expect(
                minimum <= contentWidth,
                "\(page) asks for \(minimum) px: \(Self.culprits(in: window, wider: contentWidth))")
            #expect(Self.surfaceWidth(window) == Self.phoneWidth, "\(page): the window stays 360 px wide")
        }

        // The trip page folded: the stops first, the map a key press away, and back.
        #expect(await pumpUntil(timeout: .seconds(10)) { panes.isFolded && !panes.root.isTransitionRunning })
        await expectFits("the trip page")
        // Folding slides too: the stops take the whole width once it is over.
        #expect(
            await pumpUntil(timeout: .seconds(5)) {
                panes.sidePane.allocatedSize.width == window.allocatedSize.width
            })
        #expect(panes.shownPane == .stops && isInView(trip.view.stops) && !isInView(panes.mapPane))
        #expect(panes.showMap.isMapped, "Show Map is beside the trip's name")
        #expect(trip.view.name.grabFocus())
        try running.press("Tab")
        #expect(await pumpUntil(timeout: .seconds(5)) { panes.showMap.hasFocus }, "Tab from the name reaches Show Map")
        try running.press("Return")
        #expect(await pumpUntil(timeout: .seconds(5)) { isInView(panes.mapPane) && !panes.root.isTransitionRunning })
        #expect(!isInView(trip.view.stops))
        #expect(await pumpUntil(timeout: .seconds(5)) { panes.showStops.hasFocus }, "the way back is focused")
        await expectFits("the trip's map")
        try await renderPNG(
            window, to: screenshotPath("narrow-trip-map-\(direction == GTK_TEXT_DIR_RTL ? "rtl" : "ltr")"))
        try running.press("Return")
        #expect(await pumpUntil(timeout: .seconds(5)) { panes.shownPane == .stops && !panes.root.isTransitionRunning })
        #expect(isInView(trip.view.stops) && !isInView(panes.mapPane))
        #expect(await pumpUntil(timeout: .seconds(5)) { panes.showMap.hasFocus })
        // Alt+Left (Back) from the map goes to the stops, not off the trip.
        panes.show(.map)
        #expect(await pumpUntil(timeout: .seconds(5)) { !panes.root.isTransitionRunning })
        try running.press("alt+Left")
        #expect(await pumpUntil(timeout: .seconds(5)) { panes.shownPane == .stops && trips.isShowingTrip })

        trips.sendToTrip(.goBack)
        #expect(await pumpUntil(timeout: .seconds(10)) { !trips.isShowingTrip && !trips.root.isTransitionRunning })
        await expectFits("the trip list")

        for page in [AppPage.holidays, .converter, .todo, .profile] {
            shell.select(page)
            var ready = false
            shell.whenContentReady(of: page) { ready = true }
            #expect(await pumpUntil(timeout: .seconds(10)) { ready }, "\(page) shows its content")
            await expectFits(page.rawValue)
        }

        shell.open(.holiday(country: "AT", date: LocalDate(year: 2027, month: 12, day: 25)!, index: 0))
        let holidays = try #require(shell.holidaysFlow)
        let row = try #require(await pumpUntilValue { holidays.page?.viewModel.state.selectedRow })
        await expectFits("Austria's holidays")
        holidays.page?.view.list.activate(row)
        #expect(
            await pumpUntil(timeout: .seconds(10)) { holidays.isShowingDetail && !holidays.root.isTransitionRunning })
        await expectFits("a holiday's page")
    }
}

@MainActor
extension Widget {
    /// The widget's direct children, in order.
    func children() -> [Widget] {
        var result: [Widget] = []
        var child = gtk_widget_get_first_child(widgetPointer)
        while let current = child {
            result.append(Widget(widget: current))
            child = gtk_widget_get_next_sibling(current)
        }
        return result
    }
}
