import CGLib
import Foundation
import GLibKit
import GLibTestSupport
import GlobetrotterCore
import KeyringKit
import Testing

/// Runs `body` on the main actor while iterating the GLib main context, where libsecret answers.
@MainActor
func pumping<T: Sendable>(_ body: @escaping @MainActor () async throws -> T) async throws -> T {
    var outcome: Result<T, any Error>?
    let task = Task { @MainActor in
        do { outcome = .success(try await body()) } catch { outcome = .failure(error) }
    }
    let deadline = ContinuousClock.now + .seconds(20)
    while outcome == nil && ContinuousClock.now < deadline {
        while g_main_context_iteration(nil, 0) != 0 {}
        try? await Task.sleep(for: .milliseconds(2))
    }
    guard let outcome else {
        task.cancel()
        throw CancellationError()
    }
    return try outcome.get()
}

@MainActor
@Suite(
    .serialized, .enabled(if: TestKeyring.canRun, "needs a D-Bus session and gnome-keyring"), .timeLimit(.minutes(1)))
struct LibsecretStoreTests {
    @Test func storesReadsReplacesAndClearsAKey() async throws {
        try #require(TestKeyring.started, "gnome-keyring-daemon started")
        let store = LibsecretStore(timeout: .seconds(10))
        try await pumping { try await store.setSecret(nil, for: .holidayAPI) }
        #expect(try await pumping { try await store.secret(for: .holidayAPI) } == nil)

        try await pumping { try await store.setSecret("first-key", for: .holidayAPI) }
        #expect(try await pumping { try await store.secret(for: .holidayAPI) } == "first-key")
        try await pumping { try await store.setSecret("second-key", for: .holidayAPI) }
        #expect(try await pumping { try await store.secret(for: .holidayAPI) } == "second-key")
        #expect(
            try await pumping { try await store.secret(for: .currencyConverterAPI) } == nil,
            "each key is its own item")

        let anotherInstance = LibsecretStore(timeout: .seconds(10))
        #expect(try await pumping { try await anotherInstance.secret(for: .holidayAPI) } == "second-key")

        try await pumping { try await store.setSecret("", for: .holidayAPI) }
        #expect(try await pumping { try await store.secret(for: .holidayAPI) } == nil, "empty deletes")
    }
}
