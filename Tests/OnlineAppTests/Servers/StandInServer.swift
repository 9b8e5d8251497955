import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// One request as a stand-in server received it.
struct SeenRequest: Sendable {
    let method: String
    /// The path without the query ("/api/v3/PublicHolidays/2026/DE").
    let path: String
    /// The raw query string, "" when there is none.
    let query: String
    /// Header names in lower case.
    let headers: [String: String]
    let arrival: ContinuousClock.Instant

    func header(_ name: String) -> String? { headers[name.lowercased()] }

    /// One query parameter, percent-decoded.
    func parameter(_ name: String) -> String? {
        URLComponents(string: "/?\(query)")?.queryItems?.first { $0.name == name }?.value
    }

    /// Everything the client sent, to look for a key that must not be there.
    var everything: String {
        ([method, path, query] + headers.map { "\($0.key): \($0.value)" }).joined(separator: "\n")
    }
}

/// What a stand-in sends back.
struct StandInAnswer: Sendable {
    var status = 200
    var headers: [String: String] = ["Content-Type": "application/json"]
    var body = Data()

    static func json(_ text: String, status: Int = 200) -> StandInAnswer {
        StandInAnswer(status: status, body: Data(text.utf8))
    }

    static func data(_ body: Data, type: String) -> StandInAnswer {
        StandInAnswer(headers: ["Content-Type": type], body: body)
    }
}

/// A real HTTP/1.1 server on 127.0.0.1 standing in for one online service.
/// It runs on its own threads, independent of the app and of the test's
/// main context, so the test may block (spawning xdotool, reading the screen)
/// without delaying an answer. It answers with `fault`: the service's own
/// answer (from `answer`) or a failure. Every request is recorded with its
/// headers and arrival time. Each connection gets one answer and is closed.
final class StandInServer: Sendable {
    let name: String
    private(set) var port: UInt16 {
        get { state.withLock { $0.port } }
        set { state.withLock { $0.port = newValue } }
    }
    private let answer: @Sendable (SeenRequest) -> StandInAnswer
    private let state = Mutex(State())

    private struct State {
        var port: UInt16 = 0
        var listener: Int32 = -1
        var fault = Fault.ok
        var requests: [SeenRequest] = []
        var stopped = false
        var extraHeaders: [String: String] = [:]
    }

    /// Requests whose path starts with this are a redirect's second leg.
    static let movedPrefix = "/moved"

    /// - Parameter answer: the service's documented answer to a request (`.ok`).
    init(name: String, answer: @escaping @Sendable (SeenRequest) -> StandInAnswer) throws {
        self.name = name
        self.answer = answer
        try listen(on: 0)
    }

    var baseURL: String { "http://127.0.0.1:\(port)/" }

    var fault: Fault {
        get { state.withLock { $0.fault } }
        set {
            let wasRefusing = fault == .refused
            state.withLock { $0.fault = newValue }
            if newValue == .refused && !wasRefusing { closeListener() }
            if newValue != .refused && wasRefusing { try? listen(on: port) }
        }
    }

    /// Headers added to every documented answer (`Cache-Control` for tiles).
    var answerHeaders: [String: String] {
        get { state.withLock { $0.extraHeaders } }
        set { state.withLock { $0.extraHeaders = newValue } }
    }

    var requests: [SeenRequest] { state.withLock { $0.requests } }

    func requests(where matches: (SeenRequest) -> Bool) -> [SeenRequest] { requests.filter(matches) }

    func forgetRequests() { state.withLock { $0.requests.removeAll() } }

    /// Stops listening and lets stalled connections go.
    func stop() {
        state.withLock { $0.stopped = true }
        closeListener()
    }

    // MARK: Listening

    private func listen(on requestedPort: UInt16) throws {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw ServerError.socket(errno) }
        var yes: Int32 = 1
        setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = requestedPort.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, Glibc.listen(socket, 64) == 0 else {
            close(socket)
            throw ServerError.socket(errno)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { _ = getsockname(socket, $0, &length) }
        }
        state.withLock {
            $0.listener = socket
            $0.port = UInt16(bigEndian: address.sin_port)
        }
        Thread.detachNewThread { [self] in acceptLoop(socket) }
    }

    private func closeListener() {
        let socket = state.withLock {
            let socket = $0.listener
            $0.listener = -1
            return socket
        }
        guard socket >= 0 else { return }
        // Wakes the thread blocked in accept(), then frees the port: connecting is refused from here on.
        shutdown(socket, Int32(SHUT_RDWR))
        close(socket)
    }

    private func acceptLoop(_ listener: Int32) {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            Thread.detachNewThread { [self] in serve(connection) }
        }
    }

    // MARK: Answering

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard let request = readRequest(connection) else { return }
        let fault = state.withLock {
            $0.requests.append(request)
            return $0.fault
        }
        // The second leg of a redirect is answered as the original request.
        if request.path.hasPrefix(Self.movedPrefix) {
            let original = SeenRequest(
                method: request.method, path: String(request.path.dropFirst(Self.movedPrefix.count)),
                query: request.query, headers: request.headers, arrival: request.arrival)
            return send(documented(original), on: connection)
        }
        switch fault {
        case .ok: send(documented(request), on: connection)
        case .badRequest:
            send(
                .json(#"{"status":400,"error":"The request is not valid: stand-in refusal"}"#, status: 400),
                on: connection)
        case .notFound:
            send(
                StandInAnswer(status: 404, headers: ["Content-Type": "text/plain"], body: Data("Not Found".utf8)),
                on: connection)
        case .tooManyRequests:
            send(
                StandInAnswer(
                    status: 429,
                    headers: ["Content-Type": "text/plain", "Retry-After": String(Fault.retryAfterSeconds)],
                    body: Data("Too Many Requests".utf8)), on: connection)
        case .serverError:
            send(
                StandInAnswer(
                    status: 500, headers: ["Content-Type": "text/plain"], body: Data("Internal Server Error".utf8)),
                on: connection)
        case .stall: holdUntilClosed(connection)
        case .malformed:
            send(
                StandInAnswer(
                    headers: ["Content-Type": "application/json"], body: Data("<html><body>Service maintenance".utf8)),
                on: connection)
        case .truncated:
            let whole = documented(request)
            send(whole, on: connection, cutAfter: max(1, whole.body.count / 2))
        case .emptyBody: send(StandInAnswer(headers: ["Content-Type": "application/json"]), on: connection)
        case .redirect:
            let target = Self.movedPrefix + request.path + (request.query.isEmpty ? "" : "?\(request.query)")
            send(StandInAnswer(status: 302, headers: ["Location": target], body: Data()), on: connection)
        case .refused:
            // Accepted just before the listener closed: as good as refused.
            return
        }
    }

    private func documented(_ request: SeenRequest) -> StandInAnswer {
        var reply = answer(request)
        reply.headers.merge(answerHeaders) { $1 }
        return reply
    }

    private func readRequest(_ connection: Int32) -> SeenRequest? {
        var received = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        let end: [UInt8] = Array("\r\n\r\n".utf8)
        while received.count < 65_536 {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return nil }
            received += buffer[0..<count]
            if received.count >= 4,
                received.indices.dropLast(3).contains(where: { received[$0..<$0 + 4].elementsEqual(end) })
            {
                break
            }
        }
        let arrival = ContinuousClock.now
        let text = String(decoding: received, as: UTF8.self)
        let lines = text.components(separatedBy: "\r\n")
        let requestLine = lines.first?.split(separator: " ") ?? []
        guard requestLine.count >= 2 else { return nil }
        let target = String(requestLine[1])
        let (path, query) =
            target.firstIndex(of: "?").map { (String(target[..<$0]), String(target[target.index(after: $0)...])) }
            ?? (target, "")
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        return SeenRequest(
            method: String(requestLine[0]), path: path.removingPercentEncoding ?? path, query: query, headers: headers,
            arrival: arrival)
    }

    /// Sends `answer`; with `cutAfter`, only that many body bytes, under a `Content-Length` of the whole.
    private func send(_ answer: StandInAnswer, on connection: Int32, cutAfter: Int? = nil) {
        var head = "HTTP/1.1 \(answer.status) \(Self.reason(answer.status))\r\n"
        var headers = answer.headers
        headers["Content-Length"] = String(answer.body.count)
        headers["Connection"] = "close"
        headers["Date"] = Self.httpDate()
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        head += "\r\n"
        var bytes = Data(head.utf8)
        bytes.append(cutAfter.map { answer.body.prefix($0) } ?? answer.body)
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let sent = Glibc.send(connection, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                guard sent > 0 else { return }
                offset += sent
            }
        }
        shutdown(connection, Int32(SHUT_WR))
    }

    /// Keeps a stalled request open until the client gives up or the server stops (a minute at most).
    private func holdUntilClosed(_ connection: Int32) {
        let deadline = ContinuousClock.now + .seconds(60)
        var pollee = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
        var byte: UInt8 = 0
        while ContinuousClock.now < deadline, !state.withLock({ $0.stopped }) {
            guard poll(&pollee, 1, 100) >= 0 else { return }
            if pollee.revents != 0, recv(connection, &byte, 1, Int32(MSG_DONTWAIT)) <= 0 { return }
        }
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 302: "Found"
        case 400: "Bad Request"
        case 404: "Not Found"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        default: "Status"
        }
    }

    private static func httpDate() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.string(from: Date())
    }

    enum ServerError: Error {
        case socket(Int32)
    }
}
