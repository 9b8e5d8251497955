/// Runs every start-up step concurrently and collects what failed.
public final class SplashInteractor: SplashInteracting {
    private let steps: [StartupStep]
    private let log: @Sendable (String) -> Void

    /// - Parameter log: where a failure's details go (the person reads a sentence, not these).
    public init(steps: [StartupStep], log: @escaping @Sendable (String) -> Void = DiagnosticLog.warning) {
        self.steps = steps
        self.log = log
    }

    public func runStartupWork() async -> StartupReport {
        let failures = await withTaskGroup(of: (Int, StartupFailure)?.self) { group in
            for (index, step) in steps.enumerated() {
                group.addTask { [log] in
                    do {
                        try await step.run()
                        return nil
                    } catch {
                        let problem = error as? StartupProblem ?? .unexpected(details: String(describing: error))
                        log("\(step.name) failed: \(problem.details)")
                        return (index, StartupFailure(step: step.name, problem: problem))
                    }
                }
            }
            var failures: [(Int, StartupFailure)] = []
            for await failure in group {
                if let failure { failures.append(failure) }
            }
            return failures
        }
        // Task-group completion order is arbitrary; keep the steps' order (names may repeat).
        return StartupReport(failures: failures.sorted { $0.0 < $1.0 }.map(\.1))
    }
}
