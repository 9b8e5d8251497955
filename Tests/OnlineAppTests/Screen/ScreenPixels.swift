import Foundation

/// Part of the X screen as a person sees it, captured with `x-capture.py`:
/// the share of its most common colours, and the PNG for a person to look at.
struct ScreenPixels: Decodable {
    let pixels: Int
    /// "#rrggbb" → share of the area, for the twelve most common colours.
    let colours: [String: Double]

    func share(of colour: String) -> Double { colours[colour] ?? 0 }

    /// Captures the area (window coordinates; the windows sit at the screen's
    /// origin without a window manager) into `file`.
    static func capture(x: Int, y: Int, width: Int, height: Int, into file: String) async throws -> ScreenPixels {
        let script = Helper.folder.appendingPathComponent("Screen/x-capture.py").path
        let output = try await Helper.run(
            "/usr/bin/python3", [script, file, String(x), String(y), String(width), String(height)])
        return try JSONDecoder().decode(ScreenPixels.self, from: Data(output.utf8))
    }

    /// Where a test keeps what it captured: `$GLOBETROTTER_SCREENSHOT_DIR` when a person wants to look.
    static func path(_ name: String, in home: String) -> String {
        let folder = ProcessInfo.processInfo.environment["GLOBETROTTER_SCREENSHOT_DIR"] ?? home
        return "\(folder)/\(name).png"
    }
}
