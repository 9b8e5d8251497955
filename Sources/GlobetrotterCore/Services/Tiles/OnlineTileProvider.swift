import Foundation

/// Raster tiles from an XYZ URL template (OpenStreetMap by default). Caching
/// per the server's expiry headers is the HTTP client's job.
public struct OnlineTileProvider: TileProviding {
    public static let openStreetMapTemplate = "https://tile.openstreetmap.org/{z}/{x}/{y}.png"

    public let template: String
    public let attribution = "© OpenStreetMap contributors"
    private let client: any HTTPClient

    public init(template: String = Self.openStreetMapTemplate, client: any HTTPClient) {
        self.template = template
        self.client = client
    }

    public func url(for tile: TileCoordinate) -> URL? {
        URL(
            string: template.replacingOccurrences(of: "{z}", with: String(tile.zoom))
                .replacingOccurrences(of: "{x}", with: String(tile.x))
                .replacingOccurrences(of: "{y}", with: String(tile.y)))
    }

    public func tile(at coordinate: TileCoordinate) async throws -> TileImage {
        guard coordinate.isValid, let url = url(for: coordinate) else { throw TileError.outOfRange(coordinate) }
        let response = try await client.send(HTTPRequest(url: url, timeout: .seconds(10)))
        // A 200 whose body is no image, or an image cut short, would leave a hole
        // in the map: it fails here, so the bundled basemap stands in.
        guard Self.isWholeImage(response.body) else { throw NotATile(coordinate: coordinate) }
        return .encoded(response.body)
    }

    /// A PNG up to its IEND chunk, or a JPEG up to its end marker (the raster tile formats).
    static func isWholeImage(_ body: Data) -> Bool {
        switch ImageFormat(sniffing: body) {
        case .png?: body.suffix(8).elementsEqual([0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
        case .jpeg?: body.suffix(2).elementsEqual([0xFF, 0xD9])
        case .webp?, nil: false
        }
    }

    /// For the log: the server's answer for a tile was not a whole image.
    struct NotATile: Error, CustomStringConvertible {
        let coordinate: TileCoordinate
        var description: String { "tile \(coordinate.zoom)/\(coordinate.x)/\(coordinate.y) is not a whole image" }
    }
}

/// Online tiles, falling back to the bundled basemap. After a connection
/// failure the online source rests for `pause`, so a map without network
/// does not wait on every tile.
public actor FallbackTileProvider: TileProviding {
    public nonisolated let attribution: String
    private let primary: any TileProviding
    private let fallback: any TileProviding
    private let pause: Duration
    private var primaryRestsUntil: ContinuousClock.Instant?

    public init(primary: any TileProviding, fallback: any TileProviding, pause: Duration = .seconds(60)) {
        self.primary = primary
        self.fallback = fallback
        self.pause = pause
        attribution = "\(primary.attribution) · \(fallback.attribution)"
    }

    public func tile(at coordinate: TileCoordinate) async throws -> TileImage {
        if let until = primaryRestsUntil, ContinuousClock.now < until {
            return try await fallback.tile(at: coordinate)
        }
        do {
            return try await primary.tile(at: coordinate)
        } catch let error as HTTPError where error.isConnectivityProblem {
            primaryRestsUntil = ContinuousClock.now + pause
            return try await fallback.tile(at: coordinate)
        } catch {
            return try await fallback.tile(at: coordinate)
        }
    }
}

extension HTTPError {
    /// The network, not the request, is the problem: retrying soon is pointless.
    public var isConnectivityProblem: Bool {
        switch self {
        case .timedOut, .cannotConnect, .offline, .transport: true
        default: false
        }
    }
}
