import Foundation
import GLibKit
import GlobetrotterCore

/// ISO 3166-2 subdivision names from iso-codes' `iso_3166-2.json` (Core's
/// `IsoSubdivisions`, read on first use and shared with the trips' region
/// codes), translated through its gettext domain. Without the file, regions
/// show as codes.
public final class IsoSubdivisionNames: SubdivisionNaming {
    public static let defaultFile = IsoSubdivisions.defaultFile

    private let subdivisions: IsoSubdivisions

    public init(file: URL = IsoSubdivisionNames.defaultFile) {
        subdivisions = file == IsoSubdivisions.defaultFile ? .system : IsoSubdivisions(file: file)
    }

    public func name(of code: String) -> String? {
        subdivisions.entry(code).map { Gettext.translate($0.name, domain: "iso_3166-2") }
    }
}
