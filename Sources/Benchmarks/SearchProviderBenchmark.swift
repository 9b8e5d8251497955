import CGLib
import Foundation
import GLibTestSupport
import GlobetrotterCore

/// The GNOME Shell search provider as the Shell meets it, over a private
/// session bus: from a call with no provider running to its answer (D-Bus
/// starts the provider: the cold start), and a running provider's answer to
/// each query form (result IDs, then their metas, as the Shell asks), p99
/// against the 50 ms within which the Shell wants an answer.
struct SearchProviderBenchmark {
    let runs: Int

    static let busName = "io.github.globetrotter.Globetrotter.SearchProvider"
    static let objectPath = "/io/github/globetrotter/Globetrotter/SearchProvider"
    static let interface = "org.gnome.Shell.SearchProvider2"
    static let budgetMilliseconds = 50.0

    static let forms: [(String, [String])] = [
        ("conversion", ["100", "usd", "in", "eur"]), ("conversion-symbol", ["50", "€", "in", "yen"]),
        ("pair", ["eur", "gbp"]), ("holidays-of-country", ["holidays", "germany"]),
        ("holidays-other-language", ["holidays", "deutschland"]), ("named-holiday", ["christmas", "2027"]),
        ("next-holiday", ["next", "holiday", "france"]), ("trip-name", ["alpine"]), ("stop-name", ["innsbruck"]),
        ("trip-month", ["trip", "december"]), ("trip-month-year", ["trip", "december", "2027"]),
        // No trip is on it: every trip's days are worked out.
        ("trip-date-none", ["trip", "february", "2031"]), ("nothing", ["in", "in", "in"]),
    ]

    func run() {
        let provider = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("globetrotter-search-provider")
        guard FileManager.default.isExecutableFile(atPath: provider.path) else {
            emit([
                "benchmark": "search-provider",
                "error": "build globetrotter-search-provider beside the benchmark (swift build --product)",
            ])
            return
        }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("gt-bench-search-\(getpid())")
        defer { try? FileManager.default.removeItem(at: home) }
        do {
            try addTrips(dataDirectory: home.appendingPathComponent("data"))
            let bus = try PrivateBus(home: home, provider: provider)
            defer { bus.stop() }
            measureColdStart(bus)
            measureWarmAnswers(bus)
        } catch {
            emit(["benchmark": "search-provider", "error": "\(error)"])
        }
    }

    /// A hundred trips of ten stops, one of them "Alpine Loop" through
    /// Innsbruck; each starts ten days after the one before, from 1 January
    /// 2026, so the date queries work out the days of every trip.
    private func addTrips(dataDirectory: URL) throws {
        let store = TripStore(
            database: try AppDatabase.open(at: AppDatabase.defaultPath(dataDirectory: dataDirectory.path)))
        let first = LocalDate(year: 2026, month: 1, day: 1)!
        for index in 0..<100 {
            let trip = try store.createTrip(named: index == 7 ? "Alpine Loop" : "Trip \(index)")
            for stop in 0..<10 {
                let name = index == 7 && stop == 5 ? "Innsbruck" : "Stop \(index)-\(stop)"
                _ = try store.appendWaypoint(
                    Place(name: name, point: GeoPoint(latitude: 47 + Double(stop) / 10, longitude: 11)),
                    toTrip: trip.id)
            }
            try store.setStartDate(first.adding(days: index * 10), ofTrip: trip.id)
        }
    }

    private func measureColdStart(_ bus: PrivateBus) {
        var samples: [Double] = []
        for _ in 0..<max(runs * 3, 20) {
            bus.stopProvider()
            let start = ContinuousClock.now
            guard bus.resultIDs(["100", "usd", "in", "eur"]) == ["convert:100:USD:EUR"] else {
                emit(["benchmark": "search-provider", "error": "the cold provider gave a wrong answer"])
                return
            }
            samples.append(milliseconds(since: start))
        }
        report("cold-start-to-first-answer", samples)
    }

    private func measureWarmAnswers(_ bus: PrivateBus) {
        _ = bus.resultIDs(["eur", "gbp"])
        for (name, terms) in Self.forms {
            var samples: [Double] = []
            var count = 0
            for _ in 0..<max(runs * 30, 200) {
                let start = ContinuousClock.now
                let ids = bus.resultIDs(terms)
                if !ids.isEmpty { count = bus.metaCount(ids) }
                samples.append(milliseconds(since: start))
            }
            report("warm-\(name)", samples, extra: ["results": count])
        }
    }

    private func report(_ measurement: String, _ samples: [Double], extra: [String: Any] = [:]) {
        let sorted = samples.sorted()
        let p99 = percentile(sorted, 0.99)
        emit(
            [
                "benchmark": "search-provider", "measurement": measurement, "runs": samples.count,
                "median_ms": round3(percentile(sorted, 0.5)), "p99_ms": round3(p99),
                "max_ms": round3(sorted.last ?? 0), "budget_ms": Self.budgetMilliseconds,
                "within_budget": p99 < Self.budgetMilliseconds,
            ].merging(extra) { _, new in new })
    }
}

/// A private session bus that starts the provider, and a connection to it.
private final class PrivateBus {
    private let daemon: PrivateSessionBus
    private let connection: OpaquePointer

    init(home: URL, provider: URL) throws {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_DATA_HOME"] = home.appendingPathComponent("data").path
        environment["XDG_CACHE_HOME"] = home.appendingPathComponent("cache").path
        environment["GSETTINGS_BACKEND"] = "memory"
        environment["LC_MONETARY"] = "de_DE.UTF-8"
        daemon = try PrivateSessionBus(
            directory: home, services: [SearchProviderBenchmark.busName: provider.path], environment: environment)
        let address = daemon.address
        var error: UnsafeMutablePointer<GError>?
        let flags = GDBusConnectionFlags(
            G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        guard let connection = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, &error) else {
            defer { g_error_free(error) }
            throw BusError(message: error.map { String(cString: $0.pointee.message) } ?? "no connection")
        }
        self.connection = connection
    }

    struct BusError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    func stop() {
        stopProvider()
        g_object_unref(UnsafeMutableRawPointer(connection))
        daemon.stop()
    }

    /// Ends a running provider and waits until its name is free.
    func stopProvider() {
        guard
            let reply = call(
                "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "GetConnectionUnixProcessID",
                "('\(SearchProviderBenchmark.busName)',)", type: "(s)")
        else { return }
        defer { g_variant_unref(reply) }
        kill(pid_t(g_variant_get_uint32(g_variant_get_child_value(reply, 0))), SIGKILL)
        while let owner = call(
            "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "NameHasOwner",
            "('\(SearchProviderBenchmark.busName)',)", type: "(s)")
        {
            let owned = g_variant_get_boolean(g_variant_get_child_value(owner, 0)) != 0
            g_variant_unref(owner)
            if !owned { return }
            usleep(1_000)
        }
    }

    func resultIDs(_ terms: [String]) -> [String] {
        guard
            let reply = call(
                SearchProviderBenchmark.busName, SearchProviderBenchmark.objectPath,
                SearchProviderBenchmark.interface, "GetInitialResultSet", "(\(Self.text(terms)),)", type: "(as)")
        else { return [] }
        defer { g_variant_unref(reply) }
        let array = g_variant_get_child_value(reply, 0)!
        defer { g_variant_unref(array) }
        return (0..<g_variant_n_children(array)).map { index in
            let element = g_variant_get_child_value(array, index)!
            defer { g_variant_unref(element) }
            return String(cString: g_variant_get_string(element, nil))
        }
    }

    func metaCount(_ ids: [String]) -> Int {
        guard
            let reply = call(
                SearchProviderBenchmark.busName, SearchProviderBenchmark.objectPath,
                SearchProviderBenchmark.interface, "GetResultMetas", "(\(Self.text(ids)),)", type: "(as)")
        else { return 0 }
        defer { g_variant_unref(reply) }
        let array = g_variant_get_child_value(reply, 0)!
        defer { g_variant_unref(array) }
        return Int(g_variant_n_children(array))
    }

    /// A string array in GVariant text.
    private static func text(_ values: [String]) -> String {
        "[" + values.map { "'\($0)'" }.joined(separator: ",") + "]"
    }

    private func call(
        _ destination: String, _ path: String, _ interface: String, _ method: String, _ arguments: String,
        type: String
    ) -> OpaquePointer? {
        let variantType = g_variant_type_new(type)
        defer { g_variant_type_free(variantType) }
        guard let parameters = g_variant_parse(variantType, arguments, nil, nil, nil) else { return nil }
        var error: UnsafeMutablePointer<GError>?
        let reply = g_dbus_connection_call_sync(
            connection, destination, path, interface, method, parameters, nil, G_DBUS_CALL_FLAGS_NONE, 10_000, nil,
            &error)
        if let error { g_error_free(error) }
        return reply
    }
}
