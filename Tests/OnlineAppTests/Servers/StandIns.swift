import Foundation

/// A stand-in for every online service the app uses, each a server of its
/// own (so one can refuse connections while the others answer), with the
/// answers APIS.md documents. `environment` points the app at them.
final class StandIns: Sendable {
    let nager: StandInServer
    let holidayAPI: StandInServer
    let frankfurter: StandInServer
    let currencyConverter: StandInServer
    let photon: StandInServer
    let nominatim: StandInServer
    let osrm: StandInServer
    let tiles: StandInServer
    let pixabay: StandInServer

    init() throws {
        nager = try StandInServer(name: "Nager.Date", answer: Answers.nager)
        holidayAPI = try StandInServer(name: "holidayapi.com", answer: Answers.holidayAPI)
        frankfurter = try StandInServer(name: "Frankfurter", answer: Answers.frankfurter)
        currencyConverter = try StandInServer(name: "currencyconverterapi.com", answer: Answers.currencyConverter)
        photon = try StandInServer(name: "Photon", answer: Answers.photon)
        nominatim = try StandInServer(name: "Nominatim", answer: Answers.nominatim)
        osrm = try StandInServer(name: "OSRM", answer: Answers.osrm)
        tiles = try StandInServer(name: "tiles", answer: { _ in .data(Answers.tilePNG, type: "image/png") })
        let pixabay = try StandInServer(name: "Pixabay") { request in
            Answers.pixabay(
                request, imageBase: "http://127.0.0.1:\(request.header("Host")?.split(separator: ":").last ?? "0")")
        }
        self.pixabay = pixabay
        // OSM asks for tiles to be kept at least 7 days; its servers say so.
        tiles.answerHeaders = ["Cache-Control": "max-age=604800"]
        // Stored, but asked again each time: libsoup keeps no copy of an answer without any freshness.
        for server in [nager, holidayAPI] { server.answerHeaders = ["Cache-Control": "max-age=0"] }
    }

    deinit { all.forEach { $0.stop() } }

    var all: [StandInServer] {
        [nager, holidayAPI, frankfurter, currencyConverter, photon, nominatim, osrm, tiles, pixabay]
    }

    /// Every base URL the app reads (README, "Command line"), at the stand-ins, with the services' own paths.
    var environment: [String: String] {
        [
            "GLOBETROTTER_NAGER_URL": nager.baseURL + "api/v3/",
            "GLOBETROTTER_HOLIDAYAPI_URL": holidayAPI.baseURL + "v1/",
            "GLOBETROTTER_FRANKFURTER_URL": frankfurter.baseURL + "v1/",
            "GLOBETROTTER_CURRCONV_URL": currencyConverter.baseURL + "api/v7/",
            "GLOBETROTTER_PHOTON_URL": photon.baseURL,
            "GLOBETROTTER_NOMINATIM_URL": nominatim.baseURL,
            "GLOBETROTTER_OSRM_URL": osrm.baseURL,
            "GLOBETROTTER_TILES_URL": tiles.baseURL + "{z}/{x}/{y}.png",
            "GLOBETROTTER_PIXABAY_URL": pixabay.baseURL + "api/",
        ]
    }

    /// Every request any stand-in saw, with the server's name.
    var everyRequest: [(server: String, request: SeenRequest)] {
        all.flatMap { server in server.requests.map { (server.name, $0) } }
    }

    func forgetRequests() { all.forEach { $0.forgetRequests() } }
}
