import CGtk
import CGtkTestSupport
import Foundation
import GLibTestSupport
import GtkKit
import OpenCombine
import Testing

@testable import GlobetrotterCore
@testable import GlobetrotterUI

/// The To-Do page with real widgets over an in-memory database, driven by
/// real key and pointer events: three items typed with Enter, one ticked,
/// one deleted and brought back by Undo, a blank Enter refused.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(3))) struct ToDoFlowTests {
    @MainActor
    struct Running {
        let module: Module<ToDoView, ToDoState, ToDoAction, ToDoRoute>
        let database: AppDatabase
        let window: ApplicationWindow
        var view: ToDoView { module.view }
        var state: ToDoState { module.viewModel.state }
        func stop() { window.destroy() }
    }

    static let title = "To-Do test"

    func start(seed: (AppDatabase) throws -> Void = { _ in }) async throws -> Running {
        let database = try AppDatabase.inMemory()
        try seed(database)
        let window = ApplicationWindow(application: TestApplication.shared)
        let module = ToDoModule.build(database: database)
        window.title = Self.title
        window.setDefaultSize(width: 800, height: 600)
        window.setPageContent(module.view.root)
        window.present()
        #expect(await pumpUntil(timeout: .seconds(10)) { module.viewModel.state.isContentShown && window.isMapped })
        return Running(module: module, database: database, window: window)
    }

    /// A click on an item's check box ticks it (it moves to Completed) and a click there unticks it.
    @Test func aClickOnTheCheckBoxTicksAndUnticks() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        let running = try await start { database in _ = try ToDoStore(database: database).add("Passport") }
        defer { running.stop() }
        let store = ToDoStore(database: running.database)
        #expect(await pumpUntil(timeout: .seconds(10)) { running.state.openRows.count == 1 })
        let id = running.state.openRows[0].id
        for done in [true, false] {
            // Clicked where it is drawn: once the list has laid the row out.
            let row = try #require(
                await pumpUntilValue {
                    running.view.row(for: id).flatMap { $0.check.allocatedSize.width > 0 ? $0 : nil }
                })
            try PointerInput.click(row.check)
            #expect(await pumpUntil(timeout: .seconds(10)) { (try? store.item(id: id)?.isDone) == done })
            // The store is written before the page hears back: wait for the page too.
            #expect(
                await pumpUntil(timeout: .seconds(10)) { running.state.completedRows.map(\.id) == (done ? [id] : []) })
        }
    }

    @Test func typeTickDeleteAndUndoByKeyboard() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        let running = try await start()
        defer { running.stop() }
        let view = running.view
        let store = ToDoStore(database: running.database)
        #expect(running.state.rows.isEmpty)

        // Three items, each typed and added with Enter; the text is trimmed,
        // and they read in the order typed (each goes at the end, as in GNOME To Do).
        try PointerInput.click(view.entry)
        _ = view.entry.grabFocus()
        for text in ["Sunscreen", "  Passport  ", "Adapter"] {
            try KeyboardInput.type(text, inWindowTitled: Self.title)
            try KeyboardInput.press("Return", inWindowTitled: Self.title)
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            #expect(await pumpUntil(timeout: .seconds(10)) { running.state.openRows.last?.text == trimmed })
            #expect(await pumpUntil(timeout: .seconds(5)) { view.entry.text.isEmpty })
        }
        #expect(running.state.openRows.map(\.text) == ["Sunscreen", "Passport", "Adapter"])
        #expect(try store.items().map(\.text) == ["Sunscreen", "Passport", "Adapter"])
        #expect(running.state.counts == "0 of 3 done")
        var settled = false
        view.whenSettled { settled = true }
        #expect(await pumpUntil(timeout: .seconds(5)) { settled })
        try await renderPNG(running.window, to: screenshotPath("todo-typed-order"))

        // Space on Passport's row ticks its box: it moves to "Completed", struck through.
        let passport = running.state.openRows[1].id
        try #require(await pumpUntilValue { view.row(for: passport) }).focus()
        #expect(await pumpUntil(timeout: .seconds(5)) { view.row(for: passport)?.hasFocus == true })
        try KeyboardInput.press("space", inWindowTitled: Self.title)
        #expect(await pumpUntil(timeout: .seconds(10)) { running.state.completedRows.map(\.text) == ["Passport"] })
        #expect(running.state.openRows.map(\.text) == ["Sunscreen", "Adapter"])
        #expect(running.state.completedRows.first?.isStruckThrough == true)
        #expect(running.state.counts == "1 of 3 done")
        #expect(
            await pumpUntil(timeout: .seconds(5)) { view.row(for: passport)?.text.hasCSSClass("todo-done") == true })
        #expect(view.row(for: passport)?.check.isActive == true)
        #expect(try store.item(id: passport)?.isDone == true)

        // Space ticks the focused row; Space again unticks it.
        let adapter = running.state.openRows[1].id
        try #require(await pumpUntilValue { view.row(for: adapter) }).focus()
        try KeyboardInput.press("space", inWindowTitled: Self.title)
        #expect(await pumpUntil(timeout: .seconds(10)) { running.state.completedRows.contains { $0.id == adapter } })
        try #require(await pumpUntilValue { view.row(for: adapter) }).focus()
        try KeyboardInput.press("space", inWindowTitled: Self.title)
        #expect(await pumpUntil(timeout: .seconds(10)) { running.state.openRows.map(\.id).last == adapter })

        // Delete on the focused row deletes it; the toast's Undo brings it back.
        let sunscreen = try #require(running.state.openRows.first { $0.text == "Sunscreen" }).id
        try #require(await pumpUntilValue { view.row(for: sunscreen) }).focus()
        #expect(await pumpUntil(timeout: .seconds(5)) { view.row(for: sunscreen)?.hasFocus == true })
        try KeyboardInput.press("Delete", inWindowTitled: Self.title)
        #expect(await pumpUntil(timeout: .seconds(10)) { running.state.openRows.map(\.text) == ["Adapter"] })
        #expect(try store.item(id: sunscreen) == nil)
        let undo = try #require(
            await firstWidget(in: running.window) {
                $0.typeName == "GtkButton" && Button(widget: $0.objectPointer).label == "Undo"
            })
        #expect(await stoppedMoving(undo))
        try PointerInput.click(undo)
        #expect(
            await pumpUntil(timeout: .seconds(10)) { running.state.openRows.map(\.text) == ["Sunscreen", "Adapter"] })
        #expect(try store.items().map(\.text).sorted() == ["Adapter", "Passport", "Sunscreen"])

        // A blank Enter is refused with a reason under the entry, and adds nothing.
        _ = view.entry.grabFocus()
        try KeyboardInput.type("   ", inWindowTitled: Self.title)
        try KeyboardInput.press("Return", inWindowTitled: Self.title)
        #expect(await pumpUntil(timeout: .seconds(10)) { running.state.refusal == "Type what needs doing first." })
        #expect(await pumpUntil(timeout: .seconds(5)) { view.refusal.isMapped })
        #expect(view.refusal.text == "Type what needs doing first.")
        #expect(running.state.rows.count == 3)
        #expect(try store.items().count == 3)

        // The refusal answers that Enter only: a tick with Space, a Delete, or
        // typing in the entry takes it away.
        let refuseAgain = {
            _ = view.entry.grabFocus()
            try KeyboardInput.press("Return", inWindowTitled: Self.title)
            #expect(await pumpUntil(timeout: .seconds(10)) { view.refusal.isMapped })
        }
        try await renderPNG(running.window, to: screenshotPath("todo-refused"))
        try #require(await pumpUntilValue { view.row(for: adapter) }).focus()
        try KeyboardInput.press("space", inWindowTitled: Self.title)
        #expect(await pumpUntil(timeout: .seconds(10)) { running.state.completedRows.contains { $0.id == adapter } })
        #expect(await pumpUntil(timeout: .seconds(5)) { !view.refusal.isMapped }, "a tick takes the refusal away")
        try await renderPNG(running.window, to: screenshotPath("todo-refusal-gone-after-a-tick"))
        try await refuseAgain()
        try #require(await pumpUntilValue { view.row(for: adapter) }).focus()
        try KeyboardInput.press("Delete", inWindowTitled: Self.title)
        #expect(await pumpUntil(timeout: .seconds(10)) { !running.state.rows.contains { $0.id == adapter } })
        #expect(await pumpUntil(timeout: .seconds(5)) { !view.refusal.isMapped }, "a delete takes the refusal away")
        // The focus goes to the item now in the deleted one's place.
        #expect(await pumpUntil(timeout: .seconds(5)) { view.row(for: passport)?.hasFocus == true })
        try await refuseAgain()
        try KeyboardInput.type("M", inWindowTitled: Self.title)
        #expect(await pumpUntil(timeout: .seconds(5)) { !view.refusal.isMapped }, "typing takes the refusal away")
        #expect(view.entry.text.trimmingCharacters(in: .whitespaces) == "M")
    }

    /// An item added to a list longer than the window goes at the end, below
    /// the fold: the list scrolls to show it.
    @Test func anItemAddedToALongListIsScrolledIntoView() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        let running = try await start { database in
            let store = ToDoStore(database: database)
            for index in 1...25 { _ = try store.add("Item \(index)") }
        }
        defer { running.stop() }
        let view = running.view
        _ = view.entry.grabFocus()
        try KeyboardInput.type("Zebra crossing", inWindowTitled: Self.title)
        try KeyboardInput.press("Return", inWindowTitled: Self.title)
        #expect(await pumpUntil(timeout: .seconds(10)) { running.state.openRows.last?.text == "Zebra crossing" })
        let id = try #require(running.state.openRows.last?.id)
        #expect(
            await pumpUntil(timeout: .seconds(10)) {
                view.row(for: id).map { isWhollyShown($0.widget, in: view.scroller) } == true
            }, "the new item's row is in view")
        try await renderPNG(running.window, to: screenshotPath("todo-added-at-the-end"))
    }

    /// The page with a few items of one trip, that trip chosen in the filter.
    @Test func screenshotOfOneTripsItems() async throws {
        let running = try await start { database in
            let trips = TripStore(database: database)
            let baltic = try trips.createTrip(named: "Baltic Coast")
            _ = try trips.createTrip(named: "Alps in Winter")
            let store = ToDoStore(database: database)
            _ = try store.add("Renew the passport")
            for text in ["Print tickets", "Pack rain jackets", "Charge the camera", "Book the ferry to Bornholm"] {
                _ = try store.add(text, tripID: baltic.id)
            }
            let items = try store.items(ofTrip: baltic.id)
            try store.setDone(id: try #require(items.first { $0.text == "Pack rain jackets" }).id, true)
            try store.move(id: try #require(items.first { $0.text == "Book the ferry to Bornholm" }).id, to: 0)
        }
        defer { running.stop() }
        let baltic = try #require(running.state.filters.first { $0.title == "Baltic Coast" })
        running.view.filter.selectedIndex = running.state.filters.firstIndex(of: baltic)
        #expect(await pumpUntil(timeout: .seconds(10)) { running.state.selectedFilter == baltic.filter })
        #expect(
            running.state.openRows.map(\.text) == ["Book the ferry to Bornholm", "Print tickets", "Charge the camera"])
        #expect(running.state.completedRows.map(\.text) == ["Pack rain jackets"])
        #expect(running.state.counts == "1 of 4 done")
        var settled = false
        running.view.whenSettled { settled = true }
        #expect(await pumpUntil(timeout: .seconds(5)) { settled })
        let path = screenshotPath("todo")
        try await renderPNG(running.window, to: path)
        let picture = try #require(RenderedPixels(path: path))
        // The ticked item's box is filled with the accent colour; an open item's is not.
        let packed = try #require(running.view.row(for: running.state.completedRows[0].id)?.check)
        let ferry = try #require(running.view.row(for: running.state.openRows[0].id)?.check)
        let accent = { (red: Int, green: Int, blue: Int) in blue > 180 && blue > red + 80 && green > red }
        let ticked = try pixels(of: packed, in: running.window, picture, where: accent)
        let open = try pixels(of: ferry, in: running.window, picture, where: accent)
        #expect(ticked > 60, "the ticked box is drawn filled: \(ticked) accent pixels")
        #expect(open < 5, "the open box is not: \(open)")
    }

    /// How many pixels of `widget`'s area in the rendering of `window` satisfy `predicate`.
    private func pixels(
        of widget: Widget, in window: Widget, _ picture: RenderedPixels, where predicate: (Int, Int, Int) -> Bool
    ) throws -> Int {
        var bounds = graphene_rect_t()
        try #require(gtk_widget_compute_bounds(widget.widgetPointer, window.widgetPointer, &bounds) != 0)
        let (x, y) = (Int(bounds.origin.x), Int(bounds.origin.y))
        let (width, height) = (Int(bounds.size.width), Int(bounds.size.height))
        return picture.count(
            rows: y..<min(y + height, picture.height), columns: x..<min(x + width, picture.width), where: predicate)
    }
}

/// Whether `widget` lies wholly inside `scroller`'s visible area.
@MainActor
func isWhollyShown(_ widget: Widget, in scroller: Widget) -> Bool {
    var bounds = graphene_rect_t()
    guard widget.isMapped, gtk_widget_compute_bounds(widget.widgetPointer, scroller.widgetPointer, &bounds) != 0
    else { return false }
    return bounds.size.height > 0 && bounds.origin.y >= 0
        && bounds.origin.y + bounds.size.height <= Float(scroller.allocatedSize.height)
}
