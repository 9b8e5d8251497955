import Foundation
import GLibTestSupport
import Testing

@testable import GlobetrotterCore

/// A private session bus that starts the built `globetrotter-search-provider`
/// when a call names it, as GNOME Shell's bus does from the installed
/// service file; calls go through `gdbus`, as the README shows them.
final class ProviderBus {
    static let busName = "io.github.globetrotter.Globetrotter.SearchProvider"
    static let objectPath = "/io/github/globetrotter/Globetrotter/SearchProvider"
    static let interface = "org.gnome.Shell.SearchProvider2"

    static var providerExecutable: URL { builtExecutable("globetrotter-search-provider") }
    static var appExecutable: URL { builtExecutable("globetrotter") }

    private static func builtExecutable(_ name: String) -> URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent(name)
    }

    let home = FileManager.default.temporaryDirectory.appendingPathComponent("gt-search-\(UUID().uuidString)")
    private let bus: PrivateSessionBus
    var address: String { bus.address }

    var dataDirectory: URL { home.appendingPathComponent("data") }

    /// The app's desktop entry as the provider finds it (in the test's own
    /// `XDG_DATA_HOME`): the built app, or `command` instead.
    private static func desktopEntry(in home: URL) -> URL {
        home.appendingPathComponent("data/applications/io.github.globetrotter.Globetrotter.desktop")
    }

    /// - Parameters:
    ///   - idleMilliseconds: how long the provider waits for another call before it quits.
    ///   - now: the provider's (and the app's) "now", so answers never depend on the day the tests run.
    ///   - appCommand: the desktop entry's `Exec` (the built app's by default); nil installs no entry.
    init(
        idleMilliseconds: Int = 10_000, now: String = "2026-11-20T12:00:00Z",
        appCommand: String? = "\(ProviderBus.appExecutable.path) %F", environment extra: [String: String] = [:]
    ) throws {
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        if let appCommand {
            let desktopEntry = Self.desktopEntry(in: home)
            try FileManager.default.createDirectory(
                at: desktopEntry.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "[Desktop Entry]\nType=Application\nName=Globetrotter\nExec=\(appCommand)\nStartupNotify=true\n"
                .write(to: desktopEntry, atomically: true, encoding: .utf8)
        }
        // What the provider (and the app it starts) sees: activated services inherit the bus's environment.
        var environment = ProcessInfo.processInfo.environment
        for variable in ["LC_ALL", "LC_MESSAGES", "LANGUAGE"] { environment[variable] = nil }
        environment["LANG"] = "C.UTF-8"
        // Germany and the euro are home, from the region settings.
        environment["LC_MONETARY"] = "de_DE.UTF-8"
        environment["GSETTINGS_BACKEND"] = "memory"
        environment["GLOBETROTTER_OFFLINE"] = "1"
        environment["GLOBETROTTER_SPLASH_MS"] = "0"
        environment["GSK_RENDERER"] = "cairo"
        environment["GLOBETROTTER_SEARCH_IDLE_MS"] = String(idleMilliseconds)
        environment["GLOBETROTTER_NOW"] = now
        environment["XDG_DATA_HOME"] = home.appendingPathComponent("data").path
        environment["XDG_CACHE_HOME"] = home.appendingPathComponent("cache").path
        environment["XDG_CONFIG_HOME"] = home.appendingPathComponent("config").path
        environment.merge(extra) { _, new in new }
        bus = try PrivateSessionBus(
            directory: home, services: [Self.busName: Self.providerExecutable.path], environment: environment)
    }

    deinit {
        bus.stop()
        try? FileManager.default.removeItem(at: home)
    }

    struct Reply {
        let status: Int32
        let output: String
        let errors: String
    }

    /// `gdbus call` of one of the provider's methods; `arguments` in GVariant text.
    func call(_ method: String, _ arguments: [String], timeout: Int = 10) throws -> Reply {
        try gdbus(
            [
                "call", "--address", address, "--dest", Self.busName, "--object-path", Self.objectPath,
                "--timeout", String(timeout), "--method", "\(Self.interface).\(method)",
            ] + arguments)
    }

    /// A call `gdbus` would refuse to make: `dbus-send` does not check the
    /// arguments against the interface, so the provider gets them as they are.
    func send(_ method: String, _ arguments: [String]) throws -> Reply {
        try run(
            "/usr/bin/dbus-send",
            [
                "--bus=\(address)", "--print-reply", "--dest=\(Self.busName)", Self.objectPath,
                "\(Self.interface).\(method)",
            ] + arguments)
    }

    /// Whether a provider holds the name now.
    func providerIsRunning() throws -> Bool {
        let reply = try gdbus([
            "call", "--address", address, "--dest", "org.freedesktop.DBus", "--object-path", "/org/freedesktop/DBus",
            "--method", "org.freedesktop.DBus.NameHasOwner", Self.busName,
        ])
        return reply.output.contains("true")
    }

    /// The process that holds `name` on this bus now, if any: an app started
    /// for this bus (by the provider it activated) registers its ID here.
    func owner(of name: String) throws -> pid_t? {
        let reply = try gdbus([
            "call", "--address", address, "--dest", "org.freedesktop.DBus", "--object-path", "/org/freedesktop/DBus",
            "--method", "org.freedesktop.DBus.GetConnectionUnixProcessID", name,
        ])
        // "(uint32 1234,)"; an error (no owner yet) has no such line.
        guard reply.status == 0, let number = reply.output.split(separator: " ").last?.prefix(while: \.isNumber)
        else { return nil }
        return pid_t(number)
    }

    /// `gdbus introspect` of the provider's object.
    func introspect() throws -> String {
        try gdbus(["introspect", "--address", address, "--dest", Self.busName, "--object-path", Self.objectPath])
            .output
    }

    private func gdbus(_ arguments: [String]) throws -> Reply { try run("/usr/bin/gdbus", arguments) }

    private func run(_ executable: String, _ arguments: [String]) throws -> Reply {
        // gdbus prints in the runner's character set: under a user's C locale every
        // non-ASCII character of a reply ("🇩🇪", "·", "–") would read "?" (seen as a normal user).
        var environment = ProcessInfo.processInfo.environment
        environment["LC_ALL"] = "C.UTF-8"
        let outcome = try runProgram(URL(fileURLWithPath: executable), arguments, environment: environment)
        return Reply(
            status: outcome.status, output: outcome.output.trimmingCharacters(in: .whitespacesAndNewlines),
            errors: outcome.errors)
    }

    /// GVariant text of a string array: `['100', 'usd']`.
    static func strings(_ values: [String]) -> String {
        let quoted = values.map {
            "'" + $0.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
        }
        return "[" + quoted.joined(separator: ", ") + "]"
    }

    /// The IDs in a `GetInitialResultSet` reply: `(['a', 'b'],)`.
    static func ids(in output: String) -> [String] {
        output.split(separator: "'").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }
}

/// The provider as GNOME Shell uses it, over a real (private) session bus:
/// D-Bus starts it on the first call; it answers every query form, shrugs
/// off garbage, opens the app on a result and quits when idle.
@Suite(.serialized, .timeLimit(.minutes(3))) struct SearchProviderTests {
    /// A trip "Alpine Loop" (or `name`) through Innsbruck, in the provider's user database.
    private func addTrip(to bus: ProviderBus, named name: String = "Alpine Loop") throws -> Int64 {
        let database = try AppDatabase.open(
            at: AppDatabase.defaultPath(dataDirectory: bus.dataDirectory.path))
        let store = TripStore(database: database)
        let trip = try store.createTrip(named: name)
        for (name, latitude, longitude) in [("Munich", 48.14, 11.58), ("Innsbruck", 47.27, 11.39)] {
            _ = try store.appendWaypoint(
                Place(name: name, point: GeoPoint(latitude: latitude, longitude: longitude)), toTrip: trip.id)
        }
        return trip.id
    }

    private func results(_ bus: ProviderBus, _ terms: [String]) throws -> [String] {
        let reply = try bus.call("GetInitialResultSet", [ProviderBus.strings(terms)])
        #expect(reply.status == 0, "\(terms): \(reply.errors)")
        return ProviderBus.ids(in: reply.output)
    }

    @Test func eachQueryFormIsAnswered() throws {
        let bus = try ProviderBus()
        let tripID = try addTrip(to: bus)
        #expect(try results(bus, ["100", "usd", "in", "eur"]) == ["convert:100:USD:EUR"])
        #expect(try results(bus, ["100", "usd", "to", "eur"]) == ["convert:100:USD:EUR"])
        #expect(try results(bus, ["50", "€", "in", "yen"]) == ["convert:50:EUR:JPY"])
        #expect(try results(bus, ["eur", "gbp"]) == ["convert:1:EUR:GBP"])
        #expect(try results(bus, ["100", "usd"]) == ["convert:100:USD:EUR"], "into the home currency")
        let germany = try results(bus, ["holidays", "germany"])
        #expect(germany.count == 3 && germany.allSatisfy { $0.hasPrefix("holiday:DE:") })
        #expect(try results(bus, ["holidays", "deutschland"]) == germany, "a name in another language")
        #expect(try results(bus, ["christmas", "2027"]).first?.hasPrefix("holiday:DE:2027-12-25:") == true)
        let france = try results(bus, ["next", "holiday", "france"])
        #expect(france.count == 1 && france[0].hasPrefix("holiday:FR:"))
        #expect(try results(bus, ["alpine"]) == ["trip:\(tripID)"], "a trip's name")
        #expect(try results(bus, ["innsbruck"]) == ["trip:\(tripID)"], "a stop's name")
    }

    /// "trip december": the trips with a day in December, their result saying
    /// their dates (5–12 December 2026: nights of 1, 4 and 2 and a last stop).
    @Test func aTripIsFoundByItsDatesAndSaysThem() throws {
        let bus = try ProviderBus()
        let store = TripStore(
            database: try AppDatabase.open(at: AppDatabase.defaultPath(dataDirectory: bus.dataDirectory.path)))
        let advent = try store.createTrip(named: "Advent")
        let places = [
            ("Munich", 48.14, 11.58), ("Salzburg", 47.8, 13.04), ("Linz", 48.31, 14.29), ("Vienna", 48.21, 16.37),
        ]
        for ((name, latitude, longitude), nights) in zip(places, [nil, 4, 2, nil] as [Int?]) {
            let stop = try store.appendWaypoint(
                Place(name: name, point: GeoPoint(latitude: latitude, longitude: longitude)), toTrip: advent.id)
            try store.setNights(nights, ofWaypoint: stop.id)
        }
        try store.setStartDate(LocalDate(year: 2026, month: 12, day: 5), ofTrip: advent.id)
        let undated = try addTrip(to: bus, named: "December Someday")

        // Newest first: the undated trip by its name, the other by its days.
        #expect(try results(bus, ["trip", "december"]) == ["trip:\(undated)", "trip:\(advent.id)"])
        #expect(try results(bus, ["trip", "dec", "2026"]) == ["trip:\(advent.id)"])
        #expect(try results(bus, ["trip", "2027"]).isEmpty)
        let reply = try bus.call("GetResultMetas", [ProviderBus.strings(["trip:\(advent.id)"])])
        #expect(reply.status == 0, "\(reply.errors)")
        #expect(
            reply.output.contains("'description': <'5\u{2009}–\u{2009}12 Dec 2026 · 4 stops · ≈ "), "\(reply.output)")
    }

    /// Past the bundled holidays' last year (2030): the holidays of 2031 are online only, and the
    /// one result says so plainly, opening that year.
    @Test func in2031TheOfflineYearsAreSaidAndTheYearOpensOnline() throws {
        let bus = try ProviderBus(now: "2031-03-01T12:00:00Z")
        #expect(try results(bus, ["holidays", "germany"]) == ["holidays:DE:2031"])
        #expect(try results(bus, ["christmas"]) == ["holidays:DE:2031"])
        #expect(try results(bus, ["christmas", "2030"]).first?.hasPrefix("holiday:DE:2030-12-25:") == true)
        let reply = try bus.call("GetResultMetas", [ProviderBus.strings(["holidays:DE:2031"])])
        #expect(reply.output.contains("'name': <'Holidays in 🇩🇪 Germany, 2031'>"), "\(reply.output)")
        #expect(
            reply.output.contains("The offline holidays cover 2024–2030. Open Globetrotter to see 2031 online."))
    }

    @Test func metasSayWhatEachResultIs() throws {
        let bus = try ProviderBus()
        let tripID = try addTrip(to: bus)
        let ids = ["convert:100:USD:EUR", "holiday:DE:2027-12-25:1", "trip:\(tripID)"]
        let reply = try bus.call("GetResultMetas", [ProviderBus.strings(ids)])
        #expect(reply.status == 0, "\(reply.errors)")
        #expect(reply.output.contains("'name': <'100 USD = "), "\(reply.output)")
        #expect(reply.output.contains("Offline ECB rates of"))
        #expect(reply.output.contains("'clipboardText': <'"))
        #expect(reply.output.contains("'name': <'Christmas Day'>"))
        #expect(
            reply.output.contains("Germany · Saturday, 25 December 2027 · In 400 days"), "counted from 20 November 2026"
        )
        #expect(reply.output.contains("'name': <'Alpine Loop'>"))
        #expect(reply.output.contains("2 stops · ≈ 98 km"), "Munich to Innsbruck in a straight line")
        #expect(reply.output.contains("'gicon': <'x-office-calendar-symbolic'>"))
    }

    @Test func garbageGetsNoResultsNeverAnError() throws {
        let bus = try ProviderBus()
        // Through Innsbruck: "in in in" must not find it.
        _ = try addTrip(to: bus)
        let garbage: [[String]] = [
            [], [""], [String(repeating: "a", count: 10_000)], ["100", "xyz", "in", "abc"], ["in", "in", "in"],
            ["🙂", "€€€"], ["1.2.3", "usd"], Array(repeating: "eur", count: 500), ["'", "\\", "\""],
        ]
        for terms in garbage {
            let reply = try bus.call("GetInitialResultSet", [ProviderBus.strings(terms)])
            #expect(reply.status == 0 && reply.output == "(@as [],)", "\(terms.prefix(3)): \(reply)")
            let narrowed = try bus.call(
                "GetSubsearchResultSet", [ProviderBus.strings(["x"]), ProviderBus.strings(terms)])
            #expect(narrowed.status == 0 && narrowed.output == "(@as [],)")
        }
        let metas = try bus.call(
            "GetResultMetas",
            [
                ProviderBus.strings([
                    "", "garbage", "trip:999", "convert:1:XXX:EUR", String(repeating: "x", count: 10_000),
                ])
            ])
        #expect(metas.status == 0 && metas.output == "(@aa{sv} [],)", "\(metas)")
    }

    @Test func aCallOfTheWrongShapeIsRefusedAndTheProviderStaysUp() throws {
        let bus = try ProviderBus()
        let refused = try bus.send("GetInitialResultSet", ["string:not an array"])
        #expect(refused.status != 0)
        #expect(refused.errors.contains("InvalidArgs"), "\(refused.errors)")
        #expect(try results(bus, ["eur", "gbp"]) == ["convert:1:EUR:GBP"])
    }

    @Test func theProviderQuitsWhenNoSearchComes() async throws {
        let bus = try ProviderBus(idleMilliseconds: 300)
        #expect(try results(bus, ["eur", "gbp"]) == ["convert:1:EUR:GBP"])
        #expect(try bus.providerIsRunning())
        var running = true
        for _ in 0..<50 where running {
            try await Task.sleep(for: .milliseconds(100))
            running = try bus.providerIsRunning()
        }
        #expect(!running, "it quit after 300 ms without a call")
        #expect(try results(bus, ["eur", "gbp"]) == ["convert:1:EUR:GBP"], "and D-Bus starts it again")
    }

    @Test func activatingATripOpensTheAppOnIt() async throws {
        let bus = try ProviderBus()
        // A name no other window of this display has (the GTK tests' windows share it).
        let name = "Activated \(UUID().uuidString.prefix(8))"
        let tripID = try addTrip(to: bus, named: name)
        let reply = try bus.call("ActivateResult", ["trip:\(tripID)", ProviderBus.strings(["activated"]), "0"])
        #expect(reply.status == 0, "\(reply.errors)")
        var window: String?
        for _ in 0..<300 where window == nil {
            try await Task.sleep(for: .milliseconds(100))
            window = try XWindows.first(named: name)
        }
        let found = try #require(window, "the app's window shows the trip")
        let pid = try #require(try XWindows.pid(of: found))
        #expect(pid != getpid())
        let command = try String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8)
        #expect(command.contains("--open=trip:\(tripID)"), "the provider started the app on the result")
        if pid != getpid() { kill(pid, SIGTERM) }
    }

    /// Enter in the Shell's search: the app opens on the page the words are about.
    @Test func launchingASearchOpensThePageThatFits() async throws {
        let bus = try ProviderBus()
        let reply = try bus.call("LaunchSearch", [ProviderBus.strings(["holidays", "in", "atlantis"]), "0"])
        #expect(reply.status == 0, "\(reply.errors)")
        // The app the provider started is the one that registered the app's ID on the
        // provider's private bus: no other process (another test's app) can be taken for it.
        var app: pid_t?
        for _ in 0..<100 where app == nil {
            try await Task.sleep(for: .milliseconds(100))
            app = try bus.owner(of: "io.github.globetrotter.Globetrotter")
        }
        let pid = try #require(app, "the provider started the app")
        defer { kill(pid, SIGTERM) }
        let command = try String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8)
        #expect(command.split(separator: "\0").contains("--open=page:holidays"), "on the Holidays page: \(command)")
    }

    /// The provider is a GApplication service: GLib owns its bus name and
    /// exports the application's interfaces beside the search provider's.
    @Test func theProviderIsAGApplicationService() throws {
        let bus = try ProviderBus()
        #expect(try results(bus, ["eur", "gbp"]) == ["convert:1:EUR:GBP"])
        let introspection = try bus.introspect()
        #expect(introspection.contains("interface org.gnome.Shell.SearchProvider2"), "\(introspection)")
        #expect(introspection.contains("interface org.gtk.Application"), "\(introspection)")
    }

    /// A result opens through the app's installed desktop entry — its own
    /// command, started by GIO with a launch context — not a binary found
    /// beside the provider.
    @Test func aResultIsOpenedThroughTheInstalledDesktopEntry() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("gt-entry-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let record = home.appendingPathComponent("launched.txt")
        let script = home.appendingPathComponent("record-launch")
        let lines = [
            "#!/bin/sh",
            "{ printf 'argument %s\\n' \"$@\"; printf 'startup %s\\n' \"$DESKTOP_STARTUP_ID\"; } > \(record.path).part",
            "mv \(record.path).part \(record.path)",
        ]
        try lines.joined(separator: "\n").write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        let bus = try ProviderBus(appCommand: "\(script.path) %F")
        let reply = try bus.call("ActivateResult", ["trip:7", ProviderBus.strings(["alpine"]), "1234"])
        #expect(reply.status == 0, "\(reply.errors)")
        var launched: String?
        for _ in 0..<100 where launched == nil {
            try await Task.sleep(for: .milliseconds(50))
            launched = try? String(contentsOf: record, encoding: .utf8)
        }
        let recorded = try #require(launched, "the entry's command ran").split(separator: "\n")
        #expect(recorded.contains("argument --open=trip:7"), "\(recorded)")
        #expect(
            recorded.contains { $0.hasPrefix("startup ") && $0.hasSuffix("_TIME1234") }, "the Shell's time: \(recorded)"
        )
    }

    @Test func withoutAnInstalledDesktopEntryActivatingFailsAndSaysWhy() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("gt-no-apps-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let bus = try ProviderBus(appCommand: nil, environment: ["XDG_DATA_DIRS": empty.path])
        let reply = try bus.call("LaunchSearch", [ProviderBus.strings(["holidays"]), "0"])
        #expect(reply.status != 0)
        #expect(
            reply.errors.contains("io.github.globetrotter.Globetrotter.desktop is not installed"), "\(reply.errors)")
    }
}

/// X11 windows, through xdotool.
enum XWindows {
    static func first(named name: String) throws -> String? {
        do {
            return try xdotool(["search", "--onlyvisible", "--name", "^\(name)$"]).split(separator: "\n").first
                .map(String.init)
        } catch let failure as XdotoolFailure where !failure.timedOut && failure.status == 1 {
            return nil  // xdotool's "no window matched"
        }
    }

    static func pid(of window: String) throws -> pid_t? {
        pid_t(try xdotool(["getwindowpid", window]).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    private static func xdotool(_ arguments: [String]) throws -> String {
        try GlobetrotterUITests.xdotool(arguments)
    }
}
