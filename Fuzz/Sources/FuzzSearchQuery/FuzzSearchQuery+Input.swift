import Foundation
import GlobetrotterCore

/// Bytes as what GNOME Shell hands the search provider: the terms typed
/// (split at zero bytes) and result IDs. Over the real data pack, at home in
/// Germany on a fixed day: every answer's ID reads back as itself, every ID
/// the parser accepts is written back unchanged, describing any of them never
/// crashes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSearchQuery(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let bytes else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    MainActor.assumeIsolated {
        let terms = text.split(separator: "\0", omittingEmptySubsequences: false).map(String.init)
        let ids = Search.presenter.resultIDs(for: terms)
        for id in ids {
            precondition(SearchTarget(id: id)?.id == id, "an answer's ID does not read back: \(id)")
        }
        _ = Search.presenter.metas(for: ids + [text])
        _ = Search.presenter.launchTarget(for: terms)
        if let target = SearchTarget(id: text) {
            precondition(target.id == text, "an accepted ID is not written back as given: \(text)")
        }
    }
    return 0
}

@MainActor
private enum Search {
    /// Fuzz/Sources/FuzzSearchQuery/this file → the repository's data pack.
    static let pack = DataPack(
        root: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("data/pack"))

    static let presenter: SearchPresenter = {
        let settings = SettingsStore(backend: MemorySettingsBackend())
        settings[SettingsKeys.homeCountry] = "DE"
        let today = LocalDate(year: 2026, month: 11, day: 20)!
        let sources = LocalSearchSources(
            pack: pack, rateCache: MemoryRateCache(), settings: settings, locale: nil,
            tripsDatabasePath: NSTemporaryDirectory() + "/globetrotter-fuzz-no-trips.sqlite", today: { today })
        let interactor = SearchInteractor(sources: sources, keywords: SearchPresenter.keywords, decimalSeparator: ".")
        return SearchPresenter(
            interactor: interactor, countryNames: EnglishCountryNames(), dates: Locale(identifier: "en_US"),
            numbers: Locale(identifier: "en_US"), today: { today })
    }()
}
