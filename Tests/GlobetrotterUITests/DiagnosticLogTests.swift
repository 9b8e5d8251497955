import Foundation
import GLibTestSupport
import Testing

/// The log goes through GLib's structured logging under the domain
/// "Globetrotter": debug messages show only with `G_MESSAGES_DEBUG`, on
/// standard error (standard output stays for what the app prints on purpose),
/// as in every GNOME app. Shown with the built search provider, which logs
/// where its offline data is and then fails without a session bus.
@Suite(.timeLimit(.minutes(1))) struct DiagnosticLogTests {
    private func runProviderWithoutABus(debugDomains: String?) throws -> ProgramOutcome {
        let home = makeTemporaryDirectory(prefix: "log")
        var environment = ProcessInfo.processInfo.environment
        environment["G_MESSAGES_DEBUG"] = debugDomains
        environment["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=\(home)/no-bus"
        environment["GSETTINGS_BACKEND"] = "memory"
        environment["XDG_DATA_HOME"] = "\(home)/data"
        environment["XDG_CACHE_HOME"] = "\(home)/cache"
        environment["XDG_CONFIG_HOME"] = "\(home)/config"
        let run = try runProgram(ProviderBus.providerExecutable, environment: environment, timeout: 30)
        #expect(run.status != 0, "no bus, no provider")
        return run
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
