import CAdwaita
import CGLib
import CGtk
import GLibKit

private let intTrampoline:
    @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Int32 = {
        _, argument, data in
        let handler = ClosureBox<@MainActor (UnsafeMutableRawPointer?) -> Int32>.from(data).closure
        let argument = UncheckedSendable(argument)
        return MainActor.assumeIsolated { handler(argument.value) }
    }

/// Options the application parsed, read from a `GVariantDict`.
public struct ParsedOptions {
    let dict: UnsafeMutablePointer<GVariantDict>
    /// The launch it came from, which resolves relative file names against
    /// the caller's working directory; nil in the launching process.
    var commandLine: UnsafeMutablePointer<GApplicationCommandLine>?

    /// The files named after the options (`globetrotter a.gpx b.gpx`) as
    /// absolute paths, resolved where the command was typed.
    public var files: [String] {
        let value = "aay".withCString { g_variant_dict_lookup_value(dict, "", OpaquePointer($0)) }
        guard let value else { return [] }
        defer { g_variant_unref(value) }
        guard let arguments = g_variant_get_bytestring_array(value, nil) else { return [] }
        defer { g_free(arguments) }
        var paths: [String] = []
        var index = 0
        while let argument = arguments[index] {
            index += 1
            let file =
                commandLine.map { g_application_command_line_create_file_for_arg($0, argument) }
                ?? g_file_new_for_commandline_arg(argument)
            guard let file else { continue }
            defer { g_object_unref(UnsafeMutableRawPointer(file)) }
            if let path = g_file_get_path(file) {
                paths.append(String(cString: path))
                g_free(path)
            }
        }
        return paths
    }

    public func string(_ name: String) -> String? {
        let value = "s".withCString { g_variant_dict_lookup_value(dict, name, OpaquePointer($0)) }
        guard let value else { return nil }
        defer { g_variant_unref(value) }
        return String(cString: g_variant_get_string(value, nil))
    }

    public func flag(_ name: String) -> Bool { g_variant_dict_contains(dict, name) != 0 }
}

/// The `AdwApplication`: single instance by D-Bus name, command-line options,
/// actions and accelerators.
@MainActor
public final class Application: ObjectRef, ActionGroup, @unchecked Sendable {
    public enum OptionKind { case flag, string }

    public init(id: String, handlesCommandLine: Bool = true) {
        let flags: GApplicationFlags =
            handlesCommandLine ? G_APPLICATION_HANDLES_COMMAND_LINE : G_APPLICATION_DEFAULT_FLAGS
        super.init(adopting: UnsafeMutableRawPointer(adw_application_new(id, flags)!))
    }

    public var actionGroupPointer: OpaquePointer { OpaquePointer(objectPointer) }
    var applicationPointer: UnsafeMutablePointer<GtkApplication> { cast() }
    var gApplication: UnsafeMutablePointer<GApplication> { cast() }

    /// Runs a second launch inside this process instead of handing it to a
    /// running instance; must be set before `run`'s registration.
    public func makeNonUnique() {
        let flags = g_application_get_flags(gApplication)
        g_application_set_flags(gApplication, GApplicationFlags(flags.rawValue | G_APPLICATION_NON_UNIQUE.rawValue))
    }

    public func addOption(_ name: String, kind: OptionKind, description: String, argument: String? = nil) {
        g_application_add_main_option(
            gApplication, name, 0, GOptionFlags(0), kind == .flag ? G_OPTION_ARG_NONE : G_OPTION_ARG_STRING,
            description, argument)
    }

    /// Accepts file names after the options (GOption's "remaining"
    /// arguments), read back with `ParsedOptions.files`.
    public func acceptFiles(description: String, argument: String) {
        g_application_add_main_option(
            gApplication, "", 0, GOptionFlags(0), G_OPTION_ARG_FILENAME_ARRAY, description, argument)
    }

    /// Where GTK and libadwaita look for the app's resources (style.css,
    /// gtk/help-overlay.ui); by default derived from the application ID.
    public var resourceBasePath: String? {
        get { g_application_get_resource_base_path(gApplication).map { String(cString: $0) } }
        set { g_application_set_resource_base_path(gApplication, newValue) }
    }

    public func setSummary(_ summary: String) {
        g_application_set_option_context_summary(gApplication, summary)
    }

    /// Return `nil` to continue start-up, or an exit status to stop now.
    public func onHandleLocalOptions(_ handler: @escaping @MainActor (ParsedOptions) -> Int32?) {
        let wrapped: @MainActor (UnsafeMutableRawPointer?) -> Int32 = { dict in
            handler(ParsedOptions(dict: dict!.assumingMemoryBound(to: GVariantDict.self))) ?? -1
        }
        connectSignal(
            "handle-local-options", trampoline: unsafeBitCast(intTrampoline, to: UnsafeRawPointer.self),
            handler: wrapped)
    }

    /// In the primary instance: the options of this or a later launch.
    public func onCommandLine(_ handler: @escaping @MainActor (ParsedOptions) -> Int32) {
        let wrapped: @MainActor (UnsafeMutableRawPointer?) -> Int32 = { commandLine in
            let dict = g_application_command_line_get_options_dict(
                commandLine?.assumingMemoryBound(to: GApplicationCommandLine.self))!
            return handler(
                ParsedOptions(
                    dict: dict, commandLine: commandLine?.assumingMemoryBound(to: GApplicationCommandLine.self)))
        }
        connectSignal(
            "command-line", trampoline: unsafeBitCast(intTrampoline, to: UnsafeRawPointer.self), handler: wrapped)
    }

    public func onStartup(_ handler: @escaping @MainActor () -> Void) { on("startup", handler) }
    public func onActivate(_ handler: @escaping @MainActor () -> Void) { on("activate", handler) }
    public func onShutdown(_ handler: @escaping @MainActor () -> Void) { on("shutdown", handler) }

    public func activate() { g_application_activate(gApplication) }

    /// Registers without running the main loop (emits `startup`); for tests.
    public func register() throws(GLibError) {
        _ = try withGError { g_application_register(gApplication, nil, $0) }
    }

    public func setAccelerators(_ accelerators: [String], for detailedAction: String) {
        withCStringArray(accelerators) { gtk_application_set_accels_for_action(applicationPointer, detailedAction, $0) }
    }

    public func accelerators(for detailedAction: String) -> [String] {
        guard let list = gtk_application_get_accels_for_action(applicationPointer, detailedAction) else { return [] }
        defer { g_strfreev(list) }
        var result: [String] = []
        var index = 0
        while let item = list[index] {
            result.append(String(cString: item))
            index += 1
        }
        return result
    }

    public func quit() { g_application_quit(gApplication) }

    /// Runs the main loop; returns the exit status.
    public func run(arguments: [String] = CommandLine.arguments) -> Int32 {
        withCStringArray(arguments) { argv in
            g_application_run(
                gApplication, Int32(arguments.count),
                UnsafeMutableRawPointer(mutating: argv).assumingMemoryBound(to: UnsafeMutablePointer<CChar>?.self))
        }
    }
}

/// Calls `body` with a NULL-terminated C array of the strings.
func withCStringArray<R>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R) -> R {
    let duplicates = strings.map { UnsafePointer(strdup($0)) }
    defer { duplicates.forEach { free(UnsafeMutableRawPointer(mutating: $0)) } }
    return (duplicates + [nil]).withUnsafeBufferPointer { body($0.baseAddress!) }
}
