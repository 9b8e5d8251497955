import Foundation
import Testing

@testable import GlobetrotterCore

/// The typed keys and data/io.github.globetrotter.Globetrotter.gschema.xml
/// must agree: GSettings aborts on a key missing from the schema, and a
/// different default would make a fresh install differ from the tests.
@Suite struct SettingsSchemaTests {
    private static let schemaURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("data/io.github.globetrotter.Globetrotter.gschema.xml")

    /// Each key's name and its `<default>` text, read with a pattern: the file is ours and regular.
    private static func schemaDefaults() throws -> [String: String] {
        let xml = try String(contentsOf: schemaURL, encoding: .utf8)
        let pattern = try NSRegularExpression(
            pattern: #"<key name="([^"]+)" type="[^"]+">.*?<default>([^<]*)</default>"#,
            options: [.dotMatchesLineSeparators])
        var defaults: [String: String] = [:]
        for match in pattern.matches(in: xml, range: NSRange(xml.startIndex..., in: xml)) {
            guard let name = Range(match.range(at: 1), in: xml), let value = Range(match.range(at: 2), in: xml) else {
                continue
            }
            defaults[String(xml[name])] = String(xml[value])
        }
        return defaults
    }

    static let keys: [(String, String)] = [
        (SettingsKeys.windowWidth.name, String(SettingsKeys.windowWidth.defaultValue)),
        (SettingsKeys.windowHeight.name, String(SettingsKeys.windowHeight.defaultValue)),
        (SettingsKeys.windowMaximized.name, String(SettingsKeys.windowMaximized.defaultValue)),
        (SettingsKeys.lastPage.name, "\"\(SettingsKeys.lastPage.defaultValue)\""),
        (SettingsKeys.colorScheme.name, "\"\(SettingsKeys.colorScheme.defaultValue)\""),
        (SettingsKeys.converterAmount.name, "\"\(SettingsKeys.converterAmount.defaultValue)\""),
        (SettingsKeys.converterFrom.name, "\"\(SettingsKeys.converterFrom.defaultValue)\""),
        (SettingsKeys.converterTo.name, "\"\(SettingsKeys.converterTo.defaultValue)\""),
        (SettingsKeys.converterHistoryRange.name, "\"\(SettingsKeys.converterHistoryRange.defaultValue)\""),
    ]

    @Test(arguments: keys)
    func everyKeyIsInTheSchemaWithTheSameDefault(name: String, expectedDefault: String) throws {
        #expect(try Self.schemaDefaults()[name] == expectedDefault)
    }

    @Test func theConverterDefaultsAreAValidAmountAndARange() {
        #expect(
            AmountInputRules().apply(edit: .replace(SettingsKeys.converterAmount.defaultValue), to: "")
                == .success("100"))
        #expect(HistoryRange(rawValue: SettingsKeys.converterHistoryRange.defaultValue) == .month)
    }
}
