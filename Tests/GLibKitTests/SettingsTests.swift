import CGLib
import Foundation
import GLibKit
import GLibTestSupport
import Testing

/// A schema compiled for this test run; the in-memory backend
/// (`GSETTINGS_BACKEND=memory`, set by `TestEnvironment`) keeps values per process.
private enum TestSchema {
    static let id = "io.github.globetrotter.KitTests"

    static let directory: Result<String, any Error> = Result {
        let directory = makeTemporaryDirectory(prefix: "globetrotter-schema")
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <schemalist>
              <schema id="\(id)" path="/io/github/globetrotter/kit-tests/">
                <key name="count" type="i"><default>3</default></key>
                <key name="enabled" type="b"><default>false</default></key>
                <key name="ratio" type="d"><default>1.5</default></key>
                <key name="name" type="s"><default>'Lisbon'</default></key>
              </schema>
            </schemalist>
            """
        try xml.write(toFile: "\(directory)/\(id).gschema.xml", atomically: true, encoding: .utf8)
        let compiler = Process()
        compiler.executableURL = URL(fileURLWithPath: "/usr/bin/glib-compile-schemas")
        compiler.arguments = ["--strict", directory]
        try compiler.run()
        compiler.waitUntilExit()
        guard compiler.terminationStatus == 0,
            FileManager.default.fileExists(atPath: "\(directory)/gschemas.compiled")
        else { throw SchemaCompilationFailed(status: compiler.terminationStatus) }
        return directory
    }

    struct SchemaCompilationFailed: Error { let status: Int32 }

    static func open() throws -> Settings {
        TestEnvironment.prepare()
        return try Settings(schemaID: id, schemaDirectory: directory.get())
    }
}

@MainActor
@Suite(.serialized, .timeLimit(.minutes(1)))
struct SettingsTests {
    init() { TestEnvironment.prepare() }

    @Test func usesTheMemoryBackend() throws {
        let settings = try TestSchema.open()
        var value = GValue()
        g_value_init(&value, g_type_from_name("GObject"))
        defer { g_value_unset(&value) }
        g_object_get_property(settings.objectPointer, "backend", &value)
        let backend = try #require(g_value_get_object(&value))
        #expect(
            ObjectRef(retaining: backend).typeName == "GMemorySettingsBackend",
            "tests must not write to the user's dconf")
    }

    @Test func readsDefaultsAndRoundTripsEveryType() throws {
        let settings = try TestSchema.open()
        #expect(settings.hasKey("count"))
        // Defaults from the schema (no other test writes before this one resets).
        settings.reset(["count", "enabled", "ratio", "name"])
        #expect(try settings.int("count") == 3)
        #expect(try settings.bool("enabled") == false)
        #expect(try settings.double("ratio") == 1.5)
        #expect(try settings.string("name") == "Lisbon")

        try settings.set(42, for: "count")
        try settings.set(true, for: "enabled")
        try settings.set(0.25, for: "ratio")
        try settings.set("São Paulo ✈", for: "name")
        #expect(try settings.int("count") == 42)
        #expect(try settings.bool("enabled") == true)
        #expect(try settings.double("ratio") == 0.25)
        #expect(try settings.string("name") == "São Paulo ✈")

        // A second object on the same schema sees the same backend.
        let other = try TestSchema.open()
        #expect(try other.int("count") == 42)
        #expect(try other.string("name") == "São Paulo ✈")
        settings.reset(["count", "enabled", "ratio", "name"])
    }

    @Test func unknownKeysThrowInsteadOfAborting() throws {
        let settings = try TestSchema.open()
        #expect(!settings.hasKey("nope"))
        let readError = #expect(throws: SettingsError.self) { try settings.int("nope") }
        guard case .unknownKey("nope") = readError else {
            Issue.record("expected unknownKey(nope), got \(String(describing: readError))")
            return
        }
        let writeError = #expect(throws: SettingsError.self) { try settings.set("x", for: "nope") }
        guard case .unknownKey("nope") = writeError else {
            Issue.record("expected unknownKey(nope), got \(String(describing: writeError))")
            return
        }
        // A key of another type is not mistaken for a missing one.
        #expect(throws: Never.self) { try settings.bool("enabled") }
    }

    @Test(arguments: [true, false])
    func missingSchemaThrowsSchemaNotFound(withLocalDirectory: Bool) throws {
        let directory = withLocalDirectory ? try TestSchema.directory.get() : nil
        let error = #expect(throws: SettingsError.self) {
            _ = try Settings(schemaID: "io.github.globetrotter.NoSuchSchema", schemaDirectory: directory)
        }
        guard case .schemaNotFound("io.github.globetrotter.NoSuchSchema") = error else {
            Issue.record("expected schemaNotFound, got \(String(describing: error))")
            return
        }
    }

    /// GTK's own file-chooser schema is installed with GTK 4 (libgtk-4-common): a directory that
    /// cannot be read still finds it among the system's schemas.
    @Test func unreadableSchemaDirectoryFallsBackToTheSystemSchemas() throws {
        let system = try Settings(
            schemaID: "org.gtk.gtk4.Settings.FileChooser", schemaDirectory: "/nonexistent/schemas")
        #expect(system.hasKey("sort-directories-first"))
        #expect(!system.hasKey("count"), "not the test's schema")
    }

    @Test func aSchemaInNeitherPlaceIsNotFound() {
        let error = #expect(throws: SettingsError.self) {
            _ = try Settings(schemaID: TestSchema.id, schemaDirectory: "/nonexistent/schemas")
        }
        guard case .schemaNotFound(TestSchema.id) = error else {
            Issue.record("expected schemaNotFound, got \(String(describing: error))")
            return
        }
    }
}

extension Settings {
    /// Test-only: back to the schema defaults.
    fileprivate func reset(_ keys: [String]) {
        for key in keys { g_settings_reset(cast(), key) }
    }
}
