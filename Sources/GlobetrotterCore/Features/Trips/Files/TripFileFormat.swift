import Foundation

/// The formats a trip is exported in, chosen by the file name's extension.
public enum TripFileFormat: String, CaseIterable, Sendable {
    case gpx
    case geoJSON = "geojson"

    /// GeoJSON for `.geojson` and `.json`, GPX otherwise.
    public init(fileName: String) {
        let suffix = (fileName as NSString).pathExtension.lowercased()
        self = suffix == "geojson" || suffix == "json" ? .geoJSON : .gpx
    }

    public var fileExtension: String { rawValue }

    /// "Baltic Coast.gpx": the trip's name made safe for a file name.
    public func suggestedFileName(for tripName: String) -> String {
        Self.safeFileName(for: tripName, extension: fileExtension)
    }

    /// The trip's name without what a file system or a file chooser refuses, and `fileExtension`.
    static func safeFileName(for tripName: String, extension fileExtension: String) -> String {
        let unsafe = CharacterSet(charactersIn: "/\\:*?\"<>|").union(.controlCharacters)
        let cleaned = tripName.components(separatedBy: unsafe).joined(separator: " ")
            .trimmingCharacters(in: .whitespacesAndNewlines.union(CharacterSet(charactersIn: ".")))
        return (cleaned.isEmpty ? AppInfo.name : cleaned) + "." + fileExtension
    }
}

/// Why a file could not be read or written, from the system's answer.
public enum FileTrouble: Equatable, Sendable {
    case notFound
    case noPermission
    case noSpace
    case other(String)

    init(_ error: any Error) {
        switch (error as? CocoaError)?.code {
        case .fileReadNoSuchFile?, .fileNoSuchFile?: self = .notFound
        case .fileReadNoPermission?, .fileWriteNoPermission?: self = .noPermission
        case .fileWriteOutOfSpace?: self = .noSpace
        default: self = .other((error as NSError).localizedDescription)
        }
    }
}

public enum TripImportError: Error, Equatable, Sendable {
    /// The file could not be opened.
    case unreadable(FileTrouble)
    /// Its content is not a trip (or not a whole one).
    case content(TripFileError)
    /// The database refused the trips; nothing was added.
    case notSaved
    /// Read as GeoJSON defines it, longitude first, every position is far
    /// from any town; read latitude first, they are near towns. Nothing was
    /// added: the person chooses the reading.
    case coordinatesLookSwapped(SwappedReading)
}

public enum TripExportError: Error, Equatable, Sendable {
    /// The trip is gone (deleted elsewhere).
    case noTrip
    case notWritten(FileTrouble)
}
