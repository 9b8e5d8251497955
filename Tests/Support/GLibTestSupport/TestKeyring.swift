import CGLib
import Foundation

/// A real keyring: gnome-keyring-daemon in the D-Bus session the tests run in
/// (`dbus-run-session`, as scripts/test.sh does), unlocked with a throwaway
/// password over a temporary data directory. Shared by every test target:
/// the keyring tests and the online app, which stores its keys there.
public enum TestKeyring {
    public static var canRun: Bool {
        ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"] != nil
            && FileManager.default.isExecutableFile(atPath: "/usr/bin/gnome-keyring-daemon")
    }

    public static let started: Bool = {
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
