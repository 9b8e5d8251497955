import CGLib
import Foundation
import GLibTestSupport
import GlobetrotterCore
import SoupKit
import Synchronization

/// The shared test environment, plus a capture of libsoup's log.
enum SoupTestEnvironment {
    static func prepare() {
        TestEnvironment.prepare()
        LibsoupLog.install()
    }
}

/// One request in flight, its outcome filled in when `send` returns.
@MainActor
final class PendingRequest {
    let task: Task<Void, Never>

    init(_ client: any HTTPClient, _ request: HTTPRequest) {
        let box = OutcomeBox()
        task = Task { @MainActor in
            do throws(HTTPError) {
                box.outcome = .success(try await client.send(request))
            } catch {
                box.outcome = .failure(error)
            }
        }
        self.box = box
    }

    private let box: OutcomeBox
    var isFinished: Bool { box.outcome != nil }

    /// Pumps the main context until `send` returns; nil if it did not within `limit`.
    func result(within limit: Duration = .seconds(5)) async -> Result<HTTPResponse, HTTPError>? {
        guard await pumpUntil(timeout: limit, { isFinished }) else {
            task.cancel()
            return nil
        }
        return box.outcome
    }

    @MainActor
    private final class OutcomeBox {
        var outcome: Result<HTTPResponse, HTTPError>?
    }
}

/// Counts libsoup's criticals and warnings (its `g_return_if_fail` checks),
/// which tests treat as failures; messages still reach the default handler.
enum LibsoupLog {
    private static let recorded = Mutex<[String]>([])

    private static let installed: Bool = {
        let levels = GLogLevelFlags(G_LOG_LEVEL_CRITICAL.rawValue | G_LOG_LEVEL_WARNING.rawValue)
        g_log_set_handler(
            "libsoup", levels,
            { domain, level, message, _ in
                let text = message.map { String(cString: $0) } ?? ""
                LibsoupLog.recorded.withLock { $0.append(text) }
                g_log_default_handler(domain, level, message, nil)
            }, nil)
        return true
    }()

    static func install() { _ = installed }

    static var messages: [String] { recorded.withLock { $0 } }
}

/// A switch a test flips while a server route reads it.
@MainActor
final class Flag {
    var isOn = false
}
