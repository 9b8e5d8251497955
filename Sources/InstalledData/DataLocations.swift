import CGLibSupport
import Foundation
import GlobetrotterCore

/// Where the pack, schema and translations are. A binary meson installed knows
/// its datadir and localedir from its build (`GLOBETROTTER_DATADIR`,
/// `GLOBETROTTER_LOCALEDIR`) and reads only those; a binary built with
/// `swift build` reads the source tree and its own resource bundle, so
/// `swift run` works without installing.
public enum DataLocations {
    /// `<prefix>/share` of an installed binary; nil for one run from the build tree.
    public static var installedShare: URL? {
        gt_installed_data_directory().map { URL(fileURLWithPath: String(cString: $0)) }
    }

    /// The repository root, known at compile time; only a binary that was not installed reads it.
    public static var sourceTree: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// The directory of the offline data pack (`DataPack.fileName`):
    /// `$GLOBETROTTER_DATA_DIR`, else the installed one (missing or not: an
    /// installed app says its pack is missing rather than read another), else
    /// the source tree's.
    public static var dataPack: URL {
        if let override = ProcessInfo.processInfo.environment["GLOBETROTTER_DATA_DIR"] {
            return URL(fileURLWithPath: override)
        }
        if let installedShare { return installedShare.appendingPathComponent("globetrotter/pack") }
        return sourceTree.appendingPathComponent("data/pack")
    }

    /// A directory with `gschemas.compiled` holding our schema, or nil to use
    /// the system's: the prefix's for an installed binary, else the one the build
    /// compiled into the binary's resource bundle (see Plugins/CompileSchema).
    /// Nothing is written at run time.
    public static var schemaDirectory: String? {
        let directory =
            installedShare?.appendingPathComponent("glib-2.0/schemas")
            ?? executableDirectory.appendingPathComponent("Globetrotter_Globetrotter.resources")
        let compiled = directory.appendingPathComponent("gschemas.compiled").path
        return FileManager.default.fileExists(atPath: compiled) ? directory.path : nil
    }

    /// The gettext catalogues (`<language>/LC_MESSAGES/globetrotter.mo`): meson's
    /// localedir, compiled into an installed binary, else the ones the build
    /// compiled into the binary's resource bundle (see Plugins/CompileTranslations).
    public static var localeDirectory: String {
        if let installed = gt_installed_locale_directory() { return String(cString: installed) }
        return executableDirectory.appendingPathComponent("Globetrotter_Globetrotter.resources/locale").path
    }

    private static var executableDirectory: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    }
}
