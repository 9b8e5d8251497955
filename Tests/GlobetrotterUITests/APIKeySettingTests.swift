import Foundation
import GtkKit
import Testing

@testable import GlobetrotterCore
@testable import GlobetrotterUI

/// A keyring that refuses every write, like a locked one.
private struct LockedKeyring: SecretStore {
    struct Locked: Error, CustomStringConvertible { var description: String { "the collection is locked" } }
    func secret(for key: SecretKey) async throws -> String? { throw Locked() }
    func setSecret(_ value: String?, for key: SecretKey) async throws { throw Locked() }
}

@MainActor
@Suite(.timeLimit(.minutes(3))) struct APIKeySettingTests {
    private func setting(_ store: any SecretStore, didStore: @escaping @MainActor (Bool) -> Void) -> APIKeySetting {
        APIKeySetting(
            groupTitle: "Holidays", groupDescription: "", title: "Key", withoutKey: "", removed: "",
            key: .holidayAPI, store: store, didStore: didStore)
    }

    @Test func savingStoresTheKeyAndSaysWhetherOneIsSet() async throws {
        let store = MemorySecretStore()
        var reported: [Bool] = []
        let setting = setting(store) { reported.append($0) }
        #expect(await setting.save("abc") == nil)
        #expect(await setting.load() == "abc")
        #expect(try await store.secret(for: .holidayAPI) == "abc")
        #expect(await setting.save("") == nil)
        #expect(await setting.load() == nil)
        #expect(reported == [true, false])
    }

    @Test func aRefusedWriteIsSaidAndChangesNothing() async {
        var reported: [Bool] = []
        let setting = setting(LockedKeyring()) { reported.append($0) }
        #expect(await setting.save("abc") == "The key could not be stored in the keyring: the collection is locked")
        #expect(await setting.load() == nil)
        #expect(reported.isEmpty)
    }
}

/// The Preferences group of a key links to where one gets a key, when the setting names the page.
@MainActor
@Suite(.timeLimit(.minutes(3))) struct APIKeyGroupTests {
    private func setting(keyPage: URL?) -> APIKeySetting {
        APIKeySetting(
            groupTitle: "Trip Photos", groupDescription: "", title: "Pixabay Key", withoutKey: "", removed: "",
            key: .pixabay, store: MemorySecretStore(), keyPage: keyPage)
    }

    private func keyPageRow(in group: Widget) -> ActionRow? {
        group.firstDescendant {
            $0.typeName == "AdwActionRow" && ActionRow(widget: $0.objectPointer).title == "Get a Key"
        }
        .map { ActionRow(widget: $0.objectPointer) }
    }

    @Test func aKeyPageIsAnActivatableRowNamingIt() throws {
        _ = TestApplication.shared
        let group = APIKeyGroup.make(setting(keyPage: URL(string: "https://pixabay.com/api/docs/")))
        let row = try #require(keyPageRow(in: group))
        #expect(row.isActivatable)
        #expect(row.subtitle == "pixabay.com/api/docs")
        #expect(row.tooltip == "https://pixabay.com/api/docs/")
        #expect(keyPageRow(in: APIKeyGroup.make(setting(keyPage: nil))) == nil, "no page, no row")
    }
}
