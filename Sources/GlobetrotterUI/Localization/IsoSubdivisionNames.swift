import Foundation
import GLibKit
import GlobetrotterCore
import Synchronization

/// ISO 3166-2 subdivision names from iso-codes' `iso_3166-2.json`, translated
/// through its gettext domain; read on first use. Without the file, regions
/// show as codes.
public final class IsoSubdivisionNames: SubdivisionNaming {
    public static let defaultFile = URL(fileURLWithPath: "/usr/share/iso-codes/json/iso_3166-2.json")

    private let file: URL
    private let names = Mutex<[String: String]?>(nil)

    private struct Document: Decodable {
        let subdivisions: [Entry]
        enum CodingKeys: String, CodingKey { case subdivisions = "3166-2" }
    }

    private struct Entry: Decodable {
        let code: String
        let name: String
    }

    public init(file: URL = IsoSubdivisionNames.defaultFile) {
        self.file = file
    }

    public func name(of code: String) -> String? {
        let table = names.withLock { stored in
            if let stored { return stored }
            let loaded = Self.load(file)
            stored = loaded
            return loaded
        }
        return table[code.uppercased()].map { Gettext.translate($0, domain: "iso_3166-2") }
    }

    private static func load(_ file: URL) -> [String: String] {
        guard let data = try? Data(contentsOf: file),
            let document = try? JSONDecoder().decode(Document.self, from: data)
        else { return [:] }
        return Dictionary(document.subdivisions.map { ($0.code, $0.name) }) { first, _ in first }
    }
}
