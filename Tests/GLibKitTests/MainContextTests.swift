import CGLib
import GLibKit
import GLibTestSupport
import Testing

@MainActor
@Suite(.serialized, .timeLimit(.minutes(1)))
struct MainContextTests {
    init() { TestEnvironment.prepare() }

    @Test func idleRunsOnceWhenTheContextIsIterated() async {
        var runs = 0
        MainContext.idle { runs += 1 }
        #expect(runs == 0, "sources run from the loop, never inline")
        #expect(await pumpUntil { runs == 1 })
        await pump(for: .milliseconds(20))
        #expect(runs == 1)
    }

    @Test func timeoutWaitsAndRepeatsWhileItReturnsKeep() async {
        var runs = 0
        let started = ContinuousClock.now
        var firstRunAfter: Duration?
        MainContext.timeout(milliseconds: 30) {
            runs += 1
            if runs == 1 { firstRunAfter = ContinuousClock.now - started }
            return runs < 3 ? .keep : .remove
        }
        #expect(await pumpUntil { runs == 3 })
        #expect((firstRunAfter ?? .zero) >= .milliseconds(30))
        await pump(for: .milliseconds(80))
        #expect(runs == 3, "returning .remove stops the timeout")
    }

    @Test func cancelledSourcesNeverFireAndReleaseTheirClosure() async {
        var fired: [String] = []
        weak var capturedProbe: Probe?
        let idle: SourceToken
        let timeout: SourceToken
        do {
            let probe = Probe()
            capturedProbe = probe
            idle = MainContext.idle { withExtendedLifetime(probe) { fired.append("idle") } }
            timeout = MainContext.timeout(milliseconds: 10) {
                fired.append("timeout")
                return .keep
            }
        }
        var control = false
        MainContext.idle { control = true }

        idle.cancel()
        timeout.cancel()
        #expect(capturedProbe == nil, "removing the source released its closure")
        #expect(await pumpUntil { control })
        await pump(for: .milliseconds(50))
        #expect(fired.isEmpty)
        idle.cancel()  // twice is harmless
    }

    @Test func cancellingFromInsideTheCallbackStopsARepeatingTimeout() async {
        var runs = 0
        var token: SourceToken?
        token = MainContext.timeout(milliseconds: 5) {
            runs += 1
            token?.cancel()
            return .keep
        }
        #expect(await pumpUntil { runs == 1 })
        await pump(for: .milliseconds(50))
        #expect(runs == 1)
    }
}

@Suite(.timeLimit(.minutes(1)))
struct GLibErrorTests {
    @Test func copiesDomainCodeAndMessageFromARealGError() {
        let path = "/nonexistent/globetrotter-\(UInt32.random(in: 0...UInt32.max))"
        var contents: UnsafeMutablePointer<CChar>?
        var length: gsize = 0
        let error = #expect(throws: GLibError.self) {
            _ = try withGError { g_file_get_contents(path, &contents, &length, $0) }
        }
        #expect(contents == nil)
        #expect(error?.domain == "g-file-error-quark")
        #expect(error?.code == Int32(G_FILE_ERROR_NOENT.rawValue))
        #expect(error?.message.contains(path) == true)
        #expect(error?.description == error?.message)
        #expect(error?.isCancellation == false)
        #expect(error?.isTimeout == false)
    }

    @Test func successReturnsTheValueAndThrowsNothing() throws {
        let path = "/proc/self/stat"
        var contents: UnsafeMutablePointer<CChar>?
        var length: gsize = 0
        let ok = try withGError { g_file_get_contents(path, &contents, &length, $0) }
        defer { g_free(contents) }
        #expect(ok != 0)
        #expect(length > 0)
    }

    @Test func recognisesCancellation() {
        let cancellable = g_cancellable_new()!
        defer { g_object_unref(cancellable) }
        g_cancellable_cancel(cancellable)
        let error = #expect(throws: GLibError.self) {
            _ = try withGError { g_cancellable_set_error_if_cancelled(cancellable, $0) }
        }
        #expect(error?.isCancellation == true)
        #expect(error?.isTimeout == false)
        #expect(error?.domain == "g-io-error-quark")
    }
}
