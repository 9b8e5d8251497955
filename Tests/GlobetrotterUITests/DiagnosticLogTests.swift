import Foundation
import Testing

/// The log goes through GLib's structured logging under the domain
/// "Globetrotter": debug messages show only with `G_MESSAGES_DEBUG`, on
/// standard error (standard output stays for what the app prints on purpose),
/// as in every GNOME app. Shown with the built search provider, which logs
/// where its offline data is and then fails without a session bus.
@Suite(.timeLimit(.minutes(1))) struct DiagnosticLogTests {
    private struct Run {
        let output: String
        let errors: String
    }

    private func runProviderWithoutABus(debugDomains: String?) throws -> Run {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("gt-log-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        var environment = ProcessInfo.processInfo.environment
        environment["G_MESSAGES_DEBUG"] = debugDomains
        environment["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=\(home.path)/no-bus"
        environment["GSETTINGS_BACKEND"] = "memory"
        environment["XDG_DATA_HOME"] = home.appendingPathComponent("data").path
        environment["XDG_CACHE_HOME"] = home.appendingPathComponent("cache").path
        environment["XDG_CONFIG_HOME"] = home.appendingPathComponent("config").path
        let process = Process()
        process.executableURL = ProviderBus.providerExecutable
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complaints = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus != 0, "no bus, no provider")
        return Run(
            output: String(decoding: printed, as: UTF8.self), errors: String(decoding: complaints, as: UTF8.self))
    }

    @Test func debugMessagesShowOnlyWhenTheirDomainIsAskedFor() throws {
        let quiet = try runProviderWithoutABus(debugDomains: nil)
        #expect(quiet.errors.contains("Globetrotter-WARNING **"), "the failure, through GLib: \(quiet.errors)")
        #expect(!quiet.errors.contains("Offline data from"), "\(quiet.errors)")

        let otherDomain = try runProviderWithoutABus(debugDomains: "GLib-GIO")
        #expect(!otherDomain.errors.contains("Offline data from"), "\(otherDomain.errors)")

        let asked = try runProviderWithoutABus(debugDomains: "Globetrotter")
        #expect(asked.errors.contains("Globetrotter-DEBUG"), "\(asked.errors)")
        #expect(asked.errors.contains("Offline data from"), "\(asked.errors)")
        #expect(asked.output.isEmpty, "standard output stays clean: \(asked.output)")
    }
}
