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
        let report = StartupReport(failures: [StartupFailure(step: "Opening your data", message: "disk full")])
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
        let interactor = SplashInteractor(steps: [
            StartupStep("first") { await counter.increment() },
            StartupStep("second") { throw StepError() },
            StartupStep("third") {
                await counter.increment()
                throw StepError()
            },
        ])
        let report = await interactor.runStartupWork()
        #expect(await counter.value == 2)
        #expect(
            report.failures == [
                StartupFailure(step: "second", message: "disk full"),
                StartupFailure(step: "third", message: "disk full"),
            ])
    }
}

private actor StepCounter {
    var value = 0
    func increment() { value += 1 }
}
