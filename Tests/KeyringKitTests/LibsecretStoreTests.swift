import CGLib
import Foundation
import GLibKit
import GlobetrotterCore
import KeyringKit
import Testing

/// A real keyring: gnome-keyring-daemon in the D-Bus session the tests run in
/// (`dbus-run-session`, as scripts/test.sh does), unlocked with a throwaway
/// password over a temporary data directory.
enum TestKeyring {
    static var canRun: Bool {
        ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"] != nil
            && FileManager.default.isExecutableFile(atPath: "/usr/bin/gnome-keyring-daemon")
    }

    static let started: Bool = {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("keyring-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // Through a shell, so the password arrives on a pipe that ends; with GLib's
        // spawn, as Foundation's Process can miss the exit of a shell whose child daemonizes.
        let command =
            "/bin/sh -c \"printf throwaway | XDG_DATA_HOME='\(directory.path)' gnome-keyring-daemon --unlock"
            + " --components=secrets --daemonize --replace >/dev/null 2>&1\""
        let previousOwner = secretServiceOwner()
        var status: Int32 = -1
        let spawned = g_spawn_command_line_sync(command, nil, nil, &status, nil)
        guard spawned != 0 && status == 0 else { return false }
        // The daemon detaches before it owns org.freedesktop.secrets; a call made
        // earlier reaches the old (or a D-Bus-activated, locked) daemon and waits
        // on an unlock prompt. Wait until the new daemon owns the name.
        for _ in 0..<200 {
            if let owner = secretServiceOwner(), owner != previousOwner { return true }
            g_usleep(25_000)
        }
        return false
    }()

    /// The unique bus name owning the Secret Service, or nil when none does.
    private static func secretServiceOwner() -> String? {
        var output: UnsafeMutablePointer<CChar>?
        var status: Int32 = -1
        let command =
            "gdbus call --session --dest org.freedesktop.DBus --object-path /org/freedesktop/DBus"
            + " --method org.freedesktop.DBus.GetNameOwner org.freedesktop.secrets"
        guard g_spawn_command_line_sync(command, &output, nil, &status, nil) != 0, status == 0, let output else {
            g_free(output)
            return nil
        }
        defer { g_free(output) }
        return String(cString: output).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// Runs `body` on the main actor while iterating the GLib main context, where libsecret answers.
@MainActor
func pumping<T: Sendable>(_ body: @escaping @MainActor () async throws -> T) async throws -> T {
    var outcome: Result<T, any Error>?
    let task = Task { @MainActor in
        do { outcome = .success(try await body()) } catch { outcome = .failure(error) }
    }
    let deadline = ContinuousClock.now + .seconds(20)
    while outcome == nil && ContinuousClock.now < deadline {
        while g_main_context_iteration(nil, 0) != 0 {}
        try? await Task.sleep(for: .milliseconds(2))
    }
    guard let outcome else {
        task.cancel()
        throw CancellationError()
    }
    return try outcome.get()
}

@MainActor
@Suite(.serialized, .enabled(if: TestKeyring.canRun, "needs a D-Bus session and gnome-keyring"))
struct LibsecretStoreTests {
    @Test func storesReadsReplacesAndClearsAKey() async throws {
        try #require(TestKeyring.started, "gnome-keyring-daemon started")
        let store = LibsecretStore(timeout: .seconds(10))
        try await pumping { try await store.setSecret(nil, for: .holidayAPI) }
        #expect(try await pumping { try await store.secret(for: .holidayAPI) } == nil)

        try await pumping { try await store.setSecret("first-key", for: .holidayAPI) }
        #expect(try await pumping { try await store.secret(for: .holidayAPI) } == "first-key")
        try await pumping { try await store.setSecret("second-key", for: .holidayAPI) }
        #expect(try await pumping { try await store.secret(for: .holidayAPI) } == "second-key")
        #expect(
            try await pumping { try await store.secret(for: .currencyConverterAPI) } == nil,
            "each key is its own item")

        let anotherInstance = LibsecretStore(timeout: .seconds(10))
        #expect(try await pumping { try await anotherInstance.secret(for: .holidayAPI) } == "second-key")

        try await pumping { try await store.setSecret("", for: .holidayAPI) }
        #expect(try await pumping { try await store.secret(for: .holidayAPI) } == nil, "empty deletes")
    }
}
