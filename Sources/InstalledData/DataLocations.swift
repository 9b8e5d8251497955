import CGLibSupport
import Foundation
import GlobetrotterCore

/// Finds installed data both in an installed prefix and in the source tree,
/// so `swift run` works without installing.
public enum DataLocations {
    /// `<prefix>/bin/globetrotter` → `<prefix>/share`.
    public static var installedShare: URL {
        executableDirectory.deletingLastPathComponent().appendingPathComponent("share")
    }

    /// The repository root, known at compile time; used only when the
    /// installed files are absent (running from the build tree).
    public static var sourceTree: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// The directory of the offline data pack (`DataPack.fileName`):
    /// `$GLOBETROTTER_DATA_DIR`, installed, or source tree.
    public static var dataPack: URL {
        if let override = ProcessInfo.processInfo.environment["GLOBETROTTER_DATA_DIR"] {
            return URL(fileURLWithPath: override)
        }
        let installed = installedShare.appendingPathComponent("globetrotter/pack")
        if FileManager.default.fileExists(atPath: installed.appendingPathComponent(DataPack.fileName).path) {
            return installed
        }
        return sourceTree.appendingPathComponent("data/pack")
    }

    /// A directory with `gschemas.compiled` holding our schema, or nil to use
    /// the system's: the prefix's, else the one the build compiled into the
    /// binary's resource bundle (see Plugins/CompileSchema). Nothing is written at run time.
    public static var schemaDirectory: String? {
        let installed = installedShare.appendingPathComponent("glib-2.0/schemas")
        let built = executableDirectory.appendingPathComponent("Globetrotter_Globetrotter.resources")
        return [installed, built].first { directory in
            FileManager.default.fileExists(atPath: directory.appendingPathComponent("gschemas.compiled").path)
        }?.path
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
