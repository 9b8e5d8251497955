import CGtk
import GLibKit
import GlobetrotterCore
import GtkKit
import Testing

@testable import GlobetrotterUI

/// style.css comes from the embedded GResource, and AdwApplication applies it
/// from the resource base path with no code of ours loading it.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(3))) struct AppResourcesTests {
    @Test func theStyleSheetIsInTheBundleUnderTheBasePath() throws {
        _ = TestApplication.shared
        let path = AppResources.basePath + "/style.css"
        #expect(ResourceBundle.contains(path))
        let css = try #require(ResourceBundle.text(at: path))
        for rule in [".notice-bar", ".picker-row", ".holiday-badge", ".converted-amount"] {
            #expect(css.contains(rule), "\(rule) is styled")
        }
        #expect(!ResourceBundle.contains(AppResources.basePath + "/missing.css"))
    }

    @Test func theAppIconIsFoundInTheBundleWithoutAnIconSearchPath() {
        _ = TestApplication.shared
        let theme = gtk_icon_theme_get_for_display(gdk_display_get_default())
        #expect(gtk_icon_theme_has_icon(theme, AppInfo.id) != 0)
        #expect(ResourceBundle.contains(AppResources.basePath + "/icons/128x128/apps/\(AppInfo.id).png"))
        #expect(gtk_icon_theme_has_icon(theme, AppIcons.calendarStatus) != 0)
    }

    @Test func theApplicationAppliesItsRulesToWidgets() {
        let window = ApplicationWindow(application: TestApplication.shared)
        defer { window.destroy() }
        let plain = Label("95.12")
        let converted = Label("95.12")
        converted.addCSSClass("converted-amount")
        window.setContent(Box(.vertical, [plain, converted]))
        // `.converted-amount { font-size: 2.4em }`: only a loaded stylesheet makes it taller.
        var plainHeight: Int32 = 0
        var convertedHeight: Int32 = 0
        gtk_widget_measure(plain.widgetPointer, GTK_ORIENTATION_VERTICAL, -1, nil, &plainHeight, nil, nil)
        gtk_widget_measure(converted.widgetPointer, GTK_ORIENTATION_VERTICAL, -1, nil, &convertedHeight, nil, nil)
        #expect(Double(convertedHeight) > Double(plainHeight) * 1.8, "\(convertedHeight) vs \(plainHeight)")
    }
}
