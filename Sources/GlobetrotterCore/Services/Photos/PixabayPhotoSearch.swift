import Foundation

/// Pixabay's photo search, `GET {base}?key=&q=&image_type=photo&per_page=3&safesearch=true`
/// (APIS.md), and the download of the images it finds. The key goes only
/// into the request URL, never into an error. Searches are spaced 0.6 s
/// apart, so one key never passes Pixabay's 100 requests a minute.
public struct PixabayPhotoSearch: Sendable {
    public static let defaultBaseURL = URL(string: "https://pixabay.com/api/")!
    /// Pixabay's smallest page; a trip shows a few photos at most.
    public static let photosPerSearch = 3
    /// 100 requests per 60 s, Pixabay's limit per key.
    public static let searchSpacing = Duration.milliseconds(600)

    private let baseURL: URL
    private let client: any HTTPClient
    private let spacing: RequestSpacing
    private let timeout: Duration

    /// - Parameters:
    ///   - spacing: shared by every search with one key; the default keeps Pixabay's limit.
    ///   - timeout: for each request, the search and each image download.
    public init(
        baseURL: URL = Self.defaultBaseURL, client: any HTTPClient,
        spacing: RequestSpacing = RequestSpacing(interval: Self.searchSpacing), timeout: Duration = .seconds(10)
    ) {
        self.baseURL = baseURL.asBaseDirectory
        self.client = client
        self.spacing = spacing
        self.timeout = timeout
    }

    /// The photos Pixabay finds for `query` (as given: callers normalise it);
    /// `[]` when it finds none.
    func photos(matching query: String, key: String) async throws(PhotoError) -> [TripPhoto] {
        let key = key.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !key.isEmpty else { throw .noKey }
        try await spacing.waitForTurn(orThrow: PhotoError.http(.cancelled))
        let response: HTTPResponse
        do {
            // Pixabay says what was wrong in a text body on HTTP 400.
            response = try await client.send(
                HTTPRequest(
                    url: searchURL(query: query, key: key), headers: ["Accept": "application/json"],
                    timeout: timeout, returnsClientErrorBodies: true))
        } catch .rateLimited(let seconds) {
            throw .rateLimited(resetSeconds: seconds)
        } catch {
            throw .http(error.redactingKey(key))
        }
        try Self.checkStatus(of: response, key: key)
        return try PixabayAnswer.photos(from: response.body)
    }

    /// The image of `photo` and its format: the 640 px version, else the
    /// preview. Bytes that are no image are `.brokenImage`.
    func image(for photo: TripPhoto) async throws(PhotoError) -> (data: Data, format: ImageFormat) {
        var failure = PhotoError.brokenImage
        for url in photo.imageURLs {
            do {
                let response = try await client.send(
                    HTTPRequest(url: url, headers: ["Accept": "image/webp,image/png,image/jpeg"], timeout: timeout))
                if let format = ImageFormat(sniffing: response.body) { return (response.body, format) }
                failure = .brokenImage
            } catch {
                failure = .http(error)
                // No answer at all: the other address would most likely wait as long.
                if error.isUnreachable { break }
            }
        }
        throw failure
    }

    func searchURL(query: String, key: String) -> URL {
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true) else { return baseURL }
        components.queryItems = [
            URLQueryItem(name: "key", value: key), URLQueryItem(name: "q", value: query),
            URLQueryItem(name: "image_type", value: "photo"),
            URLQueryItem(name: "per_page", value: String(Self.photosPerSearch)),
            URLQueryItem(name: "safesearch", value: "true"),
        ]
        // A "+" left as is would reach Pixabay as a space.
        let encoded = components.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
        components.percentEncodedQuery = encoded
        return components.url ?? baseURL
    }

    /// Maps the error statuses the client hands back (4xx other than 429).
    private static func checkStatus(of response: HTTPResponse, key: String) throws(PhotoError) {
        switch response.status {
        case 200..<300:
            return
        case 400:
            let text = String(decoding: response.body, as: UTF8.self)
            if text.range(of: "key", options: .caseInsensitive) != nil { throw .invalidKey }
        case 401, 403:
            throw .invalidKey
        default:
            break
        }
        let error =
            HTTPError.from(status: response.status, url: response.url, retryAfter: nil)
            ?? .transport("unexpected HTTP \(response.status)")  // i18n-ignore: for the log
        throw .http(error.redactingKey(key))
    }
}

extension HTTPError {
    /// Errors may quote the search URL, which holds the key.
    fileprivate func redactingKey(_ key: String) -> HTTPError {
        switch self {
        case .notFound(let url):
            var components = URLComponents(url: url, resolvingAgainstBaseURL: true)
            components?.query = nil
            return .notFound(components?.url ?? url)
        case .transport(let message): return .transport(message.replacingOccurrences(of: key, with: "…"))
        case .cannotConnect(let host, let reason):
            return .cannotConnect(host: host, reason: reason.replacingOccurrences(of: key, with: "…"))
        default: return self
        }
    }
}
