import Foundation

/// One accessible object of the app, as a screen reader sees it.
struct ScreenNode: Decodable, Sendable, CustomStringConvertible {
    let role: String
    let name: String
    let description: String
    /// The title of the window it is in.
    let window: String
    /// x, y, width, height in window coordinates.
    let box: [Int]
    /// Really on screen: not on a hidden page (see atspi-probe.py).
    let shown: Bool
    let sensitive: Bool
    let focused: Bool

    var centre: (x: Int, y: Int) { (box[0] + box[2] / 2, box[1] + box[3] / 2) }

    /// GTK 4.8 names a labelled button twice, once with its mnemonic ("_Retry Retry"); this is what it reads.
    var label: String {
        let words = name.split(separator: " ")
        let half = words.count / 2
        guard words.count % 2 == 0, half > 0 else { return name }
        let first = words[..<half].joined(separator: " ").replacingOccurrences(of: "_", with: "")
        let second = words[half...].joined(separator: " ")
        return first == second ? second : name
    }

    var descriptionForLog: String {
        "\(role) “\(label)”\(shown ? "" : " (hidden)")\(focused ? " (focused)" : "")\(sensitive ? "" : " (insensitive)")"
            + " in “\(window)” at \(box)"
    }
}

/// Everything the app's windows expose at one moment.
struct ScreenReading: CustomStringConvertible {
    let nodes: [ScreenNode]

    var shown: [ScreenNode] { nodes.filter(\.shown) }

    /// The texts of labels a person sees, in tree order.
    var texts: [String] { shown.filter { $0.role == "label" }.map(\.name) }

    func label(_ text: String) -> ScreenNode? { shown.first { $0.role == "label" && $0.name == text } }

    func label(where matches: (String) -> Bool) -> ScreenNode? {
        shown.first { $0.role == "label" && matches($0.name) }
    }

    /// A shown button that can be pressed, by its label or, for an icon button, its tooltip.
    func button(_ label: String, in window: String? = nil) -> ScreenNode? {
        shown.first {
            ["push button", "toggle button"].contains($0.role) && ($0.label == label || $0.description == label)
                && (window == nil || $0.window == window) && $0.sensitive
        }
    }

    /// A shown entry by its accessible name; entries are found unshown too (GTK hides their text from hit tests).
    func entry(_ name: String) -> ScreenNode? {
        nodes.first { ["text", "password text", "entry"].contains($0.role) && $0.name == name }
    }

    var description: String {
        shown.map(\.descriptionForLog).joined(separator: "\n")
    }

    /// Texts that are a system's or a server's words, not the app's: an
    /// address, an error domain, a status line, a JSON or HTML fragment.
    var rawSystemTexts: [String] {
        let markers = [
            "127.0.0.1", "localhost", "http://", "https://", "Error Domain", "GLib", "g-io-error", "Gio.", "Soup",
            "soup", "HTTP/1", "errno", "Connection terminated", "Connection refused", "Socket", "socket",
            "Operation", "<html", "{\"", "\"}", "Optional(", "nil", "Swift.", "DecodingError", "keyNotFound",
            "dataCorrupted", "The data couldn’t be read", "Stand-in", "stand-in", "Service maintenance",
        ]
        return shown.map(\.name).filter { text in markers.contains { text.contains($0) } }
    }
}

/// Reads the app's windows from outside, through AT-SPI (what a screen reader
/// uses), with `atspi-probe.py`.
struct Screen {
    let pid: Int32

    struct NotShown: Error, CustomStringConvertible {
        let what: String
        let last: ScreenReading?
        var description: String { "not shown in time: \(what); the screen showed:\n\(last?.description ?? "nothing")" }
    }

    /// One reading; a probe that met the accessibility bus mid-change is asked again (three times at most).
    func read() async throws -> ScreenReading {
        let probe = Helper.folder.appendingPathComponent("Screen/atspi-probe.py").path
        var attempt = 0
        while true {
            do {
                let output = try await Helper.run("/usr/bin/python3", [probe, String(pid)], timeout: .seconds(30))
                return ScreenReading(nodes: try JSONDecoder().decode([ScreenNode].self, from: Data(output.utf8)))
            } catch  where attempt < 2 {
                attempt += 1
                try await Task.sleep(for: .milliseconds(300))
            }
        }
    }

    /// Reads the screen until `find` finds something; throws `NotShown` with the last reading at the deadline.
    @discardableResult
    func waitFor<T>(_ what: String, within timeout: Duration = .seconds(30), _ find: (ScreenReading) -> T?)
        async throws -> T
    {
        let deadline = ContinuousClock.now + timeout
        var last: ScreenReading?
        repeat {
            if let reading = try? await read() {
                last = reading
                if let found = find(reading) { return found }
            }
            try await Task.sleep(for: .milliseconds(150))
        } while ContinuousClock.now < deadline
        throw NotShown(what: what, last: last)
    }

    /// Waits until a shown label reads exactly `text`.
    @discardableResult
    func waitFor(label text: String, within timeout: Duration = .seconds(30)) async throws -> ScreenNode {
        try await waitFor("the label “\(text)”", within: timeout) { $0.label(text) }
    }
}
