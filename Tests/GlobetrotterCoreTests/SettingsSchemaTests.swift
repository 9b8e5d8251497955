import Foundation
import FoundationXML
import Testing

@testable import GlobetrotterCore

/// The typed keys and data/io.github.globetrotter.Globetrotter.gschema.xml
/// must agree: GSettings aborts on a key missing from the schema, and a
/// different default would make a fresh install differ from the tests.
@Suite(.timeLimit(.minutes(1))) struct SettingsSchemaTests {
    private static let schemaURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("data/io.github.globetrotter.Globetrotter.gschema.xml")

    /// Each `<key>` of the schema with its type and `<default>` text, read
    /// with Foundation's XML parser.
    private static func schemaKeys() throws -> Set<SchemaKey> {
        let document = try XMLDocument(contentsOf: schemaURL)
        let keys = try document.nodes(forXPath: "/schemalist/schema/key").compactMap { $0 as? XMLElement }
        return Set(
            keys.map { key in
                SchemaKey(
                    name: key.attribute(forName: "name")?.stringValue ?? "",
                    type: key.attribute(forName: "type")?.stringValue ?? "",
                    defaultText: key.elements(forName: "default").first?.stringValue ?? "")
            })
    }

    @Test func theRegistryAndTheSchemaHaveTheSameKeysTypesAndDefaults() throws {
        let schema = try Self.schemaKeys()
        let registry = Set(SettingsKeys.all)
        #expect(registry.count == SettingsKeys.all.count, "no key is registered twice")
        #expect(registry.subtracting(schema).isEmpty, "in Swift, not (or different) in the schema")
        #expect(schema.subtracting(registry).isEmpty, "in the schema, not (or different) in Swift")
    }

    @Test func stringDefaultsAreWrittenAsGVariantText() {
        #expect(SettingsKeys.converterTo.schemaKey.defaultText == "\"EUR\"")
        #expect(SettingsKeys.windowMaximized.schemaKey.defaultText == "false")
        #expect(#"say "hi" \ bye"#.variantText == #""say \"hi\" \\ bye""#)
    }

    @Test func theConverterDefaultsAreAValidAmountAndARange() {
        #expect(
            AmountInputRules().apply(edit: .replace(SettingsKeys.converterAmount.defaultValue), to: "")
                == .success("100"))
        #expect(HistoryRange(rawValue: SettingsKeys.converterHistoryRange.defaultValue) == .month)
    }
}
