/// Runs every start-up step concurrently and collects what failed.
@MainActor
public final class SplashInteractor: SplashInteracting {
    private let steps: [StartupStep]

    public init(steps: [StartupStep]) { self.steps = steps }

    public func runStartupWork() async -> StartupReport {
        let failures = await withTaskGroup(of: StartupFailure?.self) { group in
            for step in steps {
                group.addTask {
                    do {
                        try await step.run()
                        return nil
                    } catch {
                        return StartupFailure(step: step.name, message: String(describing: error))
                    }
                }
            }
            var failures: [StartupFailure] = []
            for await failure in group {
                if let failure { failures.append(failure) }
            }
            return failures
        }
        // Task-group completion order is arbitrary; keep the steps' order.
        let order = Dictionary(uniqueKeysWithValues: steps.enumerated().map { ($1.name, $0) })
        return StartupReport(failures: failures.sorted { order[$0.step, default: 0] < order[$1.step, default: 0] })
    }
}
