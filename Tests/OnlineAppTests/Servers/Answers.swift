import Foundation

/// The stand-ins' documented answers (shapes from APIS.md). Their values are
/// unlike the bundled data ("Loopback Day", 1 USD = 0.5 EUR, magenta tiles),
/// so the screen tells which source it shows.
enum Answers {
    // MARK: Holidays

    /// `PublicHolidays/{year}/{countryCode}`: two holidays of that year.
    static func nager(_ request: SeenRequest) -> StandInAnswer {
        let parts = request.path.split(separator: "/")
        guard parts.count == 5, parts[2] == "PublicHolidays", let year = Int(parts[3]) else { return notFound }
        let country = String(parts[4])
        func holiday(_ date: String, _ local: String, _ name: String) -> String {
            #"{"date":"\#(year)-\#(date)","localName":"\#(local)","name":"\#(name)","countryCode":"\#(country)","#
                + #""fixed":true,"global":true,"counties":null,"launchYear":null,"types":["Public"]}"#
        }
        return .json(
            "[\(holiday("01-01", "Neujahr", "New Year's Day")),\(holiday("06-15", "Loopback-Tag", "Loopback Day"))]")
    }

    static let nagerHoliday = "Loopback Day"
    static let holidayAPIHoliday = "Keyed Loopback Day"

    /// holidayapi.com's `holidays?key=&country=&year=`.
    static func holidayAPI(_ request: SeenRequest) -> StandInAnswer {
        guard request.path == "/v1/holidays", let year = request.parameter("year"),
            let country = request.parameter("country")
        else { return notFound }
        guard request.parameter("key")?.isEmpty == false else {
            return .json(#"{"status":401,"error":"Missing or invalid API key."}"#, status: 401)
        }
        return .json(
            #"{"status":200,"requests":{"used":1,"available":9999,"resets":"\#(year)-12-31 00:00:00"},"holidays":["#
                + #"{"name":"\#(holidayAPIHoliday)","date":"\#(year)-07-01","observed":"\#(year)-07-01","public":true,"#
                + #""country":"\#(country)","uuid":"0b4c6a3e","subdivisions":[]}]}"#)
    }

    // MARK: Rates

    static let frankfurterCurrencies = [
        "EUR": "Euro", "USD": "United States Dollar", "GBP": "British Pound", "CHF": "Swiss Franc",
    ]
    /// 1 USD in EUR at the stand-in (the bundled ECB rate is 0.8951).
    static let frankfurterUSDinEUR = 0.5
    static let ratesDate = "2026-11-20"

    static func frankfurterRate(_ from: String, _ to: String) -> Double? {
        let inEUR = ["EUR": 1.0, "USD": frankfurterUSDinEUR, "GBP": 1.25, "CHF": 1.0]
        guard let from = inEUR[from], let to = inEUR[to] else { return nil }
        return from / to
    }

    /// `latest?base=&symbols=`, `currencies` and a series `start..end?base=&symbols=`.
    static func frankfurter(_ request: SeenRequest) -> StandInAnswer {
        let path = request.path.replacingOccurrences(of: "/v1/", with: "")
        if path == "currencies" {
            let pairs = frankfurterCurrencies.sorted { $0.key < $1.key }.map { #""\#($0.key)":"\#($0.value)""# }
            return .json("{\(pairs.joined(separator: ","))}")
        }
        guard let base = request.parameter("base"), let symbol = request.parameter("symbols"),
            let rate = frankfurterRate(base, symbol)
        else { return .json(#"{"message":"not found"}"#, status: 404) }
        if path == "latest" {
            return .json(#"{"amount":1.0,"base":"\#(base)","date":"\#(ratesDate)","rates":{"\#(symbol)":\#(rate)}}"#)
        }
        let range = path.components(separatedBy: "..")
        guard range.count == 2 else { return notFound }
        return .json(
            #"{"amount":1.0,"base":"\#(base)","start_date":"\#(range[0])","end_date":"\#(range[1])","rates":{"#
                + #""\#(range[0])":{"\#(symbol)":\#(rate * 1.1)},"\#(range[1])":{"\#(symbol)":\#(rate)}}}"#)
    }

    /// What one of each currency is worth in US dollars at currencyconverterapi.com's stand-in
    /// (as at Frankfurter's, and a peso, which the ECB does not have).
    static let currencyConverterInUSD = ["USD": 1.0, "EUR": 2.0, "ARS": 0.001]

    /// `convert?q=EUR_ARS&compact=ultra&apiKey=` and `currencies?apiKey=`.
    static func currencyConverter(_ request: SeenRequest) -> StandInAnswer {
        guard request.parameter("apiKey")?.isEmpty == false else {
            return .json(#"{"status":400,"error":"API Key is required."}"#, status: 400)
        }
        switch request.path {
        case "/api/v7/currencies":
            return .json(
                #"{"results":{"ARS":{"currencyName":"Argentine Peso","currencySymbol":"$","id":"ARS"},"#
                    + #""EUR":{"currencyName":"Euro","currencySymbol":"€","id":"EUR"},"#
                    + #""USD":{"currencyName":"United States Dollar","currencySymbol":"$","id":"USD"}}}"#)
        case "/api/v7/convert":
            let pair = request.parameter("q") ?? ""
            let codes = pair.split(separator: "_").map(String.init)
            guard codes.count == 2, let from = currencyConverterInUSD[codes[0]],
                let to = currencyConverterInUSD[codes[1]]
            else { return .json("{}") }
            return .json(#"{"\#(pair)":\#(from / to)}"#)
        default: return notFound
        }
    }

    // MARK: Places and routes

    struct Town {
        let name: String
        let latitude: Double
        let longitude: Double
        let state: String
    }

    /// The places the place-search stand-ins know; the bundled cities are elsewhere.
    static let towns = [
        Town(name: "Hamburg", latitude: 53.5511, longitude: 9.9937, state: "Hamburg"),
        Town(name: "Hannover", latitude: 52.3759, longitude: 9.7320, state: "Lower Saxony"),
        Town(name: "Kassel", latitude: 51.3127, longitude: 9.4797, state: "Hesse"),
        Town(name: "Munich", latitude: 48.1351, longitude: 11.5820, state: "Bavaria"),
    ]

    static func towns(matching query: String?) -> [Town] {
        let query = (query ?? "").lowercased()
        return towns.filter { $0.name.lowercased().hasPrefix(query) || query.hasPrefix($0.name.lowercased()) }
    }

    /// Photon's `api/?q=`: GeoJSON features, `[lon, lat]`.
    static func photon(_ request: SeenRequest) -> StandInAnswer {
        guard request.path == "/api/" || request.path == "/api" else { return notFound }
        let features = towns(matching: request.parameter("q")).map {
            #"{"type":"Feature","geometry":{"type":"Point","coordinates":[\#($0.longitude),\#($0.latitude)]},"#
                + #""properties":{"osm_id":1,"osm_type":"N","osm_key":"place","osm_value":"city","name":"\#($0.name)","#
                + #""country":"Germany","countrycode":"DE","state":"\#($0.state)"}}"#
        }
        return .json(#"{"type":"FeatureCollection","features":[\#(features.joined(separator: ","))]}"#)
    }

    /// The name Nominatim's stand-in gives any point it is asked about.
    static let reverseName = "Pinfeld"

    /// Nominatim's `search?q=&format=jsonv2` and `reverse?lat=&lon=`.
    static func nominatim(_ request: SeenRequest) -> StandInAnswer {
        switch request.path {
        case "/search":
            let results = towns(matching: request.parameter("q")).map {
                #"{"place_id":1,"lat":"\#($0.latitude)","lon":"\#($0.longitude)","category":"boundary","#
                    + #""type":"administrative","name":"\#($0.name)","display_name":"\#($0.name), Germany","#
                    + #""address":{"state":"\#($0.state)","country":"Germany","country_code":"de"}}"#
            }
            return .json("[\(results.joined(separator: ","))]")
        case "/reverse":
            return .json(
                #"{"place_id":2,"name":"\#(reverseName)","display_name":"\#(reverseName), Germany","#
                    + #""address":{"town":"\#(reverseName)","state":"Hesse","country":"Germany","country_code":"de"}}"#)
        default: return notFound
        }
    }

    /// A leg's road distance at the OSRM stand-in: the great circle, a quarter longer.
    static func roadMetres(_ a: [Double], _ b: [Double]) -> Double {
        let (lon1, lat1, lon2, lat2) = (a[0] * .pi / 180, a[1] * .pi / 180, b[0] * .pi / 180, b[1] * .pi / 180)
        let h = pow(sin((lat2 - lat1) / 2), 2) + cos(lat1) * cos(lat2) * pow(sin((lon2 - lon1) / 2), 2)
        return (2 * 6_371_000 * asin(min(1, sqrt(h))) * 1.25).rounded()
    }

    /// 90 km/h on every road.
    static func roadSeconds(_ metres: Double) -> Double { (metres / 25).rounded() }

    /// OSRM's `route/v1/driving/{lon,lat;…}` and `trip/v1/driving/{…}?source=first&destination=last`:
    /// one leg per pair; the trip service finds the shortest order of the stops between first and last.
    static func osrm(_ request: SeenRequest) -> StandInAnswer {
        let parts = request.path.split(separator: "/")
        guard parts.count == 4, ["route", "trip"].contains(parts[0]) else { return notFound }
        let points = parts[3].split(separator: ";").map { $0.split(separator: ",").compactMap { Double($0) } }
        guard points.count >= 2, points.allSatisfy({ $0.count == 2 }) else {
            return .json(#"{"code":"InvalidQuery","message":"Query string malformed"}"#, status: 400)
        }
        let order = parts[0] == "route" ? Array(points.indices) : shortestOrder(points)
        let visited = order.map { points[$0] }
        let legs = zip(visited, visited.dropFirst()).map { roadMetres($0, $1) }
        let legText = legs.map { #"{"distance":\#($0),"duration":\#(roadSeconds($0)),"steps":[],"summary":""}"# }
        let line = visited.map { "[\($0[0]),\($0[1])]" }.joined(separator: ",")
        let total = legs.reduce(0, +)
        let route =
            #"{"geometry":{"type":"LineString","coordinates":[\#(line)]},"legs":[\#(legText.joined(separator: ","))],"#
            + #""distance":\#(total),"duration":\#(roadSeconds(total))}"#
        if parts[0] == "route" {
            return .json(#"{"code":"Ok","routes":[\#(route)],"waypoints":[]}"#)
        }
        let waypoints = points.indices.map { input in
            #"{"waypoint_index":\#(order.firstIndex(of: input)!),"trips_index":0,"#
                + #""location":[\#(points[input][0]),\#(points[input][1])],"name":""}"#
        }
        return .json(#"{"code":"Ok","trips":[\#(route)],"waypoints":[\#(waypoints.joined(separator: ","))]}"#)
    }

    /// The order through `points` with the first and last kept that drives least (every order tried).
    static func shortestOrder(_ points: [[Double]]) -> [Int] {
        func permutations(_ items: [Int]) -> [[Int]] {
            items.count <= 1
                ? [items] : items.flatMap { item in permutations(items.filter { $0 != item }).map { [item] + $0 } }
        }
        let last = points.count - 1
        let middles = permutations(Array(1..<last))
        let orders = middles.map { [0] + $0 + [last] }
        return orders.min { a, b in
            func length(_ order: [Int]) -> Double {
                zip(order, order.dropFirst()).map { roadMetres(points[$0], points[$1]) }.reduce(0, +)
            }
            return length(a) < length(b)
        } ?? Array(points.indices)
    }

    // MARK: Tiles and photos

    /// A 256 px magenta tile: no colour of the bundled basemap.
    static let tilePNG = Data(
        base64Encoded:
            "iVBORw0KGgoAAAANSUhEUgAAAQAAAAEACAIAAADTED8xAAAB/UlEQVR42u3TQQkAAAwDsfo33b2rYYEoOLg0hbciAQYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABMIAKGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAbAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAGUAEDgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAABgADAAGAAOAAcAAYAAwABgADAAGAAOAAcAAYAAwABgADAAGAAOAAcAAYAAwABgADAAGAAOAAcAAYAAwABgADAAGAAOAAcAAYAAwABgADAAGAAOAAcAAYAAwAKwDk4kd45b++IsAAAAASUVORK5CYII="
    )!

    /// A 320 × 200 orange photo.
    static let photoPNG = Data(
        base64Encoded:
            "iVBORw0KGgoAAAANSUhEUgAAAUAAAADICAIAAAAWZq/8AAABu0lEQVR42u3TwQkAAAgDse6PO9shfAmBTHBw2QnwlARgYMDAgIHBwICBAQMDBgYDAwYGDAwGBgwMGBgwMBgYMDBgYMDAYGDAwICBwcCAgQEDAwYGAwMGBgwMGBgMDBgYMDAYGDAwYGDAwGBgwMCAgcHAKoCBAQMDBgYDAwYGDAwYGAwMGBgwMBgYMDBgYMDAYGDAwICBAQODgQEDAwYGAwMGBgwMGBgMDBgYMDBgYDAwYGDAwGBgwMCAgQEDg4EBAwMGBgMDBgYMDBgYDAwYGDAwYGAwMGBgwMBgYMDAgIEBA4OBAQMDBgYMDAYGDAwYGAwMGBgwMGBgMDBgYMDAgIHBwICBAQODgQEDAwYGDAwGBgwMGBgMDBgYMDBgYDAwYGDAwICBwcCAgQEDg4EBAwMGBgwMBgYMDBgYMDAYGDAwYGAwMGBgwMCAgcHAgIEBA4OBJQADAwYGDAwGBgwMGBgwMBgYMDBgYDAwYGDAwICBwcCAgQEDAwYGAwMGBgwMBgYMDBgYMDAYGDAwYGDAwGBgwMCAgcHAgIEBAwMGBgMDBgYMDAYGDAwYGDAwGBgwMGBgwMBgYMDAwEkByMbUkDLQBRgAAAAASUVORK5CYII="
    )!

    static let photographer = "Loopback Lens"

    /// Pixabay's `api/?key=&q=`, and the images it links, on the same server.
    static func pixabay(_ request: SeenRequest, imageBase: String) -> StandInAnswer {
        if request.path.hasPrefix("/images/") { return .data(photoPNG, type: "image/png") }
        guard request.path == "/api/" || request.path == "/api" else { return notFound }
        guard request.parameter("key")?.isEmpty == false else {
            return StandInAnswer(
                status: 400, headers: ["Content-Type": "text/plain"],
                body: Data("[ERROR 400] Invalid or missing API key".utf8))
        }
        let hits = (1...2).map { id in
            #"{"id":\#(id),"pageURL":"https://pixabay.com/photos/loopback-\#(id)/","tags":"town","#
                + #""previewURL":"\#(imageBase)/images/\#(id)-preview.png","webformatURL":"\#(imageBase)/images/\#(id).png","#
                + #""largeImageURL":"\#(imageBase)/images/\#(id)-large.png","imageWidth":320,"imageHeight":200,"#
                + #""user":"\#(photographer)"}"#
        }
        return .json(#"{"total":2,"totalHits":2,"hits":[\#(hits.joined(separator: ","))]}"#)
    }

    static let notFound = StandInAnswer(
        status: 404, headers: ["Content-Type": "text/plain"], body: Data("Not Found".utf8))
}
