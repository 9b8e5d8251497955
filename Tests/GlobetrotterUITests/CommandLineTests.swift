import CGtkTestSupport
import Foundation
import GLibTestSupport
import Testing

/// Runs the real `globetrotter` binary built beside the tests.
struct AppProcess {
    typealias Outcome = ProgramOutcome

    /// The test runner lives in the same build folder as the app.
    static var executable: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("globetrotter")
    }

    let home = FileManager.default.temporaryDirectory.appendingPathComponent("gt-cli-\(UUID().uuidString)")

    init(dataDirectory: URL? = nil) { self.dataDirectory = dataDirectory }

    /// Another data pack to use instead of the source tree's.
    var dataDirectory: URL?
    /// Set last, over the defaults below.
    var overrides: [String: String] = [:]
    /// Removed last, after the overrides.
    var unset: Set<String> = []

    var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        if let dataDirectory { environment["GLOBETROTTER_DATA_DIR"] = dataDirectory.path }
        environment["GSK_RENDERER"] = "cairo"
        environment["GLOBETROTTER_OFFLINE"] = "1"
        environment["GLOBETROTTER_SPLASH_MS"] = "0"
        environment["GSETTINGS_BACKEND"] = "memory"
        // English, whatever the runner's locale; a test sets LANG to hear another language.
        for variable in ["LC_ALL", "LC_MESSAGES", "LANGUAGE"] { environment[variable] = nil }
        environment["LANG"] = "C.UTF-8"
        environment["XDG_DATA_HOME"] = home.appendingPathComponent("data").path
        environment["XDG_CACHE_HOME"] = home.appendingPathComponent("cache").path
        environment["XDG_CONFIG_HOME"] = home.appendingPathComponent("config").path
        environment.merge(overrides) { $1 }
        for variable in unset { environment[variable] = nil }
        return environment
    }

    /// Starts the app with `arguments`, in `directory` (the test's own when nil).
    func start(_ arguments: [String], in directory: URL? = nil) throws -> (Process, Pipe, Pipe) {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        return (process, output, errors)
    }

    func run(_ arguments: [String], timeout: TimeInterval = 60) throws -> Outcome {
        try runProgram(Self.executable, arguments, environment: environment, timeout: timeout)
    }
}

/// Width and height from a PNG file's IHDR chunk; nil if it is not a PNG.
func pngSize(_ url: URL) -> (width: Int, height: Int)? {
    (try? Data(contentsOf: url)).flatMap { pngSize([UInt8]($0)) }
}

/// Width and height from PNG bytes' IHDR chunk; nil if they are not a PNG.
func pngSize(_ data: [UInt8]) -> (width: Int, height: Int)? {
    guard data.count > 24, data.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return nil }
    let bytes = data[16..<24]
    let width = bytes.prefix(4).reduce(0) { $0 << 8 | Int($1) }
    let height = bytes.suffix(4).reduce(0) { $0 << 8 | Int($1) }
    return (width, height)
}

@Suite(.serialized, .timeLimit(.minutes(3))) struct CommandLineTests {
    let app = AppProcess()

    @Test func versionAndHelp() throws {
        let version = try app.run(["--version"])
        #expect(version.status == 0)
        #expect(version.output == "Globetrotter 0.1.0\n")
        let help = try app.run(["--help"])
        #expect(help.status == 0)
        for option in ["--version", "--page=NAME", "--screenshot=FILE", "--startup-report"] {
            #expect(help.output.contains(option), "--help lists \(option)")
        }
    }

    @Test func unknownPageListsTheValidPagesAndExitsWithTwo() throws {
        let outcome = try app.run(["--page", "maps"])
        #expect(outcome.status == 2)
        #expect(outcome.errors.contains("Unknown page “maps”. Valid pages: holidays, converter, trips, todo, profile"))
    }

    @Test func unwritableScreenshotPathIsAClearErrorWithExitOne() throws {
        let outcome = try app.run(["--screenshot", "/nonexistent-folder/shot.png"])
        #expect(outcome.status == 1)
        #expect(outcome.errors.contains("the folder /nonexistent-folder does not exist"))
    }

    @Test(arguments: ["holidays", "converter", "trips", "todo", "profile"])
    func screenshotOfEveryPage(page: String) throws {
        try FileManager.default.createDirectory(at: app.home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: app.home) }
        let file = app.home.appendingPathComponent("\(page).png")
        let outcome = try app.run(["--page", page, "--screenshot", file.path])
        #expect(outcome.status == 0, "stderr: \(outcome.errors)")
        let size = try #require(pngSize(file), "a PNG was written")
        #expect(size.width >= 900 && size.height >= 600, "the whole window: \(size)")
    }

    /// `globetrotter --screenshot FILE trip.gpx` renders the imported trip at
    /// rest: the slide over (no list beside it), the map fitted and its tiles
    /// drawn. It rendered mid-slide, before the tiles: it waited for the page
    /// shown before the file switched to Trips.
    @Test func aScreenshotOfATripFileWaitsForTheTripAtRest() throws {
        try FileManager.default.createDirectory(at: app.home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: app.home) }
        let gpx = app.home.appendingPathComponent("alpine.gpx")
        try Data(
            #"<gpx version="1.1"><metadata><name>Alpine Loop</name></metadata><wpt lat="45.76" lon="4.84"><name>Lyon</name></wpt><wpt lat="46.20" lon="6.14"><name>Genève</name></wpt><wpt lat="45.07" lon="7.69"><name>Torino</name></wpt></gpx>"#
                .utf8
        ).write(to: gpx)
        let file = app.home.appendingPathComponent("trip.png")
        let outcome = try app.run(["--screenshot", file.path, gpx.path])
        #expect(outcome.status == 0, "stderr: \(outcome.errors)")
        let size = try #require(pngSize(file), "a PNG was written")
        // The map's part of the window (right of the stops): tiles everywhere,
        // nowhere the blank map's background (Adwaita's window background,
        // also what shows beside a page sliding in).
        let left = size.width * 45 / 100
        let blank = gt_test_png_count_colour(
            file.path, Int32(left), 150, Int32(size.width - 30 - left), Int32(size.height - 250), 10, 0xFA_FAFA)
        #expect(blank == 0, "\(blank) points of the map are blank")
    }

    /// Run from the build tree, the app reads the schema the build compiled: a
    /// cache it cannot write (a file stands where the folder would be) loses nothing.
    @Test func fromTheBuildTreeSavedSettingsAreReadWithoutWritingTheCache() throws {
        var app = AppProcess()
        let config = app.home.appendingPathComponent("config")
        let keyfile = config.appendingPathComponent("glib-2.0/settings/keyfile")
        try FileManager.default.createDirectory(
            at: keyfile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("[io/github/globetrotter/Globetrotter]\ncolor-scheme='dark'\n".utf8).write(to: keyfile)
        let blockedCache = app.home.appendingPathComponent("cache-is-a-file")
        try Data().write(to: blockedCache)
        defer { try? FileManager.default.removeItem(at: app.home) }
        app.overrides = ["GSETTINGS_BACKEND": "keyfile", "XDG_CACHE_HOME": blockedCache.path]
        let shot = app.home.appendingPathComponent("dark.png")
        let outcome = try app.run(["--page", "converter", "--screenshot", shot.path])
        #expect(outcome.status == 0, "\(outcome.errors)")
        #expect(!outcome.errors.contains("schema"), "\(outcome.errors)")
        #expect(gt_test_png_mean_luminance(shot.path) < 0.35, "the saved dark style was read")
    }

    @Test func startupReportPrintsOneJSONLine() throws {
        let outcome = try app.run(["--startup-report"])
        #expect(outcome.status == 0)
        let line = try #require(outcome.output.split(separator: "\n").first)
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        let firstFrame = try #require(object?["first_frame_ms"] as? Double)
        let rss = try #require(object?["rss_kib"] as? Double)
        #expect(firstFrame > 0 && firstFrame < 30_000)
        #expect(rss > 1_000)
    }

    /// The home page's first frame draws only PNG icons, so the SVG renderer
    /// (about 8 MB) stays unloaded until a page needs it.
    @Test func theFirstFrameLoadsNoSVGRenderer() throws {
        let loaded = try loaderTrace("files")
        #expect(loaded.contains("libgtk-4.so"), "the loader's trace was read")
        #expect(!loaded.contains("librsvg"), "librsvg was loaded before the home page settled")
    }

    /// Offline, the home page needs no API key: the keyring (libsecret, which
    /// brings libgcrypt: 1.2 MB resident) is first asked when a page that uses
    /// a key is built. The loader binds a library's function at its first call.
    @Test func theHomePageAsksTheKeyringNothing() throws {
        let bindings = try loaderTrace("bindings")
        #expect(bindings.contains("`gtk_window_present'"), "the loader's trace was read")
        // The app's own calls into libsecret (not libsecret binding its own symbols as it loads).
        let called = bindings.split(separator: "\n")
            .filter { $0.contains("/globetrotter [0] to") && $0.contains("`secret_") }
            .compactMap { $0.split(separator: "`").last?.dropLast() }
        #expect(called.isEmpty, "the keyring was asked before the home page settled")
    }

    /// What the dynamic loader traced (`LD_DEBUG=what`) while the app started and
    /// settled: to files (the loader appends the process ID), as the trace is
    /// too long for a pipe nobody reads yet.
    private func loaderTrace(_ what: String) throws -> String {
        var traced = app
        let folder = URL(fileURLWithPath: makeTemporaryDirectory(prefix: "ld-\(what)"))
        let trace = folder.appendingPathComponent("trace")
        traced.overrides["LD_DEBUG"] = what
        traced.overrides["LD_DEBUG_OUTPUT"] = trace.path
        let outcome = try traced.run(["--startup-report"])
        #expect(outcome.status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasPrefix(trace.lastPathComponent) }.map { folder.appendingPathComponent($0) }
        return try files.map { try String(contentsOf: $0, encoding: .utf8) }.joined()
    }
}
