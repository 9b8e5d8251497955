import Foundation

/// Start-up to first frame and resident memory of the app against a bare GTK 4
/// window from the same build (the floor the targets are set against), a
/// bare libadwaita window (the platform's share of the gap) and, when
/// installed, gnome-calculator (a GNOME app of the same stack, timed by the
/// probe library preloaded into it), each launched `runs` times,
/// interleaved; medians.
struct StartupBenchmark {
    let runs: Int

    struct Sample: Decodable {
        let first_frame_ms: Double
        /// The home page drawn with its content and no animation running (the
        /// bare window: its first frame).
        let settled_ms: Double
        let rss_kib: Int
    }

    func run() {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        let app = directory.appendingPathComponent("globetrotter")
        let bare = directory.appendingPathComponent("bare-gtk-window")
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("globetrotter-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: home) }
        let calculator = Self.calculator(probeDirectory: home)
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            emit(["benchmark": "startup", "error": "no DISPLAY: run under xvfb-run"])
            return
        }
        do {
            // One unmeasured launch each warms the page cache and creates the user files.
            _ = try launch(bare, arguments: [], home: home)
            _ = try launch(bare, arguments: ["--adwaita"], home: home)
            _ = try launch(app, arguments: ["--startup-report"], home: home)
            if case .installed(let executable, let probe) = calculator {
                _ = try launch(executable, arguments: [], home: home, preloading: probe)
            }
            var bareSamples: [Sample] = []
            var adwaitaSamples: [Sample] = []
            var appSamples: [Sample] = []
            var calculatorSamples: [Sample] = []
            // Interleaved, so a busy moment of the machine hits all alike.
            for _ in 0..<runs {
                bareSamples.append(try launch(bare, arguments: [], home: home))
                adwaitaSamples.append(try launch(bare, arguments: ["--adwaita"], home: home))
                appSamples.append(try launch(app, arguments: ["--startup-report"], home: home))
                if case .installed(let executable, let probe) = calculator {
                    calculatorSamples.append(try launch(executable, arguments: [], home: home, preloading: probe))
                }
            }
            let bareFrame = median(bareSamples.map(\.first_frame_ms))
            let adwaitaFrame = median(adwaitaSamples.map(\.first_frame_ms))
            let appFrame = median(appSamples.map(\.first_frame_ms))
            let appSettled = median(appSamples.map(\.settled_ms))
            let bareRSS = median(bareSamples.map { Double($0.rss_kib) })
            let adwaitaRSS = median(adwaitaSamples.map { Double($0.rss_kib) })
            let appRSS = median(appSamples.map { Double($0.rss_kib) })
            var fields: [String: Any] = [
                "benchmark": "startup", "runs": runs, "app_first_frame_ms": round1(appFrame),
                "bare_first_frame_ms": round1(bareFrame), "first_frame_ratio": round2(appFrame / bareFrame),
                "first_frame_target": Self.firstFrameTarget, "app_settled_ms": round1(appSettled),
                "settled_ratio": round2(appSettled / bareFrame),
                "app_settled_rss_kib": Int(appRSS), "bare_rss_kib": Int(bareRSS),
                "settled_rss_ratio": round2(appRSS / bareRSS), "settled_rss_target": Self.rssTarget,
                // The libadwaita floor: what any Adwaita window costs before the app's own work.
                "adwaita_first_frame_ms": round1(adwaitaFrame), "adwaita_rss_kib": Int(adwaitaRSS),
                "first_frame_ratio_to_adwaita": round2(appFrame / adwaitaFrame),
                "settled_ratio_to_adwaita": round2(appSettled / adwaitaFrame),
                "settled_to_adwaita_target": Self.settledToAdwaitaTarget,
                "settled_rss_ratio_to_adwaita": round2(appRSS / adwaitaRSS),
                // The app's own share, above what any libadwaita window costs.
                "app_over_adwaita_first_frame_ms": round1(appFrame - adwaitaFrame),
                "app_over_adwaita_settled_ms": round1(appSettled - adwaitaFrame),
                "app_over_adwaita_rss_mib": round1((appRSS - adwaitaRSS) / 1024),
                "blocked_by": Self.obstacles(
                    bareFrame: bareFrame, adwaitaFrame: adwaitaFrame, appFrame: appFrame, appSettled: appSettled,
                    bareRSS: bareRSS, adwaitaRSS: adwaitaRSS, appRSS: appRSS),
            ]
            switch calculator {
            case .installed:
                // A peer of the same stack, measured alike (its first frame shows its content).
                let frame = median(calculatorSamples.map(\.first_frame_ms))
                let rss = median(calculatorSamples.map { Double($0.rss_kib) })
                if appSettled / adwaitaFrame > Self.settledToAdwaitaTarget {
                    // What a window with content costs on this stack: the settled target against it.
                    fields["blocked_by"] =
                        (fields["blocked_by"] as? [String] ?? []) + [
                            "content settled: gnome-calculator's first frame, a libadwaita window with its content, "
                                + "is \(round2(frame / adwaitaFrame))× the bare libadwaita window"
                        ]
                }
                fields["calculator_first_frame_ms"] = round1(frame)
                fields["calculator_first_frame_ratio"] = round2(frame / bareFrame)
                fields["calculator_first_frame_ratio_to_adwaita"] = round2(frame / adwaitaFrame)
                fields["calculator_rss_kib"] = Int(rss)
                fields["calculator_rss_ratio"] = round2(rss / bareRSS)
            case .missing(let reason):
                emit(["benchmark": "startup", "peer": "gnome-calculator", "skipped": reason])
            }
            emit(fields)
        } catch {
            emit(["benchmark": "startup", "error": String(describing: error)])
        }
    }

    /// The app's first frame, as a multiple of the bare GTK window's.
    static let firstFrameTarget = 1.25
    /// The app's content settled, as a multiple of the bare libadwaita window's first frame.
    static let settledToAdwaitaTarget = 1.15
    /// The app's resident memory once settled, as a multiple of the bare GTK window's.
    static let rssTarget = 1.2

    /// Each missed target that the libadwaita floor alone already misses, said
    /// as such; a missed target the floor meets is the app's own to fix.
    static func obstacles(
        bareFrame: Double, adwaitaFrame: Double, appFrame: Double, appSettled: Double, bareRSS: Double,
        adwaitaRSS: Double, appRSS: Double
    ) -> [String] {
        let floorFrame = round2(adwaitaFrame / bareFrame)
        let floorRSS = round2(adwaitaRSS / bareRSS)
        var obstacles: [String] = []
        let checks: [(name: String, ratio: Double, floor: Double, target: Double, against: String)] = [
            ("first frame", appFrame / bareFrame, floorFrame, firstFrameTarget, "the bare GTK window"),
            ("content settled", appSettled / adwaitaFrame, 1, settledToAdwaitaTarget, "the bare libadwaita window"),
            ("settled RSS", appRSS / bareRSS, floorRSS, rssTarget, "the bare GTK window"),
        ]
        for check in checks where check.ratio > check.target {
            obstacles.append(
                check.floor > check.target
                    ? "\(check.name): a bare libadwaita window alone is \(check.floor)× \(check.against) (target \(check.target)×)"
                    : "\(check.name): the app's own share, \(round2(check.ratio))× \(check.against) (the libadwaita floor is \(check.floor)×, target \(check.target)×)"
            )
        }
        return obstacles
    }

    /// gnome-calculator, with the probe that reports its first frame; or why not.
    enum Peer {
        case installed(executable: URL, probe: URL)
        case missing(String)
    }

    static func calculator(probeDirectory: URL) -> Peer {
        let executable = URL(fileURLWithPath: "/usr/bin/gnome-calculator")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            return .missing("gnome-calculator is not installed (apt-get install gnome-calculator): no peer measured")
        }
        do {
            return .installed(executable: executable, probe: try buildProbe(in: probeDirectory))
        } catch {
            return .missing("the start-up probe could not be built (\(error)): no peer measured")
        }
    }

    /// Compiles StartupProbe/startup_probe.c with the start-up report into a
    /// library of C only, with `cc` and GTK's pkg-config flags.
    static func buildProbe(in directory: URL) throws -> URL {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let library = directory.appendingPathComponent("libglobetrotter-startup-probe.so")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let command = [
            "cc -shared -fPIC -O2 -o '\(library.path)'",
            "'\(sources.path)/Benchmarks/StartupProbe/startup_probe.c'",
            "'\(sources.path)/CStartupReport/startup_report.c' -I '\(sources.path)/CStartupReport/include'",
            "$(pkg-config --cflags --libs gtk4)",
        ].joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw ProbeError(message: message) }
        return library
    }

    struct ProbeError: Error, CustomStringConvertible {
        let message: String
        var description: String { message.isEmpty ? "cc failed" : message }
    }

    private func launch(_ executable: URL, arguments: [String], home: URL, preloading probe: URL? = nil) throws
        -> Sample
    {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["GSK_RENDERER"] = environment["GSK_RENDERER"] ?? "cairo"
        environment["GLOBETROTTER_OFFLINE"] = "1"
        environment["XDG_DATA_HOME"] = home.appendingPathComponent("data").path
        environment["XDG_CACHE_HOME"] = home.appendingPathComponent("cache").path
        environment["XDG_CONFIG_HOME"] = home.appendingPathComponent("config").path
        environment["GSETTINGS_BACKEND"] = "memory"
        if let probe { environment["LD_PRELOAD"] = probe.path }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        environment["GLOBETROTTER_LAUNCH_NS"] = String(UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec))
        process.environment = environment
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard let line = String(decoding: data, as: UTF8.self).split(separator: "\n").last(where: { $0.hasPrefix("{") })
        else {
            throw BenchmarkError.noReport(executable.lastPathComponent, status: process.terminationStatus)
        }
        return try JSONDecoder().decode(Sample.self, from: Data(line.utf8))
    }
}

enum BenchmarkError: Error, CustomStringConvertible {
    case noReport(String, status: Int32)

    var description: String {
        switch self {
        case .noReport(let name, let status): "\(name) printed no report (exit status \(status))"
        }
    }
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func round1(_ value: Double) -> Double { (value * 10).rounded() / 10 }
func round2(_ value: Double) -> Double { (value * 100).rounded() / 100 }

/// Prints one JSON object on one line, keys sorted.
func emit(_ fields: [String: Any]) {
    let data = try! JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])
    print(String(decoding: data, as: UTF8.self))
}
