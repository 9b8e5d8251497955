import Foundation

@testable import GlobetrotterCore

/// A profile in memory that answers each chosen picture as the test says
/// and records what it was asked.
final class FakeProfile: ProfileInteracting, @unchecked Sendable {
    private let lock = NSLock()
    private var profile: Profile
    private var pictureAnswers: [String: Result<String, PictureError>] = [:]
    private var saveError: ProfileSaveError?
    private var renames: [String] = []
    private var removals = 0

    init(_ profile: Profile = Profile()) { self.profile = profile }

    var stored: Profile { lock.withLock { profile } }
    var names: [String] { lock.withLock { renames } }
    var removed: Int { lock.withLock { removals } }

    func answer(_ source: String, with result: Result<String, PictureError>) {
        lock.withLock { pictureAnswers[source] = result }
    }
    func failSaving(with error: ProfileSaveError?) { lock.withLock { saveError = error } }

    func load() async -> Profile { stored }

    func rename(to name: String) async throws(ProfileSaveError) {
        let error: ProfileSaveError? = lock.withLock {
            renames.append(name)
            if saveError == nil { profile.name = name }
            return saveError
        }
        if let error { throw error }
    }

    func setPicture(from source: String) async throws(PictureError) -> String {
        let answer = lock.withLock { pictureAnswers[source] ?? .failure(.unreadable(.notFound)) }
        let path = try answer.get()
        lock.withLock { profile.picturePath = path }
        return path
    }

    func removePicture() async throws(ProfileSaveError) {
        let error: ProfileSaveError? = lock.withLock {
            removals += 1
            if saveError == nil { profile.picturePath = nil }
            return saveError
        }
        if let error { throw error }
    }
}
