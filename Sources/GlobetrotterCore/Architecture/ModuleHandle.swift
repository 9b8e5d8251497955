import OpenCombine

/// A module as the coordinator that opened it sees it: its routes, and
/// `send` for what the coordinator feeds back (a child flow's result). The
/// coordinator talks to the module itself, not through its screens.
@MainActor
public struct ModuleHandle<Action, Route> {
    public let routes: AnyPublisher<Route, Never>
    public let send: @MainActor (Action) -> Void

    public init(routes: AnyPublisher<Route, Never>, send: @escaping @MainActor (Action) -> Void) {
        self.routes = routes
        self.send = send
    }
}
