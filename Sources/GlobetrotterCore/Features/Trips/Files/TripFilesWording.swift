import Foundation

/// A message that needs the person's attention before they go on: a
/// heading and what happened, shown in a dialog. `id` tells two equal ones apart.
public struct Alert: Equatable, Sendable {
    public let id: Int
    public let heading: String
    public let body: String
    /// The one button, which closes it.
    public let dismissLabel: String

    public init(
        id: Int = Occurrence.next(), heading: String, body: String, dismissLabel: String = tr("_Close")
    ) {
        self.id = id
        self.heading = heading
        self.body = body
        self.dismissLabel = dismissLabel
    }
}

/// What import and export say: the result, and for each failure what was
/// wrong with the file and what the person can do.
public enum TripFilesWording {
    /// "Imported “Baltic Coast”", "Imported 3 trips".
    public static func imported(_ trips: [Trip]) -> String {
        if trips.count == 1, let trip = trips.first {
            return tr("Imported “{name}”", ["name": QuotedName.short(trip.name)])
        }
        return ntr("Imported {count} trip", "Imported {count} trips", trips.count, ["count": number(trips.count)])
    }

    public static func exported(fileName: String) -> String {
        tr("Saved “{file}”", ["file": QuotedName.shortFileName(fileName)])
    }

    public static func importHeading(fileName: String) -> String {
        tr("“{file}” Could Not Be Imported", ["file": fileName])
    }

    public static func exportHeading(fileName: String) -> String {
        tr("“{file}” Could Not Be Saved", ["file": fileName])
    }

    /// Why the import failed; nothing of the file was added.
    public static func sentence(for error: TripImportError) -> String {
        switch error {
        case .unreadable(let trouble): reading(trouble)
        case .content(let problem): sentence(for: problem)
        case .notSaved:
            tr("The trips could not be saved to your data folder; nothing was added. Check that the disk is not full.")
        case .coordinatesLookSwapped:
            tr("Its positions look as if latitude and longitude were swapped; nothing was added.")
        }
    }

    public static func sentence(for error: TripExportError) -> String {
        switch error {
        case .noTrip: tr("This trip no longer exists.")
        case .notWritten(.notFound): tr("The folder does not exist any more. Choose another one.")
        case .notWritten(.noPermission): tr("You may not write to this folder. Choose another one.")
        case .notWritten(.noSpace): tr("The disk is full. Free some space or choose another disk.")
        case .notWritten(.other(let reason)): tr("The file could not be written ({reason}).", ["reason": reason])
        }
    }

    private static func reading(_ trouble: FileTrouble) -> String {
        switch trouble {
        case .notFound: tr("The file does not exist any more.")
        case .noPermission: tr("You may not read this file.")
        case .noSpace, .other: tr("The file could not be read.")
        }
    }

    static func sentence(for problem: TripFileError) -> String {
        switch problem {
        case .empty: tr("The file is empty.")
        case .tooLarge(let bytes):
            tr(
                "The file is {size}; trip files of up to {limit} can be imported.",
                [
                    "size": ByteCountFormatter.string(fromByteCount: Int64(bytes), countStyle: .file),
                    "limit": ByteCountFormatter.string(
                        fromByteCount: Int64(TripFileReader.byteLimit), countStyle: .file),
                ])
        case .unreadable: tr("This is not a trip file. Globetrotter imports GPX and GeoJSON files.")
        case .truncated: tr("The file ends part way through, as if it was not copied or downloaded completely.")
        case .malformedXML(let line?):
            tr("The file is not valid GPX: its XML is broken on line {line}.", ["line": String(line)])
        case .malformedXML(nil): tr("The file is not valid GPX: its XML is broken.")
        case .malformedJSON: tr("The file is not valid JSON.")
        case .notATripFile:
            tr("The file holds no trip. Globetrotter imports GPX, GeoJSON and its own trips.json files.")
        case .noUsablePoints: tr("The file has no stops, waypoints or track points to make a trip of.")
        case .coordinateOutOfRange(let latitude, let longitude, let line?):
            tr(
                "Line {line} has a position that is not on Earth (latitude {latitude}, longitude {longitude}).",
                ["line": String(line), "latitude": latitude, "longitude": longitude])
        case .coordinateOutOfRange(let latitude, let longitude, nil):
            tr(
                "The file has a position that is not on Earth (latitude {latitude}, longitude {longitude}).",
                ["latitude": latitude, "longitude": longitude])
        case .tooManyStops(let count, let limit):
            tr(
                "The file has {count} stops; a trip can have up to {limit}.",
                ["count": number(count), "limit": number(limit)])
        case .tooManyPoints(let count, let limit):
            tr(
                "The file’s line has {count} points; up to {limit} can be imported.",
                ["count": number(count), "limit": number(limit)])
        }
    }

    /// "100,000" in the person's number format.
    private static func number(_ value: Int) -> String {
        IntegerFormatStyle<Int>.number.locale(.userNumbers).format(value)
    }
}

extension TripFilesWording {
    /// Why a file's positions look swapped: where they are read as written, and where the other way round.
    static func swapped(_ reading: SwappedReading, fileName: String) -> String {
        ntr(
            "Read longitude first, as GeoJSON has it, the position in “{file}” is far from any town. Read latitude first, it is near {city}.",
            "Read longitude first, as GeoJSON has it, the {count} positions in “{file}” are far from any town. Read latitude first, the first of them is near {city}.",
            reading.positionCount,
            [
                "count": IntegerFormatStyle<Int>.number.locale(.userNumbers).format(reading.positionCount),
                "file": fileName, "city": reading.nearCity,
            ])
    }
}

/// "Latitude and Longitude Swapped?": a GeoJSON whose positions lie far from
/// any town as written, and near towns read the other way round. Importing
/// swapped stores the positions read latitude first; Cancel imports nothing.
public struct TripSwapQuestion: Equatable, Sendable {
    /// Tells two questions about the same file apart.
    public var id: Int
    public var heading: String
    public var body: String
    public var swapLabel: String
    public var cancelLabel: String

    public init(id: Int = Occurrence.next(), fileName: String, reading: SwappedReading) {
        self.id = id
        heading = tr("Latitude and Longitude Swapped?")
        body = TripFilesWording.swapped(reading, fileName: fileName)
        swapLabel = tr("Import _Swapped")
        cancelLabel = tr("_Cancel")
    }
}

/// The file chooser's words for importing and exporting trips.
public struct TripFileChooserWords: Sendable {
    public let importTitle = tr("Import Trips")
    public let exportTitle = tr("Export Trip")
    public let tripFiles = tr("Trip Files")
    public let gpx = tr("GPX Files")
    public let geoJSON = tr("GeoJSON Files")
    public let calendarTitle = tr("Export to Calendar")
    public let calendar = tr("Calendar Files")

    public init() {}
}
