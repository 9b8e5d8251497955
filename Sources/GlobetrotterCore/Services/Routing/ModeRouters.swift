import Foundation

/// One OSRM server per travel mode, as the app is configured: the car on
/// OSRM's demo server (`GLOBETROTTER_OSRM_URL`), the bicycle and foot on
/// FOSSGIS's (`GLOBETROTTER_OSRM_BIKE_URL`, `GLOBETROTTER_OSRM_FOOT_URL`).
public enum ModeRouters {
    public static let environmentNames: [TravelMode: String] = [
        .car: "GLOBETROTTER_OSRM_URL", .bicycle: "GLOBETROTTER_OSRM_BIKE_URL", .foot: "GLOBETROTTER_OSRM_FOOT_URL",
    ]

    public static let defaultBaseURLs: [TravelMode: URL] = [
        .car: OSRMRouter.defaultBaseURL,
        .bicycle: URL(string: "https://routing.openstreetmap.de/routed-bike/")!,
        .foot: URL(string: "https://routing.openstreetmap.de/routed-foot/")!,
    ]

    /// The mode's service, as credited and named in its fault sentences.
    public static func credit(for mode: TravelMode) -> String {
        switch mode {
        case .car: "OSRM"
        case .bicycle: tr("OSRM for bicycles")
        case .foot: tr("OSRM for walking")
        }
    }

    /// The base URL of each mode: the environment's, else the default.
    public static func baseURLs(environment: [String: String]) -> [TravelMode: URL] {
        Dictionary(
            uniqueKeysWithValues: TravelMode.allCases.map { mode in
                (mode, ServiceURL.base(environment[environmentNames[mode]!]) ?? defaultBaseURLs[mode]!)
            })
    }

    /// A router per mode. Both public servers ask for at most one request a
    /// second from an app: modes on the same host share one `RequestSpacing`
    /// (bicycle and foot on FOSSGIS), modes on different hosts do not wait for each other.
    public static func live(
        environment: [String: String], client: any HTTPClient,
        spacing: (String) -> RequestSpacing = { _ in RequestSpacing() }
    ) -> [TravelMode: any RouteProviding] {
        var spacings: [String: RequestSpacing] = [:]
        var routers: [TravelMode: any RouteProviding] = [:]
        for (mode, url) in baseURLs(environment: environment) {
            let server = "\(url.host ?? ""):\(url.port ?? 0)"
            let shared = spacings[server] ?? spacing(server)
            spacings[server] = shared
            routers[mode] = OSRMRouter(baseURL: url, client: client, spacing: shared, credit: credit(for: mode))
        }
        return routers
    }
}
