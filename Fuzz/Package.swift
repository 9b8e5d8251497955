// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// libFuzzer targets for the doors where strangers' bytes come in: trip files
/// (GPX, GeoJSON, trips.json), the Activities search's terms and result IDs,
/// and the converter's amount field. A package of its own: it builds only with
/// the fuzzer and address sanitizers (scripts/fuzz.sh), which the app's never do.

/// SwiftPM names a path dependency after its folder: whatever the clone is called.
let app = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().lastPathComponent.lowercased()
let core: Target.Dependency = .product(name: "GlobetrotterCore", package: app)

let package = Package(
    name: "GlobetrotterFuzz",
    dependencies: [.package(path: "..")],
    targets: [.target(name: "CFuzzer")]
        + ["FuzzTripFiles", "FuzzSearchQuery", "FuzzAmountInput"].map { name in
            .executableTarget(name: name, dependencies: [core, "CFuzzer"])
        }
)
