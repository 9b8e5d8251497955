import Foundation
import OpenCombine
import Testing

@testable import GlobetrotterCore

@MainActor
private final class RecordingRouter: SplashRouting {
    var routes: [StartupReport] = []
    func routeHome(_ report: StartupReport) { routes.append(report) }
}

/// Start-up work the test finishes by hand.
@MainActor
private final class ControlledInteractor: SplashInteracting {
    private var continuation: CheckedContinuation<StartupReport, Never>?
    private(set) var started = false

    func runStartupWork() async -> StartupReport {
        started = true
        return await withCheckedContinuation { continuation = $0 }
    }

    func finish(_ report: StartupReport = StartupReport()) {
        continuation?.resume(returning: report)
        continuation = nil
    }
}

private struct StepError: Error, CustomStringConvertible {
    var description: String { "disk full" }
}

@MainActor
@Suite(.serialized) struct SplashTests {
    @Test func routesHomeOnceAfterTheWorkAndTheMinimumTime() async {
        let clock = ManualClock()
        let interactor = ControlledInteractor()
        let router = RecordingRouter()
        let viewModel = SplashViewModel()
        var statuses: [String] = []
        let subscription = viewModel.status.sink { statuses.append($0) }
        let presenter = SplashPresenter(
            interactor: interactor, router: router, viewModel: viewModel, clock: clock,
            minimumDuration: .milliseconds(800))

        viewModel.actions.send(.viewDidLoad)
        await settle { interactor.started && clock.sleeperCount == 1 }
        #expect(statuses == ["", SplashPresenter.statusText])

        interactor.finish()
        await settle()
        #expect(router.routes.isEmpty, "the work is done but the minimum time has not passed")

        clock.advance(by: .milliseconds(500))
        await settle()
        #expect(router.routes.isEmpty)

        clock.advance(by: .milliseconds(300))
        await settle { !router.routes.isEmpty }
        #expect(router.routes == [StartupReport()])

        viewModel.actions.send(.viewDidLoad)
        clock.advance(by: .seconds(5))
        await settle()
        #expect(router.routes.count == 1, "routes exactly once, even when loaded twice")
        withExtendedLifetime(presenter) {}
        subscription.cancel()
    }

    @Test func waitsForSlowWorkAfterTheMinimumTime() async {
        let clock = ManualClock()
        let interactor = ControlledInteractor()
        let router = RecordingRouter()
        let viewModel = SplashViewModel()
        let presenter = SplashPresenter(
            interactor: interactor, router: router, viewModel: viewModel, clock: clock, minimumDuration: .seconds(1))
        viewModel.actions.send(.viewDidLoad)
        await settle { clock.sleeperCount == 1 }
        clock.advance(by: .seconds(2))
        await settle()
        #expect(router.routes.isEmpty, "the minimum time passed but the work is still running")
        let report = StartupReport(failures: [
            StartupFailure(step: "Opening your data", problem: .userData(.diskFull(details: "disk full")))
        ])
        interactor.finish(report)
        await settle { !router.routes.isEmpty }
        #expect(router.routes == [report])
        withExtendedLifetime(presenter) {}
    }

    @Test func doesNothingWhenThePresenterIsGoneBeforeTheWorkEnds() async {
        let interactor = ControlledInteractor()
        let router = RecordingRouter()
        let viewModel = SplashViewModel()
        var presenter: SplashPresenter? = SplashPresenter(
            interactor: interactor, router: router, viewModel: viewModel, clock: ManualClock(), minimumDuration: .zero)
        viewModel.actions.send(.viewDidLoad)
        await settle { interactor.started }
        presenter = nil
        interactor.finish()
        await settle()
        #expect(presenter == nil)
        #expect(router.routes.isEmpty)
    }

    @Test func interactorRunsEveryStepAndReportsFailuresInStepOrder() async {
        let counter = StepCounter()
        let logged = LogLines()
        let interactor = SplashInteractor(
            steps: [
                StartupStep("first") { await counter.increment() },
                StartupStep("second") { throw StepError() },
                StartupStep("third") {
                    await counter.increment()
                    throw StartupProblem.userData(.damaged(details: "SQLite error 26: file is not a database"))
                },
            ], log: logged.append)
        let report = await interactor.runStartupWork()
        #expect(await counter.value == 2)
        #expect(
            report.failures == [
                StartupFailure(step: "second", problem: .unexpected(details: "disk full")),
                StartupFailure(
                    step: "third", problem: .userData(.damaged(details: "SQLite error 26: file is not a database"))),
            ])
        #expect(
            Set(logged.lines) == [
                "second failed: disk full", "third failed: SQLite error 26: file is not a database",
            ], "the details go to the log")
    }

    /// A data folder that cannot be created (a file stands in its way, which
    /// stops root too) and a file that is not a database are told apart.
    @Test func openingUserDataSortsWhatWentWrong() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: home) }
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try Data("not a folder".utf8).write(to: home.appendingPathComponent("blocked"))
        let blocked = AppDatabase.defaultPath(dataDirectory: home.appendingPathComponent("blocked").path)
        let damaged = AppDatabase.defaultPath(dataDirectory: home.appendingPathComponent("damaged").path)
        try FileManager.default.createDirectory(
            atPath: (damaged as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(repeating: 0x42, count: 4096).write(to: URL(fileURLWithPath: damaged))
        let logged = LogLines()
        let report = await SplashInteractor(
            steps: [
                .openUserData(at: blocked, version: "1"), .openUserData(at: damaged, version: "1"),
            ], log: logged.append
        ).runStartupWork()
        #expect(report.failures.count == 2)
        guard report.failures.count == 2 else { return }
        guard case .userData(.notWritable) = report.failures[0].problem else {
            Issue.record("a blocked folder is not writable: \(report.failures[0].problem)")
            return
        }
        guard case .userData(.damaged(let details)) = report.failures[1].problem else {
            Issue.record("a file of 0x42 bytes is damaged: \(report.failures[1].problem)")
            return
        }
        #expect(details.contains("not a database"), "SQLite's own words are kept for the log")
        #expect(logged.lines.count == 2)
    }
}

/// Collects log lines from the interactor's concurrent steps.
private final class LogLines: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    var lines: [String] { lock.withLock { stored } }
    func append(_ line: String) { lock.withLock { stored.append(line) } }
}

private actor StepCounter {
    var value = 0
    func increment() { value += 1 }
}
