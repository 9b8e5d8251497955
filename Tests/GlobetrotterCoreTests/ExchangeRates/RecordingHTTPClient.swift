import Foundation
import Synchronization

@testable import GlobetrotterCore

/// Answers every request with one fixed body (or error) and records the URLs asked for.
final class RecordingHTTPClient: HTTPClient {
    private let body: Data
    private let error: HTTPError?
    private let requested = Mutex<[URL]>([])

    init(body: String = "{}", failing error: HTTPError? = nil) {
        self.body = Data(body.utf8)
        self.error = error
    }

    var urls: [URL] { requested.withLock { $0 } }

    func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        requested.withLock { $0.append(request.url) }
        if let error { throw error }
        return HTTPResponse(status: 200, body: body, url: request.url)
    }
}
