import Foundation

/// The profile on disk: the name and the picture's file name in
/// `profile.json`, the picture beside it. Not in GSettings (a name and a
/// picture are the person's data, not a preference) and not in the trips'
/// database (so the page needs no migration). Each new picture gets a new
/// file name, so a view showing the old path reloads, and the old file is
/// deleted once the new one is recorded.
public actor ProfileInteractor: ProfileInteracting {
    /// Larger images are refused before they are decoded (`GtkKit.ImageFile.maxPixels`).
    public static let maxPixels = 100_000_000
    /// The stored picture's longest side.
    public static let pictureSide = 512

    private let directory: URL
    private let pictures: any PictureProcessing

    /// - Parameter directory: the profile's own folder, created when first written.
    public init(directory: URL, pictures: any PictureProcessing) {
        self.directory = directory
        self.pictures = pictures
    }

    /// `$XDG_DATA_HOME/globetrotter/profile`.
    public static func directory(dataDirectory: String) -> URL {
        URL(fileURLWithPath: dataDirectory).appendingPathComponent("globetrotter/profile", isDirectory: true)
    }

    private struct Record: Codable {
        var name = ""
        /// A file name in the profile folder.
        var picture: String?
    }

    private var recordURL: URL { directory.appendingPathComponent("profile.json") }

    public func load() async -> Profile {
        let record = read()
        let path = record.picture.map { directory.appendingPathComponent($0).path }
        // A picture deleted behind our back shows the initials.
        let existing = path.flatMap { FileManager.default.fileExists(atPath: $0) ? $0 : nil }
        return Profile(name: record.name, picturePath: existing)
    }

    public func rename(to name: String) async throws(ProfileSaveError) {
        var record = read()
        record.name = name
        try write(record)
    }

    public func setPicture(from source: String) async throws(PictureError) -> String {
        let fileName = "picture-\(UUID().uuidString.lowercased()).png"
        let destination = directory.appendingPathComponent(fileName)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .notStored(FileTrouble(error))
        }
        try await pictures.normalise(source: source, to: destination.path, maxSide: Self.pictureSide)
        var record = read()
        let old = record.picture
        record.picture = fileName
        do throws(ProfileSaveError) {
            try write(record)
        } catch {
            try? FileManager.default.removeItem(at: destination)
            switch error {
            case .notSaved(let trouble): throw .notStored(trouble)
            }
        }
        if let old { try? FileManager.default.removeItem(at: directory.appendingPathComponent(old)) }
        return destination.path
    }

    public func removePicture() async throws(ProfileSaveError) {
        var record = read()
        guard let old = record.picture else { return }
        record.picture = nil
        try write(record)
        try? FileManager.default.removeItem(at: directory.appendingPathComponent(old))
    }

    /// The stored record; an unreadable or damaged file counts as no profile.
    private func read() -> Record {
        guard let data = try? Data(contentsOf: recordURL) else { return Record() }
        do {
            return try JSONDecoder().decode(Record.self, from: data)
        } catch {
            DiagnosticLog.warning("The profile in \(recordURL.path) could not be read: \(error)")
            return Record()
        }
    }

    private func write(_ record: Record) throws(ProfileSaveError) {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(record).write(to: recordURL, options: .atomic)
        } catch {
            throw .notSaved(FileTrouble(error))
        }
    }
}
