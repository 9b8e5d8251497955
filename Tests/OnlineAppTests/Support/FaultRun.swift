import Foundation
import Testing

/// Drives one service of the running app through fault kinds: for each, the
/// stand-in starts failing that way, the page is asked again the way a person
/// would (`askAgain`), and the page must show `sentence(fault)` — the one true
/// sentence, as one label — within a deadline, with no raw system text
/// anywhere on screen, the app still running. Returns the requests the
/// stand-in received for each fault.
struct FaultRun {
    let app: AppUnderTest
    let server: StandInServer
    /// How long the page may take to say it: the app's request timeout, twice
    /// (a fallback may ask once more), with room for a loaded machine.
    var deadline = AppUnderTest.requestTimeout * 2 + .seconds(25)

    @discardableResult
    func run(
        _ faults: [Fault], askAgain: () async throws -> Void, sentence: (Fault) -> String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> [Fault: [SeenRequest]] {
        var seen: [Fault: [SeenRequest]] = [:]
        var previous: String?
        for fault in faults {
            server.fault = fault
            server.forgetRequests()
            let expected = sentence(fault)
            // The last sentence stays while the page asks again: the next must differ to tell them apart.
            try #require(
                expected != previous, "\(fault) follows a fault with the same sentence", sourceLocation: sourceLocation)
            previous = expected
            let started = ContinuousClock.now
            try await askAgain()
            if fault != .refused {
                let asked = await eventually(within: .seconds(20)) { !server.requests.isEmpty }
                #expect(asked, "\(server.name) \(fault): the page asked again", sourceLocation: sourceLocation)
            }
            let reading = try await app.screen.waitFor("\(server.name) \(fault): “\(expected)”", within: deadline) {
                $0.label(expected) != nil ? $0 : nil
            }
            let took = ContinuousClock.now - started
            seen[fault] = server.requests
            #expect(
                reading.texts.filter { $0 == expected }.count == 1, "\(server.name) \(fault): said once",
                sourceLocation: sourceLocation)
            #expect(
                reading.rawSystemTexts.isEmpty,
                "\(server.name) \(fault): no raw system text, but \(reading.rawSystemTexts)",
                sourceLocation: sourceLocation)
            #expect(app.isRunning, "\(server.name) \(fault): the app still runs", sourceLocation: sourceLocation)
            print("online: \(server.name) \(fault): \(server.requests.count) request(s), said in \(took): \(expected)")
        }
        server.fault = .ok
        return seen
    }
}

extension ScreenReading {
    /// The shown button labelled one of `labels`, the first that is shown.
    func button(anyOf labels: [String]) -> ScreenNode? { labels.lazy.compactMap { button($0) }.first }
}
