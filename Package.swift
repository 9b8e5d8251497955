// swift-tools-version: 6.0
import PackageDescription

/// Each GNOME library is one system-library target named after its pkg-config
/// package, so SwiftPM takes compiler and linker flags from pkg-config.
func systemLibrary(_ name: String, _ pkgConfig: String, apt: String) -> Target {
    .systemLibrary(name: name, pkgConfig: pkgConfig, providers: [.apt([apt])])
}

let package = Package(
    name: "Globetrotter",
    products: [
        .executable(name: "globetrotter", targets: ["Globetrotter"]),
        .executable(name: "globetrotter-search-provider", targets: ["SearchProvider"]),
        // For the fuzzers (Fuzz/Package.swift), which build it with sanitizers.
        .library(name: "GlobetrotterCore", targets: ["GlobetrotterCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
    ],
    targets: [
        systemLibrary("CGLib", "gio-unix-2.0", apt: "libglib2.0-dev"),
        systemLibrary("CGtk", "gtk4", apt: "libgtk-4-dev"),
        systemLibrary("CAdwaita", "libadwaita-1", apt: "libadwaita-1-dev"),
        systemLibrary("CSoup", "libsoup-3.0", apt: "libsoup-3.0-dev"),
        systemLibrary("CShumate", "shumate-1.0", apt: "libshumate-dev"),
        systemLibrary("CSecret", "libsecret-1", apt: "libsecret-1-dev"),
        // glibc's gettext for Core's `tr`: a header only, no pkg-config package.
        .systemLibrary(name: "CIntl"),
        // GLib-only C helpers: what links them needs no GTK (the search provider).
        .target(name: "CGLibSupport", dependencies: ["CGLib"]),
        // The start-up report (GLib only), shared by the app, the floors and the probe.
        .target(name: "CStartupReport", dependencies: ["CGLib"]),
        .target(
            name: "CGlobetrotter",
            dependencies: ["CGLib", "CGLibSupport", "CStartupReport", "CGtk", "CAdwaita", "CSoup", "CShumate"],
            // epoxy: OpenGL's renderer string (renderer_choice.c); GTK loads it anyway.
            linkerSettings: [.linkedLibrary("m"), .linkedLibrary("epoxy")]
        ),
        .target(name: "GLibKit", dependencies: ["CGLib", "CGLibSupport"]),
        .target(
            name: "GtkKit",
            dependencies: ["GLibKit", "CGtk", "CAdwaita", "CShumate", "CGlobetrotter"]
        ),
        .target(
            name: "SoupKit",
            dependencies: ["GLibKit", "CSoup", "CGlobetrotter", "GlobetrotterCore"]
        ),
        .target(name: "KeyringKit", dependencies: ["GLibKit", "CSecret", "CGLib", "GlobetrotterCore"]),
        .target(
            name: "GlobetrotterCore",
            dependencies: [
                "CIntl", "OpenCombine",
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .target(
            name: "GlobetrotterUI",
            dependencies: ["GlobetrotterCore", "GtkKit", "GLibKit", "InstalledData", "OpenCombine"],
            plugins: ["CompileResources"]
        ),
        .executableTarget(
            name: "Globetrotter",
            dependencies: [
                "GlobetrotterCore", "GlobetrotterUI", "GtkKit", "GLibKit", "SoupKit", "KeyringKit", "CGlobetrotter",
                "CIntl", "InstalledData",
            ],
            exclude: ["startup.order"],
            // lld, for three cuts in the memory a launch keeps resident (measured with
            // globetrotter-bench startup): relative relocations packed (DT_RELR: 2.2 MB of
            // them were read at every launch), no symbols exported (nothing looks the app's
            // own up; GRDB's, OpenCombine's and the app's 14,000 made every library's symbol
            // lookups pass by them), and the functions start-up runs placed together
            // (startup.order, written by scripts/update-startup-order.sh).
            linkerSettings: [
                .unsafeFlags([
                    "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
                    "-Xlinker", "--no-export-dynamic",
                    "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/Sources/Globetrotter/startup.order",
                    "-Xlinker", "--no-warn-symbol-ordering",
                ])
            ],
            plugins: ["CompileSchema", "CompileTranslations"]
        ),
        // Where the installed (or built) data pack, schema and translations are, and the system's catalogues.
        .target(name: "InstalledData", dependencies: ["GlobetrotterCore", "GLibKit", "CGLibSupport", "CIntl"]),
        // The GNOME Shell search provider: GLib and the core only, no GTK, so it starts fast.
        .executableTarget(
            name: "SearchProvider",
            dependencies: ["GlobetrotterCore", "GLibKit", "CGLib", "CGLibSupport", "CIntl", "InstalledData"]
        ),
        .plugin(name: "CompileSchema", capability: .buildTool()),
        .plugin(name: "CompileTranslations", capability: .buildTool()),
        .plugin(name: "CompileResources", capability: .buildTool()),
        .executableTarget(
            name: "globetrotter-bench",
            dependencies: [
                "GlobetrotterCore", "GlobetrotterUI", "GtkKit", "GLibKit", "CGLib", "CGtk", "CShumate", "OpenCombine",
                "GLibTestSupport",
            ],
            path: "Sources/Benchmarks",
            // Compiled by the benchmark itself (see startup_probe.c).
            exclude: ["StartupProbe"]
        ),
        .executableTarget(
            name: "bare-gtk-window",
            dependencies: ["CGtk", "CAdwaita", "CGlobetrotter"],
            path: "Sources/BareGtkWindow"
        ),
        .testTarget(
            name: "GlobetrotterCoreTests",
            // GRDB to damage copies of the data pack and read it behind the loaders' back.
            dependencies: ["GlobetrotterCore", "GLibTestSupport", .product(name: "GRDB", package: "GRDB.swift")]),
        // Shared by the test targets: isolated XDG dirs, main-context pumping.
        .target(name: "GLibTestSupport", dependencies: ["CGLib"], path: "Tests/Support/GLibTestSupport"),
        .testTarget(name: "GLibKitTests", dependencies: ["GLibKit", "CGLib", "GLibTestSupport"]),
        .testTarget(
            name: "KeyringKitTests", dependencies: ["KeyringKit", "GLibKit", "GlobetrotterCore", "GLibTestSupport"]),
        .testTarget(
            name: "SoupKitTests", dependencies: ["SoupKit", "GLibKit", "GlobetrotterCore", "CSoup", "GLibTestSupport"]),
        // Real pointer input for GTK tests: where a widget is on its X11 surface.
        .target(name: "CGtkTestSupport", dependencies: ["CGtk"], path: "Tests/Support/CGtkTestSupport"),
        .testTarget(
            name: "GlobetrotterUITests",
            dependencies: [
                "GlobetrotterUI", "GtkKit", "GLibKit", "GlobetrotterCore", "GLibTestSupport", "CGtkTestSupport",
                "CIntl", "InstalledData",
                // GRDB for the recipe's store (RecipeExample/PackingStore.swift), as Core's stores use it.
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        // The built app as it ships: online, every service at a stand-in server on loopback, driven
        // with xdotool under Xvfb and read through AT-SPI (python3-pyatspi) like a screen reader.
        .testTarget(
            name: "OnlineAppTests", dependencies: ["GLibTestSupport"],
            exclude: [
                "Screen/atspi-probe.py", "Screen/atspi-tree.py", "Screen/atspi-walk.py", "Screen/x-capture.py",
            ]),
    ]
)
