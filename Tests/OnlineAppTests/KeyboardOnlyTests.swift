import Foundation
import GLibTestSupport
import Testing

/// Every feature with the keyboard alone, in the app as shipped: keys as
/// hardware sends them (Tab, Return, Escape, shortcuts, typed text — never the
/// pointer, AT-SPI actions or calls into GTK), the result read from the screen
/// through AT-SPI. Closing a dialog, picker or menu with Escape puts the focus
/// back on the control that opened it.
@Suite(.serialized, .timeLimit(.minutes(6)))
struct KeyboardOnlyTests {
    @Test func aCountryIsChosenAndAHolidayOpened() async throws {
        let services = try StandIns()
        try await withApp(services, arguments: ["--page", "holidays"]) { app in
            let keys = Keyboard(app: app)
            let main = try await mainWindowTitle(app)
            let choose = try await keys.move(toControl: "Choose Country…", in: main)
            try await keys.press("Return", in: main)
            try await keys.waitForFocus("the country search") { $0.name == "Search by name or code" }
            try await keys.closeWithEscape("Choose Country", returningTo: choose, in: main)

            try await keys.press("space", in: main)
            try await keys.waitForFocus("the country search") { $0.name == "Search by name or code" }
            try await keys.type("Germany", in: "Choose Country")
            try await app.screen.waitFor("only Germany listed") { reading in
                reading.label("Germany").flatMap { _ in reading.label("Afghanistan") == nil ? true : nil }
            }
            try await keys.press("Return", in: "Choose Country")
            try await keys.waitForClosed("Choose Country", backIn: main)
            try await app.screen.waitFor(label: Answers.nagerHoliday)

            // The header's country button opens the picker again; Escape comes back to it.
            let country = try await keys.move(to: "the country button", in: main) { $0.says("Choose Country") }
            try await keys.press("Return", in: main)
            try await keys.waitForFocus("the country search") { $0.name == "Search by name or code" }
            try await keys.closeWithEscape("Choose Country", returningTo: country, in: main)

            // Into the list, and a holiday opened with Enter; Alt+Left goes back.
            try await keys.move(to: "a holiday's row", in: main) { $0.role == "list item" }
            try await keys.press("Return", in: main)
            let names = ["New Year's Day", Answers.nagerHoliday]
            let opened = try await app.screen.waitFor("a holiday's page") { reading -> String? in
                let shown = names.filter { reading.label($0) != nil }
                return shown.count == 1 ? shown[0] : nil
            }
            try await keys.press("alt+Left", in: main)
            try await app.screen.waitFor("the list again") { reading in
                names.allSatisfy { reading.label($0) != nil } ? true : nil
            }
            print("online: keyboard: opened “\(opened)”")
        }
    }

    @Test func anAmountIsConvertedAndTheCurrenciesSwapped() async throws {
        let services = try StandIns()
        try await withApp(services, arguments: ["--page", "converter"]) { app in
            let keys = Keyboard(app: app)
            let main = try await mainWindowTitle(app)
            try await app.screen.waitFor(label: "1 USD = 0.5000 EUR")
            try await keys.move(toControl: "Amount to convert", in: main)
            try await keys.press("ctrl+a", in: main)
            try await keys.type("30", in: main)
            try await app.screen.waitFor(label: "15 EUR")

            let swap = try await keys.move(toControl: "Swap the currencies", in: main)
            try await keys.press("space", in: main)
            try await app.screen.waitFor(label: "60 USD")
            try await app.screen.waitFor("EUR first") { $0.button("From: Euro (EUR)") }
            let afterSwap = try await app.screen.readFocus().focus
            #expect(
                afterSwap?.isSame(as: swap) == true,
                "the focus stays on Swap: it is on \(afterSwap?.descriptionForLog ?? "nothing")")
            try await keys.capture("converter-swap")

            // Each currency button's picker: Escape comes back to it; the To picker chooses a pound.
            let from = try await keys.move(to: "From", in: main, with: "shift+Tab") { $0.name.hasPrefix("From:") }
            try await keys.press("Return", in: main)
            let picker = try await app.screen.waitFor("the currency picker") { reading in
                reading.focus.flatMap { $0.window != main && ["text", "entry"].contains($0.role) ? $0.window : nil }
            }
            try await keys.closeWithEscape(picker, returningTo: from, in: main)
            let to = try await keys.move(to: "To", in: main) { $0.name.hasPrefix("To:") }
            try await keys.press("Return", in: main)
            try await keys.waitForWindow(picker)
            try await keys.closeWithEscape(picker, returningTo: to, in: main)
            try await keys.press("Return", in: main)
            try await keys.waitForFocus("the currency search") { $0.window == picker }
            try await keys.type("GBP", in: picker)
            try await app.screen.waitFor("GBP listed") { $0.label("GBP") }
            try await keys.press("Return", in: picker)
            try await keys.waitForClosed(picker, backIn: main)
            try await app.screen.waitFor("GBP chosen") { reading in
                reading.shown.first {
                    $0.role == "push button" && $0.name.hasPrefix("To:") && $0.name.hasSuffix("(GBP)")
                }
            }
            try await keys.waitForFocus("the To button, after choosing") { $0.name.hasPrefix("To:") }

            // The About window, Preferences (Ctrl+comma) and the main menu: Escape returns to their openers.
            let about = try await keys.move(toControl: "About the Rates", in: main)
            try await keys.press("Return", in: main)
            try await keys.waitForWindow("About the Rates")
            try await keys.closeWithEscape("About the Rates", returningTo: about, in: main)
            try await keys.capture("converter-about-closed")
            try await keys.press("ctrl+comma", in: main)
            try await keys.waitForWindow("Preferences")
            try await keys.closeWithEscape("Preferences", returningTo: about, in: main)
            let menu = try await keys.move(toControl: "Main Menu", in: main)
            try await keys.press("Return", in: main)
            try await keys.waitForFocus("an item of the main menu") { $0.role.contains("menu") }
            try await keys.press("Escape", in: main)
            try await keys.waitForFocus("the main menu's button") { $0.isSame(as: menu) }
        }
    }

    @Test func aToDoIsAddedTickedAndDeleted() async throws {
        let services = try StandIns()
        try await withApp(services, arguments: ["--page", "todo"]) { app in
            let keys = Keyboard(app: app)
            let main = try await mainWindowTitle(app)
            try await keys.waitForFocus("the new item's entry") { ["text", "entry"].contains($0.role) }
            try await keys.type("Passports", in: main)
            try await keys.press("Return", in: main)
            try await app.screen.waitFor(label: "Passports")

            // Tab to the item's check box; Space ticks it, and the focus follows it to Completed.
            try await keys.move(to: "the item's check box", in: main) {
                $0.role == "check box" && $0.name.contains("Passports")
            }
            try await keys.press("space", in: main)
            try await app.screen.waitFor(label: "Completed")
            try await keys.capture("todo-ticked")
            try await app.screen.waitFor("the focus on the ticked item") { reading in
                reading.focusedRowTexts.contains("Passports") ? true : nil
            }
            // Delete deletes the focused item.
            try await keys.press("Delete", in: main)
            try await app.screen.waitFor("the item gone") { $0.label("Passports") == nil ? true : nil }
            // The toast's Undo is Ctrl+Z.
            try await keys.press("ctrl+z", in: main)
            try await app.screen.waitFor(label: "Passports")
        }
    }

    @Test func aTripIsMadeWithThreeStopsReorderedTrimmedAndALegOpened() async throws {
        let services = try StandIns()
        try await withApp(services, arguments: ["--page", "trips"]) { app in
            let keys = Keyboard(app: app)
            let main = try await mainWindowTitle(app)
            try await keys.press("ctrl+n", in: main)
            try await keys.waitForFocus("the new trip's name") { ["text", "entry"].contains($0.role) }
            try await keys.type("Northbound", in: try await mainWindowTitle(app))
            let window = try await app.screen.waitFor("the trip's window") { reading in
                reading.nodes.first { $0.role == "toplevel" && $0.name.contains("Northbound") }?.name
            }

            // The stop editor: Escape comes back to Add Stop, and so does a stop taken.
            let addStop = try await keys.move(toControl: "Add Stop", in: window)
            try await keys.press("Return", in: window)
            try await keys.waitForWindow("Add Stop")
            try await keys.closeWithEscape("Add Stop", returningTo: addStop, in: window)
            for town in ["Hamburg", "Kassel", "Hannover"] {
                try await keys.waitForFocus("Add Stop") { $0.says("Add Stop") }
                try await keys.press("Return", in: window)
                try await keys.waitForFocus("the stop search") { $0.window == "Add Stop" }
                try await keys.type(town, in: "Add Stop")
                try await app.screen.waitFor("Photon's suggestion") { $0.label("Search: Photon") }
                try await keys.press("Return", in: "Add Stop")
                try await app.screen.waitFor("Nominatim's results") { $0.label("Search: Nominatim") }
                try await keys.press("Return", in: "Add Stop")
                try await keys.waitForClosed("Add Stop", backIn: window)
                try await app.screen.waitFor(label: "🇩🇪 \(town)")
            }
            try await keys.waitForFocus("Add Stop, after the last stop") { $0.says("Add Stop") }
            let added = try await stopOrder(app)
            #expect(added == ["Hamburg", "Kassel", "Hannover"])

            // Shift+Tab back into the stops (a control of one row); Down goes to the next row, Alt+Up moves it up.
            try await keys.move(to: "a stop's control", in: window, with: "shift+Tab") { $0.says("Stop menu") }
            let first = try await focusedTown(app)
            try await keys.press("Down", in: window)
            try await app.screen.waitFor("the focus on the next stop") { reading in
                let town = Self.town(reading.focusedRowTexts)
                return town != nil && town != first ? true : nil
            }
            let focusedStop = try await focusedTown(app)
            try await keys.press("alt+Up", in: window)
            let moved = try await app.screen.waitFor("\(focusedStop) moved up") { reading -> [String]? in
                let order = Self.order(reading)
                return order != added && order.count == 3 ? order : nil
            }
            #expect(
                moved.firstIndex(of: focusedStop)! < added.firstIndex(of: focusedStop)!,
                "\(focusedStop) moved up: \(moved)")
            #expect(try await focusedTown(app) == focusedStop, "the focus moves with the stop")
            try await keys.capture("trip-stop-moved")

            // Delete removes the focused stop; Ctrl+Z (the toast's Undo) puts it back.
            let deleted = try await focusedTown(app)
            try await keys.press("Delete", in: window)
            try await app.screen.waitFor("\(deleted) deleted") { Self.order($0).count == 2 ? true : nil }
            try await keys.press("ctrl+z", in: window)
            try await app.screen.waitFor("\(deleted) back") { reading in
                Self.order(reading) == moved ? true : nil
            }

            // A stop's menu opens with Return and closes with Escape, back on its button.
            let menu = try await keys.move(to: "a stop's menu", in: window) { $0.says("Stop menu") }
            try await keys.press("Return", in: window)
            try await keys.waitForFocus("an item of the stop's menu") { $0.role.contains("menu") }
            try await keys.press("Escape", in: window)
            try await keys.waitForFocus("the stop's menu button") { $0.isSame(as: menu) }

            // A leg's figures open its directions: Down to a row with a leg, Tab to its figures.
            try await keys.press("Down", in: window)
            try await keys.move(to: "a leg", in: window, limit: 4) { $0.says("Show directions") }
            try await keys.press("Return", in: window)
            try await app.screen.waitFor("the leg's directions") { reading in
                reading.label { $0.hasPrefix("Depart") || $0.contains("→") } != nil ? true : nil
            }
            // The figures went with the stops: the focus is on the way back, and back it goes to a leg.
            let back = try await keys.waitForFocus("the directions' Back") { $0.role == "push button" }
            print("online: keyboard: in the directions the focus is on \(back.descriptionForLog)")
            try await keys.press("Return", in: window)
            let after = try await keys.waitForFocus("a leg's figures again") { $0.says("Show directions") }
            print("online: keyboard: back from the directions the focus is on \(after.descriptionForLog)")
        }
    }

    @Test func aFileThatCannotBeImportedIsExplainedInAMessageDialog() async throws {
        let services = try StandIns()
        let folder = makeTemporaryDirectory(prefix: "keyboard-import")
        let file = "\(folder)/broken.gpx"
        try Data("not a trip".utf8).write(to: URL(fileURLWithPath: file))
        try await withApp(services, arguments: ["--page", "trips"]) { app in
            let keys = Keyboard(app: app)
            let main = try await mainWindowTitle(app)
            let newTrip = try await keys.move(toControl: "New Trip", in: main)
            // Ctrl+O's file chooser, by keyboard: Ctrl+L, the path, Enter.
            try await keys.press("ctrl+o", in: main)
            try await keys.waitForWindow("Import Trips")
            try await keys.press("ctrl+l", in: "Import Trips")
            try await keys.waitForFocus("the location entry") {
                $0.window == "Import Trips" && ["text", "entry"].contains($0.role)
            }
            try await keys.type(file, in: "Import Trips")
            try await keys.press("Return", in: "Import Trips")
            let alert = try await app.screen.waitFor("the message dialog") { reading in
                reading.nodes.first { $0.role == "toplevel" && $0.name != main && $0.name != "Import Trips" }?.name
            }
            try await app.screen.waitFor("a sentence about broken.gpx") { reading in
                reading.nodes.contains { $0.role == "label" && $0.name.contains("broken.gpx") } ? true : nil
            }
            try await keys.closeWithEscape(alert, returningTo: newTrip, in: main)
        }
    }

    @Test func theProfileGetsANameAPictureAndAHomeCountry() async throws {
        let services = try StandIns()
        let folder = makeTemporaryDirectory(prefix: "keyboard-picture")
        let picture = "\(folder)/portrait.png"
        try Answers.photoPNG.write(to: URL(fileURLWithPath: picture))
        try await withApp(services, arguments: ["--page", "profile"]) { app in
            let keys = Keyboard(app: app)
            let main = try await mainWindowTitle(app)
            try await keys.move(toControl: "Name", in: main)
            try await keys.type("Ada Lovelace", in: main)
            try await app.screen.waitFor("the initials") { reading in
                reading.shown.contains { $0.name.contains("AL") || $0.name.contains("Ada Lovelace") } ? true : nil
            }

            // GTK's file chooser: Escape comes back to Change Picture; Ctrl+L, the path and Enter take it.
            let change = try await keys.move(toControl: "Change Picture…", in: main)
            try await keys.press("Return", in: main)
            try await keys.waitForWindow("Choose a Picture")
            try await keys.closeWithEscape("Choose a Picture", returningTo: change, in: main)
            try await keys.press("Return", in: main)
            try await keys.waitForWindow("Choose a Picture")
            try await keys.press("ctrl+l", in: "Choose a Picture")
            try await keys.waitForFocus("the location entry") { ["text", "entry"].contains($0.role) }
            try await keys.type(picture, in: "Choose a Picture")
            try await keys.press("Return", in: "Choose a Picture")
            try await keys.waitForClosed("Choose a Picture", backIn: main)
            try await app.screen.waitFor("Remove Picture enabled") { $0.button("Remove Picture") }
            try await keys.waitForFocus("Change Picture…, after choosing") { $0.isSame(as: change) }
            try await keys.capture("profile-picture-chosen")

            // The home country's picker: Escape, then Germany.
            let home = try await keys.move(to: "Home Country", in: main) { $0.name.hasPrefix("Home Country") }
            try await keys.press("Return", in: main)
            let picker = try await app.screen.waitFor("the country picker") { reading in
                reading.focus.flatMap { $0.window != main && ["text", "entry"].contains($0.role) ? $0.window : nil }
            }
            try await keys.closeWithEscape(picker, returningTo: home, in: main)
            try await keys.press("Return", in: main)
            try await keys.waitForFocus("the country search") { $0.window == picker }
            try await keys.type("Germany", in: picker)
            try await app.screen.waitFor("only Germany listed") { reading in
                reading.label("Germany").flatMap { _ in reading.label("Afghanistan") == nil ? true : nil }
            }
            try await keys.press("Return", in: picker)
            try await keys.waitForClosed(picker, backIn: main)
            try await app.screen.waitFor("Germany at home") { reading in
                reading.label { $0.contains("Germany") } != nil ? true : nil
            }
        }
    }

    // MARK: What the trip page shows

    /// The stops' towns from top to bottom, as their rows' titles show them.
    private static func order(_ reading: ScreenReading) -> [String] {
        reading.shown.filter { $0.role == "label" && $0.name.hasPrefix("🇩🇪 ") }
            .sorted { $0.box[1] < $1.box[1] }
            .map { String($0.name.dropFirst(2)) }
    }

    private func stopOrder(_ app: AppUnderTest) async throws -> [String] {
        Self.order(try await app.screen.read())
    }

    /// The town among a row's texts ("🇩🇪 Kassel").
    private static func town(_ texts: [String]) -> String? {
        texts.first { $0.hasPrefix("🇩🇪 ") }.map { String($0.dropFirst(2)) }
    }

    /// The town of the stop whose row has the focus.
    private func focusedTown(_ app: AppUnderTest) async throws -> String {
        let reading = try await app.screen.read()
        return try #require(
            Self.town(reading.focusedRowTexts), "a stop's row has the focus: \(reading.focus?.descriptionForLog ?? "")")
    }
}
