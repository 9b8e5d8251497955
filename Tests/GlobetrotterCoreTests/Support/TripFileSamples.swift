import Foundation

/// Trip files as people get them: what a GPS unit saves, a GeoJSON from a
/// web tool, the iOS sample's `trips.json`. Pretty-printed and with accents,
/// so a cut can fall inside a tag, an attribute, a number, a name or a
/// multi-byte character.
enum TripFileSamples {
    /// A handheld GPS's file (Garmin's layout): waypoints without country,
    /// then the recorded track with elevations and times.
    static let gpsUnitGPX = """
        <?xml version="1.0" encoding="UTF-8" standalone="no" ?>
        <gpx xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxx="http://www.garmin.com/xmlschemas/GpxExtensions/v3" creator="eTrex 32x" version="1.1" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">
          <metadata>
            <link href="http://www.garmin.com">
              <text>Garmin International</text>
            </link>
            <time>2024-06-02T07:12:44Z</time>
          </metadata>
          <wpt lat="45.764043" lon="4.835659">
            <ele>173.2</ele>
            <time>2024-06-02T07:12:44Z</time>
            <name>Lyon</name>
            <sym>Flag, Blue</sym>
          </wpt>
          <wpt lat="46.204391" lon="6.143158">
            <ele>375.0</ele>
            <time>2024-06-02T10:40:02Z</time>
            <name>Genève</name>
            <sym>Flag, Blue</sym>
          </wpt>
          <wpt lat="45.070312" lon="7.686856">
            <ele>239.5</ele>
            <time>2024-06-03T15:02:19Z</time>
            <name>Torino</name>
            <sym>Flag, Blue</sym>
          </wpt>
          <trk>
            <name>Alpine Loop</name>
            <extensions>
              <gpxx:TrackExtension>
                <gpxx:DisplayColor>Magenta</gpxx:DisplayColor>
              </gpxx:TrackExtension>
            </extensions>
            <trkseg>
              <trkpt lat="45.764043" lon="4.835659">
                <ele>173.2</ele>
                <time>2024-06-02T07:12:44Z</time>
              </trkpt>
              <trkpt lat="45.901234" lon="5.351287">
                <ele>241.9</ele>
                <time>2024-06-02T08:05:10Z</time>
              </trkpt>
              <trkpt lat="46.204391" lon="6.143158">
                <ele>375.0</ele>
                <time>2024-06-02T10:40:02Z</time>
              </trkpt>
              <trkpt lat="45.616001" lon="6.772954">
                <ele>1021.4</ele>
                <time>2024-06-03T11:20:45Z</time>
              </trkpt>
              <trkpt lat="45.070312" lon="7.686856">
                <ele>239.5</ele>
                <time>2024-06-03T15:02:19Z</time>
              </trkpt>
            </trkseg>
          </trk>
        </gpx>

        """

    /// A GeoJSON FeatureCollection as web tools write it (pretty, with a `bbox`).
    static let geoJSON = """
        {
          "type": "FeatureCollection",
          "name": "Côte d’Azur",
          "bbox": [6.9, 43.5, 7.5, 43.8],
          "features": [
            {
              "type": "Feature",
              "properties": { "name": "Nice", "marker-color": "#7e7e7e" },
              "geometry": { "type": "Point", "coordinates": [7.261953, 43.710173] }
            },
            {
              "type": "Feature",
              "properties": { "name": "Èze", "description": "Village perché \\u00e0 427 m" },
              "geometry": { "type": "Point", "coordinates": [7.361780, 43.727930, 427] }
            },
            {
              "type": "Feature",
              "properties": { "name": "Monaco" },
              "geometry": { "type": "Point", "coordinates": [7.424616, 43.738418] }
            },
            {
              "type": "Feature",
              "properties": {},
              "geometry": {
                "type": "LineString",
                "coordinates": [[7.261953, 43.710173], [7.330001, 43.721112], [7.361780, 43.727930], [7.424616, 43.738418]]
              }
            }
          ]
        }

        """

    /// The iOS sample's saved trips.
    static let tripsJSON = """
        {
          "trips" : [
            {
              "id" : "6F2A7B9C-0000-4000-8000-000000000001",
              "name" : "California Dreaming",
              "waypoints" : [
                { "id" : "6F2A7B9C-0000-4000-8000-000000000011", "name" : "San Francisco",
                  "location" : { "latitude" : 37.7749, "longitude" : -122.4194 } },
                { "id" : "6F2A7B9C-0000-4000-8000-000000000012", "name" : "San José",
                  "location" : { "latitude" : 37.3382, "longitude" : -121.8863 } }
              ]
            },
            { "id" : "6F2A7B9C-0000-4000-8000-000000000002", "name" : "Empty for now", "waypoints" : [] }
          ]
        }

        """
}
