import Foundation
import Synchronization

/// Debian's iso-codes `iso_3166-2.json`: every ISO 3166-2 subdivision with its
/// name and the subdivision it lies in. Read once, on first use (never at
/// start-up: half a megabyte of JSON); without the file it is empty and every
/// answer is nil.
///
/// It resolves a place's region *name* (GeoNames, Photon) to a code, and gives
/// a code's lineage — the codes a region lies in — because holidays name
/// subdivisions at different levels: Germany's Länder, Spain's autonomous
/// communities (a city's region may be its province), France's departments
/// (Alsace-Moselle) as well as its regions.
public final class IsoSubdivisions: Sendable {
    public static let defaultFile = URL(fileURLWithPath: "/usr/share/iso-codes/json/iso_3166-2.json")
    /// The system's file, shared: loaded at most once in the app.
    public static let system = IsoSubdivisions(file: defaultFile)

    public struct Entry: Sendable, Decodable {
        public let code: String
        public let name: String
        /// The enclosing subdivision: "CT" (within the country) or "GB-ENG".
        public let parent: String?
    }

    private struct Table: Sendable {
        var entries: [String: Entry] = [:]
        /// Folded name form → the codes so named, by country.
        var codesByName: [String: [String: [String]]] = [:]
    }

    private struct Document: Decodable {
        let subdivisions: [Entry]
        enum CodingKeys: String, CodingKey { case subdivisions = "3166-2" }
    }

    /// What a stop's region comes down to: its code, else its country and region name.
    private struct PlaceRegion: Hashable {
        var code: String?
        var country: String?
        var name: String?
    }

    private let file: URL
    private let table = LoadOnce<Table>()
    /// Each place region's codes as worked out once: a trip's days ask on every
    /// change (1,000 stops took 9 ms unremembered in a debug build).
    private let remembered = Mutex<[PlaceRegion: [String]]>([:])

    public init(file: URL = IsoSubdivisions.defaultFile) {
        self.file = file
    }

    /// The subdivision's name as iso-codes spells it (untranslated).
    public func entry(_ code: String) -> Entry? {
        loaded().entries[code.uppercased()]
    }

    /// `code` and the subdivisions it lies in, finest first: "ES-B" → ["ES-B", "ES-CT"];
    /// just `code` when iso-codes does not know it (a newer code, or no file).
    public func lineage(of code: String) -> [String] {
        let entries = loaded().entries
        var lineage = [code.uppercased()]
        while let entry = entries[lineage[lineage.count - 1]], let parent = entry.parent {
            let next = parent.contains("-") ? parent : "\(entry.code.prefix(2))-\(parent)"
            guard !lineage.contains(next) else { break }
            lineage.append(next)
        }
        return lineage
    }

    /// Reads the list now (off the main thread: 84 ms in a debug build), so
    /// the first trip's days do not wait for it.
    public func prepare() {
        _ = loaded()
    }

    /// The ISO 3166-2 subdivisions `place` lies in, finest first: from its
    /// code, else from its region's name (a place stored before codes were);
    /// empty when neither says.
    public func regionCodes(of place: Place) -> [String] {
        let key = PlaceRegion(code: place.regionCode, country: place.countryCode, name: place.region)
        if let known = remembered.withLock({ $0[key] }) { return known }
        let codes = resolvingCode(of: place).regionCode.map(lineage(of:)) ?? []
        remembered.withLock { $0[key] = codes }
        return codes
    }

    /// `place` with its region's code when it has none and iso-codes knows its region's name.
    public func resolvingCode(of place: Place) -> Place {
        guard place.regionCode == nil else { return place }
        var resolved = place
        resolved.regionCode = code(country: place.countryCode, region: place.region)
        return resolved
    }

    /// The one subdivision of `country` named `region` ("Bayern" → "DE-BY",
    /// "Barcelona" → "ES-B"), accents and case aside; nil when no subdivision
    /// or two unrelated ones have that name. A name both a subdivision and the
    /// one it lies in bear ("Madrid": province and community) gives the finer.
    public func code(country: String?, region: String?) -> String? {
        guard let country, let region else { return nil }
        let named = loaded().codesByName[country.uppercased()]?[DataPack.foldedQuery(region)] ?? []
        let candidates = Set(named)
        // The finest: the candidate whose lineage holds every other one.
        let finest = candidates.filter { candidates.isSubset(of: lineage(of: $0)) }
        return finest.count == 1 ? finest.first : nil
    }

    private func loaded() -> Table {
        table.get { Self.load(file) }
    }

    private static func load(_ file: URL) -> Table {
        guard let data = try? Data(contentsOf: file),
            let document = try? JSONDecoder().decode(Document.self, from: data)
        else { return Table() }
        var table = Table()
        for entry in document.subdivisions {
            table.entries[entry.code] = table.entries[entry.code] ?? entry
            let country = String(entry.code.prefix(2))
            for form in nameForms(entry.name) {
                table.codesByName[country, default: [:]][form, default: []].append(entry.code)
            }
        }
        return table
    }

    /// The names a subdivision goes by, folded: "Barcelona [Barcelona]",
    /// "Madrid, Comunidad de", "Bruxelles / Brussel" → each form.
    static func nameForms(_ name: String) -> Set<String> {
        var forms: Set<String> = [name]
        if name.hasSuffix("]"), let open = name.firstIndex(of: "[") {
            forms.insert(String(name[..<open]).trimmingCharacters(in: .whitespaces))
            forms.insert(String(name[name.index(after: open)..<name.index(before: name.endIndex)]))
        }
        for form in forms {
            if let comma = form.range(of: ", ") { forms.insert(String(form[..<comma.lowerBound])) }
            for part in form.components(separatedBy: " / ") { forms.insert(part) }
        }
        return Set(forms.map(DataPack.foldedQuery).filter { !$0.isEmpty })
    }
}
