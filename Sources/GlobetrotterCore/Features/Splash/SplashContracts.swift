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

/// What went wrong in a start-up step, typed: the shell words it for a person,
/// the log gets `details`.
public enum StartupProblem: Error, Equatable, Sendable {
    case userData(AppDatabaseError)
    /// GSettings could not be opened (its schema is not installed): preferences live in memory only.
    case settingsNotSaved(details: String)
    case unexpected(details: String)

    public var details: String {
        switch self {
        case .userData(let error): error.details
        case .settingsNotSaved(let details), .unexpected(let details): details
        }
    }
}

public struct StartupFailure: Equatable, Sendable {
    /// The step's name, for the log.
    public let step: String
    public let problem: StartupProblem

    public init(step: String, problem: StartupProblem) {
        self.step = step
        self.problem = problem
    }
}

extension StartupStep {
    /// Reports a problem found while the app was assembled, before the splash, with the others.
    public static func report(_ problem: StartupProblem) -> StartupStep {
        StartupStep(tr("Loading preferences")) { throw problem }
    }

    /// Opens (creating and migrating) the user's database and records which version opened it.
    public static func openUserData(_ database: UserDatabase, version: String) -> StartupStep {
        StartupStep(tr("Opening your data")) {
            do {
                try database.open().recordOpened(byVersion: version)
            } catch let error as AppDatabaseError {
                throw StartupProblem.userData(error)
            } catch {
                throw StartupProblem.userData(.classify(error))
            }
        }
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

public protocol SplashInteracting: Sendable {
    func runStartupWork() async -> StartupReport
}

/// The splash says what is happening — once start-up work has taken long
/// enough to be worth showing.
public struct SplashState: Equatable, Sendable {
    public var status: String
    /// Whether the splash is on screen (start-up work outlasted the grace period).
    public var isShown: Bool

    public init(status: String = "", isShown: Bool = false) {
        self.status = status
        self.isShown = isShown
    }
}
