/// Writes a trip as GPX 1.1 (topografix.com/GPX/1/1): the trip's name in
/// `<metadata>`, the ordered stops as a `<rte>` with their names (what route
/// planners import as the plan), and a routed line as a `<trk>` (what they
/// draw as the way). Elements in the schema's order.
public enum GPXWriter {
    /// Our `<extensions>` elements: the region and country a stop was found
    /// with, which GPX has no element for (a `<desc>` is free text).
    static let extensionNamespace = AppInfo.website + "/gpx/1"

    public static func gpx(_ trip: TripDocument, creator: String = AppInfo.name) -> String {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<gpx version="1.1" creator="\#(escaped(creator))" xmlns="http://www.topografix.com/GPX/1/1""#
                + #" xmlns:gt="\#(extensionNamespace)" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance""#
                + #" xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">"#,
            "  <metadata><name>\(escaped(trip.name))</name></metadata>",
        ]
        if !trip.stops.isEmpty {
            lines.append("  <rte>")  // i18n-ignore: GPX markup
            lines.append("    <name>\(escaped(trip.name))</name>")  // i18n-ignore: GPX markup
            for stop in trip.stops {
                var point = "    <rtept \(attributes(stop.point))><name>\(escaped(stop.name))</name>"
                if let description = description(of: stop) { point += "<desc>\(escaped(description))</desc>" }
                point += extensions(of: stop)
                lines.append(point + "</rtept>")
            }
            lines.append("  </rte>")  // i18n-ignore: GPX markup
        }
        if trip.line.count > 1 {
            lines.append("  <trk>")  // i18n-ignore: GPX markup
            lines.append("    <name>\(escaped(trip.name))</name>")  // i18n-ignore: GPX markup
            lines.append("    <trkseg>")  // i18n-ignore: GPX markup
            lines.append(contentsOf: trip.line.map { "      <trkpt \(attributes($0))/>" })
            lines.append("    </trkseg>")  // i18n-ignore: GPX markup
            lines.append("  </trk>")  // i18n-ignore: GPX markup
        }
        lines.append("</gpx>")  // i18n-ignore: GPX markup
        return lines.joined(separator: "\n") + "\n"
    }

    private static func attributes(_ point: GeoPoint) -> String {
        #"lat="\#(FileCoordinate.text(point.latitude))" lon="\#(FileCoordinate.text(point.longitude))""#
    }

    /// "Bavaria, DE": the region and country the stop was found with, kept for the reader.
    private static func description(of stop: Place) -> String? {
        let parts = [stop.region, stop.countryCode ?? stop.countryName].compactMap { $0 }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    private static func extensions(of stop: Place) -> String {
        let fields = [("region", stop.region), ("country", stop.countryCode), ("countryName", stop.countryName)]
        let elements = fields.compactMap { name, value in
            value.map { "<gt:\(name)>\(escaped($0))</gt:\(name)>" }
        }
        return elements.isEmpty ? "" : "<extensions>" + elements.joined() + "</extensions>"
    }

    /// Text and attribute values with XML's five special characters escaped.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }
}
