import CGLib
import CGtk
import Foundation
import GLibKit
import GLibTestSupport
import GtkKit
import OpenCombine
import Testing

@testable import GlobetrotterCore
@testable import GlobetrotterUI

/// The Profile page in the real shell, over the real interactor and
/// gdk-pixbuf, with image files written by the test: a chosen picture shows
/// on the page's avatar and the header's; a file that is no image is one
/// line and the old picture stays; Remove Picture returns to the initials;
/// typed keys rename the traveller everywhere.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(3))) struct ProfileFlowTests {
    @MainActor
    struct Running {
        let shell: ShellModule
        let window: ApplicationWindow
        let folder: String

        var flow: ProfileFlow { shell.profileFlow! }
        var page: Module<ProfileView, ProfileState, ProfileAction, ProfileRoute> { flow.page! }
        var state: ProfileState { page.viewModel.state }
        var view: ProfileView { page.view }
        var header: Avatar { shell.profileAvatar! }

        func stop() { window.destroy() }
    }

    static let title = "Profile test"

    func start(name: String = "", showingProfile: Bool = true) async throws -> Running {
        let window = ApplicationWindow(application: TestApplication.shared)
        let folder = makeTemporaryDirectory(prefix: "profile")
        let interactor = ProfileInteractor(
            directory: ProfileInteractor.directory(dataDirectory: folder), pictures: GdkPictureProcessing())
        if !name.isEmpty { try await interactor.rename(to: name) }
        let environment = AppEnvironment(
            settings: SettingsStore(backend: MemorySettingsBackend()), tiles: BlankTiles(), isOffline: true,
            startupSteps: [], splashMinimumDuration: .zero, profile: interactor)
        let shell = ShellModule(environment: environment, initialPage: .holidays, report: StartupReport(), menu: Menu())
        window.title = Self.title
        window.setPageContent(shell.root)
        window.setDefaultSize(width: 720, height: 640)
        window.present()
        let running = Running(shell: shell, window: window, folder: folder)
        if showingProfile {
            shell.select(.profile)
            var ready = false
            shell.whenContentReady(of: .profile) { ready = true }
            #expect(await pumpUntil(timeout: .seconds(10)) { ready })
        }
        return running
    }

    /// Chooses `path` as the selector would and waits until the picture is made (or refused).
    func choose(_ path: String, in running: Running) async {
        running.flow.sendToProfile(.pictureChosen(path: path))
        #expect(await pumpUntil(timeout: .seconds(10)) { !running.state.isProcessing })
    }

    /// A landscape (sky, sun, hills), written by gdk-pixbuf as `type`.
    static func writePicture(in folder: String, name: String = "holiday.jpg", type: String = "jpeg") -> String {
        let (width, height) = (900, 600)
        let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, Int32(width), Int32(height))!
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        let stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        let pixels = gdk_pixbuf_get_pixels(pixbuf)!
        for y in 0..<height {
            for x in 0..<width {
                let (fx, fy) = (Double(x) / Double(width), Double(y) / Double(height))
                let hill = 0.62 + 0.08 * sin(fx * 7) + 0.04 * sin(fx * 17 + 1)
                let sun = hypot(Double(x - 620), Double(y - 200))
                let rgb: (Double, Double, Double)
                if fy > hill {
                    rgb = (60 + 40 * fy, 140 - 50 * fy, 70)
                } else if sun < 70 {
                    rgb = (255, 214, 90)
                } else {
                    rgb = (90 + 120 * fy, 150 + 80 * fy, 235)
                }
                let offset = y * stride + x * 3
                pixels[offset] = UInt8(max(0, min(255, rgb.0)))
                pixels[offset + 1] = UInt8(max(0, min(255, rgb.1)))
                pixels[offset + 2] = UInt8(max(0, min(255, rgb.2)))
            }
        }
        let path = "\(folder)/\(name)"
        precondition(gdk_pixbuf_savev(pixbuf, path, type, nil, nil, nil) != 0, "writing the test picture")
        return path
    }

    @Test func aChosenPictureShowsOnThePageAndInTheHeader() async throws {
        let running = try await start(name: "Ada Lovelace")
        defer { running.stop() }
        #expect(!running.view.avatar.hasCustomImage)
        #expect(running.view.avatar.text == "Ada Lovelace")
        #expect(await pumpUntil { running.header.isVisible && running.header.text == "Ada Lovelace" })
        #expect(!running.header.hasCustomImage)

        await choose(Self.writePicture(in: running.folder), in: running)
        let stored = try #require(running.state.picturePath)
        #expect(stored.hasPrefix(ProfileInteractor.directory(dataDirectory: running.folder).path))
        var width: Int32 = 0
        var height: Int32 = 0
        #expect(gdk_pixbuf_get_file_info(stored, &width, &height) != nil)
        #expect((width, height) == (512, 341), "scaled to fit 512 px, its shape kept")
        #expect(running.state.problem == nil)
        #expect(await pumpUntil { running.view.avatar.hasCustomImage }, "the page's avatar shows the picture")
        #expect(await pumpUntil { running.header.hasCustomImage }, "the header's avatar shows it too")
        #expect(running.view.removePicture.isSensitive)
    }

    @Test func aFileThatIsNoImageSaysSoAndKeepsTheOldPicture() async throws {
        let running = try await start(name: "Ada Lovelace")
        defer { running.stop() }
        await choose(Self.writePicture(in: running.folder), in: running)
        let old = try #require(running.state.picturePath)
        // The header's avatar loads its copy on its own: both show it before the next choice.
        #expect(await pumpUntil { running.view.avatar.hasCustomImage && running.header.hasCustomImage })

        let notes = "\(running.folder)/notes.jpg"
        try "Packing list: passport, charger".write(toFile: notes, atomically: true, encoding: .utf8)
        await choose(notes, in: running)
        #expect(running.state.problem == "“notes.jpg” is not a picture. Choose a JPEG, PNG or other image file.")
        #expect(running.view.problem.isVisible)
        #expect(running.view.problem.text == running.state.problem)
        #expect(running.state.picturePath == old)
        #expect(FileManager.default.fileExists(atPath: old))
        #expect(running.view.avatar.hasCustomImage, "the old picture stays")
        #expect(running.header.hasCustomImage)

        // A picture that works clears the line.
        await choose(Self.writePicture(in: running.folder, name: "again.png", type: "png"), in: running)
        #expect(running.state.problem == nil)
        #expect(!running.view.problem.isVisible)
        #expect(running.state.picturePath != old)
    }

    @Test func removePictureReturnsToTheInitials() async throws {
        let running = try await start(name: "Ada Lovelace")
        defer { running.stop() }
        await choose(Self.writePicture(in: running.folder), in: running)
        let stored = try #require(running.state.picturePath)
        #expect(await pumpUntil { running.view.avatar.hasCustomImage && running.header.hasCustomImage })

        try PointerInput.click(running.view.removePicture)
        #expect(await pumpUntil(timeout: .seconds(10)) { running.state.picturePath == nil })
        #expect(await pumpUntil { !running.view.avatar.hasCustomImage && !running.header.hasCustomImage })
        #expect(running.view.avatar.text == "Ada Lovelace")
        #expect(running.state.initials == "AL")
        #expect(!running.view.removePicture.isSensitive)
        #expect(!FileManager.default.fileExists(atPath: stored))
    }

    @Test func typingANameRenamesTheTravellerEverywhere() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        let running = try await start()
        defer { running.stop() }
        #expect(running.state.initials == "")
        #expect(running.header.isVisible == false, "no name and no picture: the header shows the person icon")
        #expect(running.view.name.grabFocus())
        try KeyboardInput.type("Ada Lovelace", inWindowTitled: Self.title)
        #expect(await pumpUntil(timeout: .seconds(10)) { running.state.name == "Ada Lovelace" })
        #expect(running.state.initials == "AL")
        #expect(running.view.avatar.text == "Ada Lovelace")
        #expect(await pumpUntil { running.header.isVisible && running.header.text == "Ada Lovelace" })

        // Stored as typed, the last keystroke last.
        let record = ProfileInteractor.directory(dataDirectory: running.folder).appendingPathComponent("profile.json")
        #expect(
            await pumpUntil(timeout: .seconds(10)) {
                (try? String(contentsOf: record, encoding: .utf8))?.contains("\"Ada Lovelace\"") == true
            })
    }

    @Test func theHeaderShowsTheStoredProfileBeforeThePageIsBuilt() async throws {
        let running = try await start(name: "Jean Paul Sartre", showingProfile: false)
        defer { running.stop() }
        #expect(await pumpUntil { running.header.isVisible && running.header.text == "Jean Paul Sartre" })
        #expect(running.shell.profileFlow?.page == nil, "the page itself is built when first shown")
    }

    @Test func enterOnTheAvatarOpensTheImageSelectorAndCancelKeepsThePicture() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        let running = try await start(name: "Ada Lovelace")
        defer { running.stop() }
        #expect(running.view.avatarButton.grabFocus())
        try KeyboardInput.press("Return", inWindowTitled: Self.title)
        #expect(await pumpUntil(timeout: .seconds(10)) { toplevelWindow(ofType: "GtkFileChooserDialog") != nil })
        try KeyboardInput.press("Escape", inWindowTitled: running.state.labels.chooserTitle)
        #expect(await pumpUntil(timeout: .seconds(10)) { toplevelWindow(ofType: "GtkFileChooserDialog") == nil })
        #expect(running.state.picturePath == nil)
        #expect(running.state.problem == nil)
    }

    @Test func screenshotOfThePageWithAPicture() async throws {
        let running = try await start(name: "Ada Lovelace")
        defer { running.stop() }
        await choose(Self.writePicture(in: running.folder), in: running)
        var ready = false
        running.shell.whenContentReady(of: .profile) { ready = true }
        #expect(await pumpUntil(timeout: .seconds(10)) { ready })
        #expect(await pumpUntil { running.view.avatar.hasCustomImage && running.header.hasCustomImage })
        let path = screenshotPath("profile")
        try await renderPNG(running.window, to: path)
        let page = try #require(RenderedPixels(path: path))
        // The picture's green hill and blue sky, which nothing else on the page is.
        #expect(page.count(where: Self.isHill) > 1_000, "the large avatar shows the picture")
        #expect(page.count(where: Self.isSky) > 2_000)

        // Back on the main page, the header's Profile button shows the same picture.
        running.shell.goBack()
        var back = false
        running.shell.whenContentReady(of: .holidays) {
            running.shell.module.view.whenNavigationSettled { back = true }
        }
        #expect(await pumpUntil(timeout: .seconds(10)) { back })
        let headerPath = screenshotPath("profile-header")
        try await renderPNG(running.window, to: headerPath)
        let main = try #require(RenderedPixels(path: headerPath))
        // In the header's start (its Profile button), drawn faded when the window is in the
        // backdrop: the sky's blue and the sun's yellow together, which no initials' colour is.
        let button = (rows: 0..<50, columns: 0..<60)
        #expect(main.count(rows: button.rows, columns: button.columns, where: Self.isBluish) > 20, "the sky")
        #expect(main.count(rows: button.rows, columns: button.columns, where: Self.isYellowish) > 3, "the sun")
        #expect(main.count(rows: 50..<main.height, where: Self.isYellowish) == 0, "only the button shows it")
    }

    /// The test picture's hills (green, little blue) and sky (light blue).
    static func isHill(_ red: Int, _ green: Int, _ blue: Int) -> Bool {
        green >= red && green > blue + 15 && blue < 110 && red < 130
    }
    static func isBluish(_ red: Int, _ green: Int, _ blue: Int) -> Bool { blue > red + 25 && blue > 180 }
    static func isYellowish(_ red: Int, _ green: Int, _ blue: Int) -> Bool { red > blue + 35 && green > blue + 25 }
    static func isSky(_ red: Int, _ green: Int, _ blue: Int) -> Bool {
        blue > 215 && green > 140 && red < 215 && blue > red + 20
    }
}

extension ProfileFlowTests {
    /// The home country row opens the searchable country picker; the country
    /// picked there is stored, shown with its currency, and the Holidays page,
    /// still on its default, shows it at once.
    @Test func theHomeCountryPickedHereIsWhatAFollowingHolidaysPageShows() async throws {
        let settings = SettingsStore(backend: MemorySettingsBackend())
        let window = ApplicationWindow(application: TestApplication.shared)
        defer { window.destroy() }
        let folder = makeTemporaryDirectory(prefix: "profile-home")
        let environment = AppEnvironment(
            settings: settings, tiles: BlankTiles(), isOffline: true, startupSteps: [], splashMinimumDuration: .zero,
            holidays: .offlineFromThePack,
            converter: ConverterFlowTests.offlineDependencies(),
            profile: ProfileInteractor(
                directory: ProfileInteractor.directory(dataDirectory: folder), pictures: GdkPictureProcessing()))
        let shell = ShellModule(environment: environment, initialPage: .holidays, report: StartupReport(), menu: Menu())
        window.setPageContent(shell.root)
        window.present()
        shell.select(.profile)
        var ready = false
        shell.whenContentReady(of: .profile) { ready = true }
        #expect(await pumpUntil(timeout: .seconds(10)) { ready })
        let flow = try #require(shell.profileFlow)
        let view = try #require(flow.page?.view)
        #expect(view.homeRows.isVisible)
        #expect(view.homeCountry.subtitle == "Not set")
        #expect(shell.holidaysFlow?.page?.viewModel.state.countryTitle == nil, "no home country, no country shown")

        gtk_widget_activate(view.homeCountry.widgetPointer)
        let picker = try #require(flow.pickers.view, "the country picker opened")
        picker.search.text = "Austria"
        #expect(await pumpUntil(timeout: .seconds(5)) { picker.rows.first?.detail == "AT" })
        picker.search.activate()
        #expect(await pumpUntil(timeout: .seconds(5)) { flow.pickers.view == nil })
        #expect(settings[SettingsKeys.homeCountry] == "AT")
        #expect(view.homeCountry.subtitle == "🇦🇹 Austria")
        #expect(view.homeCurrency.subtitle?.hasSuffix("(EUR)") == true)
        #expect(shell.holidaysFlow?.page?.viewModel.state.countryTitle == "🇦🇹 Austria")
        #expect(settings[SettingsKeys.holidaysCountry] == "", "Holidays still follows the home country")
    }
}
