import Testing

@testable import GlobetrotterCore

/// Counts lookups and can refuse everything, like a locked keyring.
private actor CountingSecrets: SecretStore {
    var lookups = 0
    var secrets: [SecretKey: String]
    let refuses: Bool

    init(_ secrets: [SecretKey: String], refuses: Bool = false) {
        self.secrets = secrets
        self.refuses = refuses
    }

    func secret(for key: SecretKey) async throws -> String? {
        lookups += 1
        if refuses { throw Refused() }
        return secrets[key]
    }

    func setSecret(_ value: String?, for key: SecretKey) async throws {
        if refuses { throw Refused() }
        secrets[key] = value
    }

    struct Refused: Error {}
}

@Suite(.timeLimit(.minutes(1))) struct RememberedSecretsTests {
    @Test func beforePreloadingThereIsNoKeyAndTheKeyringIsNotAsked() async throws {
        let keyring = CountingSecrets([.currencyConverterAPI: "abc"])
        let remembered = RememberedSecrets(keyring)
        #expect(try await remembered.secret(for: .currencyConverterAPI) == nil)
        #expect(await keyring.lookups == 0)
    }

    @Test func afterPreloadingTheKeyComesFromMemory() async throws {
        let keyring = CountingSecrets([.currencyConverterAPI: "abc"])
        let remembered = RememberedSecrets(keyring)
        await remembered.preload([.currencyConverterAPI, .holidayAPI])
        for _ in 0..<3 { #expect(try await remembered.secret(for: .currencyConverterAPI) == "abc") }
        #expect(try await remembered.secret(for: .holidayAPI) == nil)
        #expect(await keyring.lookups == 2, "one lookup per key, however many requests")
    }

    @Test func storingUpdatesTheKeyringAndMemory() async throws {
        let keyring = CountingSecrets([:])
        let remembered = RememberedSecrets(keyring)
        try await remembered.setSecret("new", for: .currencyConverterAPI)
        #expect(try await remembered.secret(for: .currencyConverterAPI) == "new")
        #expect(await keyring.secrets[.currencyConverterAPI] == "new")
        try await remembered.setSecret("", for: .currencyConverterAPI)
        #expect(try await remembered.secret(for: .currencyConverterAPI) == nil, "an empty key removes it")
    }

    @Test func aLockedKeyringLeavesTheKeyUnsetAndRefusesToStore() async throws {
        let keyring = CountingSecrets([.currencyConverterAPI: "abc"], refuses: true)
        let remembered = RememberedSecrets(keyring)
        await remembered.preload([.currencyConverterAPI])
        #expect(try await remembered.secret(for: .currencyConverterAPI) == nil)
        await #expect(throws: CountingSecrets.Refused.self) {
            try await remembered.setSecret("x", for: .currencyConverterAPI)
        }
        #expect(try await remembered.secret(for: .currencyConverterAPI) == nil, "memory follows the keyring")
    }
}
