import Foundation

extension HTTPClient {
    /// GETs `url` asking for JSON and returns the body; the API clients' one request shape.
    func jsonBody(from url: URL, timeout: Duration) async throws(HTTPError) -> Data {
        try await send(HTTPRequest(url: url, headers: ["Accept": "application/json"], timeout: timeout)).body
    }
}
