import Foundation
import GlobetrotterCore

/// Finds installed data both in an installed prefix and in the source tree,
/// so `swift run` works without installing.
enum DataLocations {
    /// `<prefix>/bin/globetrotter` → `<prefix>/share`.
    static var installedShare: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("share")
    }

    /// The repository root, known at compile time; used only when the
    /// installed files are absent (running from the build tree).
    static var sourceTree: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// The offline data pack: `$GLOBETROTTER_DATA_DIR`, installed, or source tree.
    static var dataPack: URL {
        if let override = ProcessInfo.processInfo.environment["GLOBETROTTER_DATA_DIR"] {
            return URL(fileURLWithPath: override)
        }
        let installed = installedShare.appendingPathComponent("globetrotter/pack")
        if FileManager.default.fileExists(atPath: installed.path) { return installed }
        return sourceTree.appendingPathComponent("data/pack")
    }

    /// The app icon's theme folder when the app is not installed system-wide:
    /// the prefix's icons (a prefix outside XDG_DATA_DIRS), else the source tree's.
    static var iconDirectory: URL? {
        let installed = installedShare.appendingPathComponent("icons")
        let source = sourceTree.appendingPathComponent("icons")
        return [installed, source].first { directory in
            FileManager.default.fileExists(
                atPath: directory.appendingPathComponent("hicolor/scalable/apps/\(AppInfo.id).svg").path)
        }
    }

    /// A directory with `gschemas.compiled` holding our schema, or nil to use
    /// the system's. From the build tree the schema is compiled into the cache.
    static func schemaDirectory(cacheDirectory: String) -> String? {
        let installed = installedShare.appendingPathComponent("glib-2.0/schemas")
        if FileManager.default.fileExists(atPath: installed.appendingPathComponent("gschemas.compiled").path) {
            return installed.path
        }
        let source = sourceTree.appendingPathComponent("data")
        let schemaFile = source.appendingPathComponent("\(AppInfo.id).gschema.xml")
        guard FileManager.default.fileExists(atPath: schemaFile.path) else { return nil }
        let target = URL(fileURLWithPath: cacheDirectory).appendingPathComponent("globetrotter/schemas")
        let compiled = target.appendingPathComponent("gschemas.compiled")
        if isOutdated(compiled, comparedTo: schemaFile) {
            try? FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/glib-compile-schemas")
            process.arguments = ["--strict", "--targetdir=\(target.path)", source.path]
            guard (try? process.run()) != nil else { return nil }
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { return nil }
        }
        return target.path
    }

    private static func isOutdated(_ file: URL, comparedTo source: URL) -> Bool {
        let attributes = { (url: URL) in
            try? FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
        }
        guard let built = attributes(file), let edited = attributes(source) else { return true }
        return built < edited
    }
}
