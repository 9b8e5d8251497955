import Foundation
import Testing

@testable import GlobetrotterCore

/// A picture maker that copies the source's bytes (or refuses as told) and
/// records what it was asked.
final class FakePictureProcessing: PictureProcessing, @unchecked Sendable {
    private let lock = NSLock()
    private var refusal: PictureError?
    private var requests: [(source: String, destination: String, maxSide: Int)] = []

    var asked: [(source: String, destination: String, maxSide: Int)] { lock.withLock { requests } }
    func refuse(with error: PictureError?) { lock.withLock { refusal = error } }

    func normalise(source: String, to destination: String, maxSide: Int) async throws(PictureError) {
        let answer: PictureError? = lock.withLock {
            requests.append((source, destination, maxSide))
            return refusal
        }
        if let answer { throw answer }
        do {
            try Data(contentsOf: URL(fileURLWithPath: source)).write(to: URL(fileURLWithPath: destination))
        } catch {
            throw .unreadable(.notFound)
        }
    }
}

/// The profile on disk: name and picture kept across launches, each new
/// picture in a new file with the old one deleted, refusals changing nothing.
@Suite(.timeLimit(.minutes(1))) struct ProfileInteractorTests {
    private let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("profile-tests-\(UUID().uuidString)")
    private var directory: URL { folder.appendingPathComponent("data/globetrotter/profile") }

    private func source(_ name: String, _ bytes: String) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(bytes.utf8).write(to: url)
        return url.path
    }

    private func files() -> Set<String> {
        Set((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
    }

    @Test func aNewProfileIsEmptyAndNothingIsWrittenUntilSomethingIsSaved() async {
        let interactor = ProfileInteractor(directory: directory, pictures: FakePictureProcessing())
        #expect(await interactor.load() == Profile())
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }

    @Test func theDirectoryIsInTheAppsDataFolder() {
        #expect(
            ProfileInteractor.directory(dataDirectory: "/home/ada/.local/share").path
                == "/home/ada/.local/share/globetrotter/profile")
    }

    @Test func theNameAndPictureAreKeptForTheNextLaunch() async throws {
        let pictures = FakePictureProcessing()
        let interactor = ProfileInteractor(directory: directory, pictures: pictures)
        try await interactor.rename(to: "Ada Lovelace")
        let first = try await interactor.setPicture(from: try source("one.jpg", "first"))
        #expect(pictures.asked.map(\.maxSide) == [512])
        #expect(pictures.asked.first?.destination == first)
        #expect(first.hasPrefix(directory.path + "/picture-") && first.hasSuffix(".png"))

        let second = try await interactor.setPicture(from: try source("two.jpg", "second"))
        #expect(second != first, "A new file, so a view showing the old path reloads")
        #expect(!FileManager.default.fileExists(atPath: first), "The old picture is deleted")
        #expect(files() == ["profile.json", (second as NSString).lastPathComponent])

        let relaunched = ProfileInteractor(directory: directory, pictures: pictures)
        #expect(await relaunched.load() == Profile(name: "Ada Lovelace", picturePath: second))
        try await relaunched.removePicture()
        #expect(await relaunched.load() == Profile(name: "Ada Lovelace"))
        #expect(files() == ["profile.json"])
        try? FileManager.default.removeItem(at: folder)
    }

    @Test func aRefusedPictureLeavesTheOldOne() async throws {
        let pictures = FakePictureProcessing()
        let interactor = ProfileInteractor(directory: directory, pictures: pictures)
        let kept = try await interactor.setPicture(from: try source("one.jpg", "first"))
        pictures.refuse(with: .corrupt)
        await #expect(throws: PictureError.corrupt) {
            try await interactor.setPicture(from: try source("bad.jpg", "broken"))
        }
        #expect(await interactor.load().picturePath == kept)
        #expect(files() == ["profile.json", (kept as NSString).lastPathComponent])
        try? FileManager.default.removeItem(at: folder)
    }

    @Test func aPictureDeletedBehindOurBackShowsTheInitials() async throws {
        let interactor = ProfileInteractor(directory: directory, pictures: FakePictureProcessing())
        let path = try await interactor.setPicture(from: try source("one.jpg", "first"))
        try FileManager.default.removeItem(atPath: path)
        #expect(await interactor.load().picturePath == nil)
        try? FileManager.default.removeItem(at: folder)
    }

    @Test func aDamagedProfileFileCountsAsNoProfile() async throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("{\"name\": ".utf8).write(to: directory.appendingPathComponent("profile.json"))
        let interactor = ProfileInteractor(directory: directory, pictures: FakePictureProcessing())
        #expect(await interactor.load() == Profile())
        try await interactor.rename(to: "Grace")
        #expect(await interactor.load() == Profile(name: "Grace"))
        try? FileManager.default.removeItem(at: folder)
    }

    @Test func aFolderThatCannotBeMadeIsNotStored() async throws {
        // A file where the profile folder's parent should be.
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data().write(to: folder.appendingPathComponent("data"))
        let pictures = FakePictureProcessing()
        let interactor = ProfileInteractor(directory: directory, pictures: pictures)
        await #expect {
            try await interactor.setPicture(from: try source("one.jpg", "first"))
        } throws: { error in
            if case .notStored = error as? PictureError { return true }
            return false
        }
        #expect(pictures.asked.isEmpty)
        await #expect {
            try await interactor.rename(to: "Ada")
        } throws: { error in
            if case .notSaved = error as? ProfileSaveError { return true }
            return false
        }
        try? FileManager.default.removeItem(at: folder)
    }
}
