import Foundation
import PackagePlugin

/// Compiles the GSettings schema at build time, so the binary run from the
/// build tree finds it beside itself (in its resource bundle) without writing
/// anything at run time. An installed app uses the schema meson installs.
@main
struct CompileSchema: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let data = context.package.directoryURL.appending(path: "data")
        let schema = data.appending(path: "io.github.globetrotter.Globetrotter.gschema.xml")
        let output = context.pluginWorkDirectoryURL.appending(path: "schemas")
        let compiled = output.appending(path: "gschemas.compiled")
        return [
            .buildCommand(
                displayName: "Compiling the GSettings schema",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: [
                    "-c", "mkdir -p \"$1\" && exec glib-compile-schemas --strict --targetdir=\"$1\" \"$2\"", "sh",
                    output.path, data.path,
                ],
                inputFiles: [schema],
                outputFiles: [compiled])
        ]
    }
}
