import Foundation

/// A `dbus-daemon` of its own, as a session bus that starts the named
/// services on demand (D-Bus activation from a service directory), the way
/// GNOME Shell's session bus starts an installed search provider. For tests
/// and benchmarks; `stop()` (or releasing it) ends the daemon.
public final class PrivateSessionBus {
    /// The address to connect to (`--address` of `gdbus`, `DBUS_SESSION_BUS_ADDRESS`).
    public private(set) var address = ""
    private let daemon = Process()

    /// - Parameters:
    ///   - directory: holds the socket, the configuration and the service files.
    ///   - services: bus name → the program D-Bus starts for it.
    ///   - environment: what the daemon, and every service it starts, sees.
    public init(directory: URL, services: [String: String], environment: [String: String]) throws {
        let serviceDirectory = directory.appendingPathComponent("services")
        try FileManager.default.createDirectory(at: serviceDirectory, withIntermediateDirectories: true)
        for (name, executable) in services {
            try Data("[D-BUS Service]\nName=\(name)\nExec=\(executable)\n".utf8)
                .write(to: serviceDirectory.appendingPathComponent("\(name).service"))
        }
        let config = directory.appendingPathComponent("bus.conf")
        try Data(
            """
            <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
             "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
            <busconfig>
              <type>session</type>
              <listen>unix:dir=\(directory.path)</listen>
              <servicedir>\(serviceDirectory.path)</servicedir>
              <policy context="default">
                <allow send_destination="*" eavesdrop="true"/>
                <allow eavesdrop="true"/>
                <allow own="*"/>
              </policy>
            </busconfig>
            """.utf8
        ).write(to: config)
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        daemon.arguments = ["--config-file=\(config.path)", "--nofork", "--print-address=1"]
        daemon.environment = environment
        let output = Pipe()
        daemon.standardOutput = output
        daemon.standardError = FileHandle.nullDevice
        try daemon.run()
        // The first line is the address; the pipe stays open while the daemon runs.
        var line = Data()
        while let byte = try output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) {
            line.append(byte)
        }
        address = String(decoding: line, as: UTF8.self)
    }

    /// SIGKILL: the daemon inherits a test runner's blocked SIGTERM. The
    /// services it started see the bus close and quit.
    public func stop() {
        guard daemon.isRunning else { return }
        kill(daemon.processIdentifier, SIGKILL)
        daemon.waitUntilExit()
    }

    deinit { stop() }
}
