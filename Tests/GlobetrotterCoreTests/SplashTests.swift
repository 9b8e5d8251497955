import Foundation
import OpenCombine
import Testing

@testable import GlobetrotterCore

/// Start-up work the test finishes by hand.
@MainActor
private final class ControlledInteractor: SplashInteracting {
    private var continuation: CheckedContinuation<StartupReport, Never>?
    private(set) var started = false

    private var startWaiters: [CheckedContinuation<Void, Never>] = []

    func runStartupWork() async -> StartupReport {
        started = true
        return await withCheckedContinuation {
            continuation = $0
            startWaiters.forEach { $0.resume() }
            startWaiters = []
        }
    }

    /// Returns once the work runs and waits for `finish`.
    func untilStarted() async {
        guard continuation == nil else { return }
        await withCheckedContinuation { startWaiters.append($0) }
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
@Suite(.serialized, .timeLimit(.minutes(1))) struct SplashTests {
    private func makeSplash(
        _ interactor: ControlledInteractor, clock: ManualClock, minimum: Duration, grace: Duration = .zero
    ) -> (SplashPresenter, () -> [StartupReport], () -> [SplashState]) {
        let presenter = SplashPresenter(interactor: interactor, clock: clock, minimumDuration: minimum, grace: grace)
        var routes: [StartupReport] = []
        var states: [SplashState] = []
        let subscriptions = [
            presenter.routes.sink { if case .home(let report) = $0 { routes.append(report) } },
            presenter.viewModel.states.sink { states.append($0) },
        ]
        return (
            presenter, { withExtendedLifetime(subscriptions) { routes } },
            { withExtendedLifetime(subscriptions) { states } }
        )
    }

    private let status = "Getting your journeys ready…"

    @Test func routesHomeOnceAfterTheWorkAndTheMinimumTime() async {
        let clock = ManualClock()
        let interactor = ControlledInteractor()
        let (presenter, routes, states) = makeSplash(interactor, clock: clock, minimum: .milliseconds(800))

        presenter.viewModel.send(.viewDidLoad)
        #expect(
            states() == [SplashState(), SplashState(status: status), SplashState(status: status, isShown: true)],
            "without a grace period the splash shows at once, saying what happens")
        await interactor.untilStarted()
        await clock.sleepersRegistered(1)

        interactor.finish()
        await presenter.settled("startup")
        #expect(routes().isEmpty, "the work is done but the minimum time has not passed")

        clock.advance(by: .milliseconds(500))
        #expect(clock.sleeperCount == 1, "still waiting for the minimum")
        #expect(routes().isEmpty)

        clock.advance(by: .milliseconds(300))
        await presenter.settled()
        #expect(routes() == [StartupReport()])

        presenter.viewModel.send(.viewDidLoad)
        #expect(clock.sleeperCount == 0, "loading again starts nothing")
        clock.advance(by: .seconds(5))
        await presenter.settled()
        #expect(routes().count == 1, "routes exactly once, even when loaded twice")
        #expect(states().count == 3)
    }

    @Test func waitsForSlowWorkAfterTheMinimumTime() async {
        let clock = ManualClock()
        let interactor = ControlledInteractor()
        let (presenter, routes, _) = makeSplash(interactor, clock: clock, minimum: .seconds(1))
        presenter.viewModel.send(.viewDidLoad)
        await interactor.untilStarted()
        await clock.sleepersRegistered(1)
        clock.advance(by: .seconds(2))
        await presenter.settled("minimum")
        #expect(routes().isEmpty, "the minimum time passed but the work is still running")
        let report = StartupReport(failures: [
            StartupFailure(step: "Opening your data", problem: .userData(.diskFull(details: "disk full")))
        ])
        interactor.finish(report)
        await presenter.settled()
        #expect(routes() == [report])
    }

    @Test func quickWorkGoesHomeWithoutEverShowingTheSplash() async {
        let clock = ManualClock()
        let interactor = ControlledInteractor()
        let (presenter, routes, states) = makeSplash(
            interactor, clock: clock, minimum: .milliseconds(400), grace: .milliseconds(150))
        presenter.viewModel.send(.viewDidLoad)
        await interactor.untilStarted()
        interactor.finish()
        // The grace period's sleep is cancelled, so all work ends without the clock moving.
        await presenter.settled()
        #expect(routes() == [StartupReport()], "home at once, no minimum to wait for")
        #expect(states() == [SplashState(), SplashState(status: status)], "the splash was never shown")
        #expect(clock.sleeperCount == 0)
        clock.advance(by: .seconds(1))
        await presenter.settled()
        #expect(routes().count == 1)
        #expect(!states().contains { $0.isShown })
    }

    @Test func slowWorkShowsTheSplashAfterTheGraceThenKeepsItTheMinimum() async {
        let clock = ManualClock()
        let interactor = ControlledInteractor()
        let (presenter, routes, states) = makeSplash(
            interactor, clock: clock, minimum: .milliseconds(400), grace: .milliseconds(150))
        presenter.viewModel.send(.viewDidLoad)
        await interactor.untilStarted()
        await clock.sleepersRegistered(1)
        clock.advance(by: .milliseconds(149))
        #expect(states() == [SplashState(), SplashState(status: status)], "not shown within the grace period")
        clock.advance(by: .milliseconds(1))
        await presenter.settled("grace")
        #expect(states().last == SplashState(status: status, isShown: true), "shown once the grace period is over")
        await clock.sleepersRegistered(1)
        interactor.finish()
        await presenter.settled("startup")
        #expect(routes().isEmpty, "a shown splash stays its minimum")
        clock.advance(by: .milliseconds(399))
        #expect(routes().isEmpty)
        clock.advance(by: .milliseconds(1))
        await presenter.settled()
        #expect(routes() == [StartupReport()])
        #expect(states() == [SplashState(), SplashState(status: status), SplashState(status: status, isShown: true)])
    }

    @Test func doesNothingWhenThePresenterIsGoneBeforeTheWorkEnds() async {
        let interactor = ControlledInteractor()
        var routes: [SplashRoute] = []
        var presenter: SplashPresenter? = SplashPresenter(
            interactor: interactor, clock: ManualClock(), minimumDuration: .zero)
        let subscription = presenter?.routes.sink { routes.append($0) }
        presenter?.viewModel.send(.viewDidLoad)
        await interactor.untilStarted()
        weak let released = presenter
        presenter = nil
        #expect(released == nil, "the presenter does not keep itself alive through its work")
        interactor.finish()
        #expect(routes.isEmpty, "nobody is left to route")
        subscription?.cancel()
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
                .openUserData(UserDatabase(path: blocked), version: "1"),
                .openUserData(UserDatabase(path: damaged), version: "1"),
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
