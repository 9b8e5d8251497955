import CGtk
import GLibTestSupport
import GlobetrotterCore
import GtkKit
import Testing

@testable import GlobetrotterUI

/// The one list of actions makes the actions, their accelerators, the primary
/// menu and the Keyboard Shortcuts window.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(3))) struct AppActionTests {
    private let pages = AppPages.list

    @Test func namesAndAcceleratorsAreUniqueAndEveryAcceleratorIsListedInKeyboardShortcuts() {
        let names = AppAction.all(pages).map(\.detailedName)
        #expect(Set(names).count == names.count, "\(names)")
        let accelerators = AppAction.all(pages).flatMap { $0.accelerators(pages) }
        #expect(Set(accelerators).count == accelerators.count, "\(accelerators)")
        #expect(
            pages.switcherPages.map { AppAction.window(.showPage($0)).accelerators(pages) }
                == [["<Alt>1"], ["<Alt>2"], ["<Alt>3"], ["<Alt>4"]])

        let listed = AppAction.shortcutSections(pages).flatMap(\.shortcuts)
        let withAccelerators = AppAction.all(pages).filter { !$0.accelerators(pages).isEmpty }
        #expect(listed.map(\.accelerator) == withAccelerators.map { $0.accelerators(pages)[0] })
        #expect(AppAction.shortcutSections(pages).map(\.title) == ["General", "Pages", "Trips"])
        #expect(listed.contains { $0.title == "New Trip" && $0.accelerator == "<Control>n" })
        #expect(listed.contains { $0.title == "Go to Trips" && $0.accelerator == "<Alt>3" })
    }

    @Test func installingCreatesEveryActionWithItsAcceleratorsAndRoutesActivations() throws {
        let application = TestApplication.shared
        let window = ApplicationWindow(application: application)
        defer { window.destroy() }
        var performed: [AppAction] = []
        AppAction.install(on: application, pages: pages) { performed.append(.application($0)) }
        AppAction.install(on: window, pages: pages) { performed.append(.window($0)) }

        for action in AppAction.all(pages) {
            let group: OpaquePointer =
                if case .application = action { application.actionGroupPointer } else { window.actionGroupPointer }
            #expect(g_action_group_has_action(group, action.name) != 0, "\(action.detailedName) exists")
            #expect(application.accelerators(for: action.detailedName) == action.accelerators(pages))
        }

        #expect(window.activateAction("app.about"))
        #expect(window.activateAction("win.show-page", target: "profile"), "every page, Profile too")
        #expect(window.activateAction("win.go-back"))
        window.activateAction("win.show-page", target: "nowhere")
        #expect(performed == [.application(.about), .window(.showPage(.profile)), .window(.goBack)])
    }

    @Test func thePrimaryMenuIsBuiltWhenFirstOpenedAndListsTheMenuActions() async throws {
        let window = ApplicationWindow(application: TestApplication.shared)
        defer { window.destroy() }
        let button = MenuButton(
            iconName: "open-menu-symbolic", tooltip: "Main Menu", menu: AppAction.primaryMenu(pages))
        window.setContent(button)
        window.present()
        let gtkButton = OpaquePointer(button.widgetPointer)
        #expect(gtk_menu_button_get_popover(gtkButton) == nil, "no popover before the menu opens")
        gtk_menu_button_popup(gtkButton)
        let popover = try #require(gtk_menu_button_get_popover(gtkButton), "opening builds it")
        defer { gtk_menu_button_popdown(gtkButton) }
        let labels = Widget(widget: UnsafeMutableRawPointer(popover)).descendants()
            .filter { $0.typeName == "GtkLabel" }.map { Label(widget: $0.objectPointer).text }
        #expect(labels.contains("Preferences") && labels.contains("About Globetrotter"), "\(labels)")
    }

    @Test func thePrimaryMenuHasPreferencesKeyboardShortcutsAndAboutInTheHIGOrder() {
        #expect(
            AppAction.all(pages).compactMap(\.menuLabel) == [
                "_Preferences", "_Keyboard Shortcuts", "_About Globetrotter",
            ])
    }
}
