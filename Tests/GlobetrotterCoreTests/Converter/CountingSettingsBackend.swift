@testable import GlobetrotterCore

/// A memory backend that also records the name of every key written.
@MainActor
final class CountingSettingsBackend: SettingsBackend {
    private let memory = MemorySettingsBackend()
    private(set) var writes: [String] = []

    func int(_ key: String) -> Int? { memory.int(key) }
    func bool(_ key: String) -> Bool? { memory.bool(key) }
    func string(_ key: String) -> String? { memory.string(key) }

    func setInt(_ value: Int, for key: String) {
        writes.append(key)
        memory.setInt(value, for: key)
    }

    func setBool(_ value: Bool, for key: String) {
        writes.append(key)
        memory.setBool(value, for: key)
    }

    func setString(_ value: String, for key: String) {
        writes.append(key)
        memory.setString(value, for: key)
    }

    func observeChanges(_ handler: @escaping @MainActor (String) -> Void) { memory.observeChanges(handler) }
}
