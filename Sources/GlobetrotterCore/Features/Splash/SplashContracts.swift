import OpenCombine

/// One piece of start-up work (open the database, load settings…).
public struct StartupStep: Sendable {
    public let name: String
    public let run: @Sendable () async throws -> Void

    public init(_ name: String, run: @escaping @Sendable () async throws -> Void) {
        self.name = name
        self.run = run
    }
}

public struct StartupFailure: Equatable, Sendable {
    public let step: String
    public let message: String

    public init(step: String, message: String) {
        self.step = step
        self.message = message
    }
}

/// What start-up achieved; failures are shown once home, never block it.
public struct StartupReport: Equatable, Sendable {
    public var failures: [StartupFailure]

    public init(failures: [StartupFailure] = []) { self.failures = failures }
}

public enum SplashRoute: Equatable, Sendable {
    case home(StartupReport)
}

public enum SplashAction: Equatable, Sendable {
    case viewDidLoad
}

@MainActor
public protocol SplashInteracting: AnyObject {
    func runStartupWork() async -> StartupReport
}

@MainActor
public protocol SplashRouting: AnyObject {
    func routeHome(_ report: StartupReport)
}
