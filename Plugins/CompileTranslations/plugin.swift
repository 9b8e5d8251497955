import Foundation
import PackagePlugin

/// Compiles the translations (po/<language>.po for each language in
/// po/LINGUAS) into the binary's resource bundle as
/// `locale/<language>/LC_MESSAGES/globetrotter.mo`, so the app run from the
/// build tree (`swift run`, `.build/debug/globetrotter`) speaks the user's
/// language. An installed app uses the catalogues meson installs.
@main
struct CompileTranslations: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let po = context.package.directoryURL.appending(path: "po")
        let linguas = po.appending(path: "LINGUAS")
        // LINGUAS: languages separated by spaces or lines; `#` starts a comment.
        let languages = try String(contentsOf: linguas, encoding: .utf8)
            .split(separator: "\n")
            .flatMap { $0.prefix { $0 != "#" }.split(separator: " ").map(String.init) }
        let catalogues = languages.map { po.appending(path: "\($0).po") }
        let output = context.pluginWorkDirectoryURL.appending(path: "locale")
        let script = """
            out=$1 po=$2; shift 2
            rm -rf "$out"
            for language; do
                mkdir -p "$out/$language/LC_MESSAGES"
                msgfmt --check -o "$out/$language/LC_MESSAGES/globetrotter.mo" "$po/$language.po" || exit 1
            done
            """
        return [
            .buildCommand(
                displayName: "Compiling the translations (\(languages.joined(separator: ", ")))",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", script, "sh", output.path, po.path] + languages,
                inputFiles: [linguas] + catalogues,
                outputFiles: [output])
        ]
    }
}
