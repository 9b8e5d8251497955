import CGtk
import Foundation
import GLibTestSupport
import GtkKit
import Testing

@testable import GlobetrotterCore
@testable import GlobetrotterUI

/// A toast that quotes a name keeps the name on one line. Beside "Undo" the
/// toast's title used to be measured for the button's height, two lines of
/// text, and was given half its width: "“Passport / ” deleted",
/// "“Sunscree- / n” deleted".
@MainActor
@Suite(.timeLimit(.minutes(3)), .serialized) struct ToastTitleTests {
    /// The window's size on first start.
    static let defaultWidth = Int32(SettingsKeys.windowWidth.defaultValue)
    static let defaultHeight = Int32(SettingsKeys.windowHeight.defaultValue)

    /// The To-Do page as the app shows it, an item deleted: its toast is one
    /// line beside Undo, a short name and a long one (shortened by the page).
    @Test func aDeletedItemsToastIsOneLineBesideUndo() async throws {
        let long = "Sunscreen, factor 50, the big bottle from the pharmacy"
        for (item, title, shot) in [
            ("Passport", "“Passport” deleted", "passport"), ("Sunscreen", "“Sunscreen” deleted", "sunscreen"),
            (long, "“Sunscreen, factor 50, the big…” deleted", "long-name"),
        ] {
            let database = try AppDatabase.inMemory()
            let id = try ToDoStore(database: database).add(item).id
            let window = ApplicationWindow(application: TestApplication.shared)
            defer { window.destroy() }
            let module = ToDoModule.build(database: database)
            window.setDefaultSize(width: Self.defaultWidth, height: Self.defaultHeight)
            window.setPageContent(module.view.root)
            window.present()
            #expect(await pumpUntil(timeout: .seconds(10)) { module.viewModel.state.openRows.count == 1 })
            module.viewModel.send(.delete(id: id))
            let (toast, label) = try await shownToast(in: window)
            #expect(Label(widget: label.objectPointer).text == title)
            #expect(lineCount(label) == 1, "\(title) on one line")
            #expect(Button(widget: try #require(undoButton(in: toast)).objectPointer).label == "Undo")
            try await renderPNG(window, to: screenshotPath("toast-\(shot)"))
        }
    }

    /// Every toast that quotes a name, with names as long as the page lets
    /// them be (`QuotedName.maximumLength`) and Undo beside them, is one line
    /// at the window's default width, in English and in German.
    @Test func everyToastQuotingANameIsOneLineAtTheDefaultWidth() async throws {
        let stop = QuotedName.short("Hamburg, Freie und Hansestadt Hamburg, Deutschland")
        let other = QuotedName.short("Schleswig-Holstein, Deutschland, Nordfriesland")
        let file = QuotedName.shortFileName("alpine-loop-with-the-long-way-round-final-version.gpx")
        #expect([stop, other, file].map(\.count) == [30, 30, 30])
        let sentences = { () -> [String] in
            [
                tr("“{item}” deleted", ["item": stop]),
                tr("An item needs some text: “{item}” was kept.", ["item": stop]),
                tr("“{name}” deleted", ["name": stop]),
                tr("Imported “{name}”", ["name": stop]),
                tr("Saved “{file}”", ["file": file]),
                tr("“{name}” moved", ["name": stop]),
                tr("“{old}” moved to {new}", ["old": stop, "new": other]),
                tr("“{name}” added", ["name": stop]),
                tr("“{name}” removed", ["name": stop]),
            ]
        }
        let english = sentences()
        let german = try inGerman(sentences)
        #expect(german[0] == "»\(stop)« gelöscht")
        for (index, title) in (english + german).enumerated() {
            let window = ApplicationWindow(application: TestApplication.shared)
            defer { window.destroy() }
            window.setDefaultSize(width: Self.defaultWidth, height: Self.defaultHeight)
            let overlay = ToastOverlay(child: Label())
            window.setContent(overlay)
            window.present()
            overlay.show(ToastRequest(title, buttonLabel: "Rückgängig", buttonAction: "win.nothing"))
            let (_, label) = try await shownToast(in: overlay)
            #expect(lineCount(label) == 1, "\(title) on one line (\(label.allocatedSize.width) px)")
            try await renderPNG(window, to: screenshotPath("toast-sentence-\(index)"))
        }
    }

    // MARK: Helpers

    /// The toast shown in `root`, once it has come to rest, and its title.
    private func shownToast(in root: Widget) async throws -> (toast: Widget, title: Widget) {
        let toast = try #require(await firstWidget(in: root) { $0.typeName == "AdwToastWidget" })
        #expect(await stoppedMoving(toast))
        let title = try #require(toast.firstDescendant { $0.typeName == "GtkLabel" })
        return (toast, title)
    }

    private func undoButton(in toast: Widget) -> Widget? {
        toast.firstDescendant { $0.typeName == "GtkButton" && Button(widget: $0.objectPointer).label != nil }
    }

    /// The lines `label` is drawn on, as laid out for its allocation.
    private func lineCount(_ label: Widget) -> Int32 {
        pango_layout_get_line_count(gtk_label_get_layout(OpaquePointer(label.objectPointer)))
    }
}
