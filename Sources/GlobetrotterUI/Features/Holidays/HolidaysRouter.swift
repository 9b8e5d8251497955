import GlobetrotterCore
import OpenCombine

/// Hands the page's routes to its coordinator.
@MainActor
final class HolidaysRouter: HolidaysRouting {
    let routes = PassthroughSubject<HolidaysRoute, Never>()

    func route(_ route: HolidaysRoute) { routes.send(route) }
}
