import OpenCombine
import Testing

@testable import GlobetrotterCore

@MainActor
private final class ChildCoordinator: Coordinator<String> {
    let result = PassthroughSubject<String, Never>()
    private(set) var startCount = 0

    override func start() -> AnyPublisher<String, Never> {
        startCount += 1
        return result.eraseToAnyPublisher()
    }
}

@MainActor
private final class ParentCoordinator: Coordinator<Void> {}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct CoordinatorTests {
    @Test func childIsStoredWhileRunningAndReleasedAfterItsFirstResult() {
        let parent = ParentCoordinator()
        var child: ChildCoordinator? = ChildCoordinator()
        weak let weakChild = child
        var results: [String] = []
        let subscription = parent.coordinate(to: child!).sink { results.append($0) }
        #expect(child?.startCount == 1)
        child = nil
        #expect(weakChild != nil, "the parent keeps a running child alive")
        #expect(parent.childCoordinatorCount == 1)

        weakChild?.result.send("country chosen")
        #expect(results == ["country chosen"])
        #expect(parent.childCoordinatorCount == 0)
        #expect(weakChild == nil, "released after its first result")
        subscription.cancel()
    }

    @Test func onlyTheFirstResultIsDelivered() {
        let parent = ParentCoordinator()
        let child = ChildCoordinator()
        var results: [String] = []
        let subscription = parent.coordinate(to: child).sink { results.append($0) }
        child.result.send("first")
        child.result.send("second")
        #expect(results == ["first"])
        subscription.cancel()
    }

    @Test func cancellingTheSubscriptionReleasesTheChild() {
        let parent = ParentCoordinator()
        var child: ChildCoordinator? = ChildCoordinator()
        weak let weakChild = child
        let subscription = parent.coordinate(to: child!).sink { _ in }
        child = nil
        #expect(parent.childCoordinatorCount == 1)
        subscription.cancel()
        #expect(parent.childCoordinatorCount == 0)
        #expect(weakChild == nil)
    }

    @Test func aChildThatFinishesWithoutAResultIsReleased() {
        let parent = ParentCoordinator()
        let child = ChildCoordinator()
        var completed = false
        let subscription = parent.coordinate(to: child).sink(
            receiveCompletion: { _ in completed = true }, receiveValue: { _ in })
        child.result.send(completion: .finished)
        #expect(completed)
        #expect(parent.childCoordinatorCount == 0)
        subscription.cancel()
    }

    @Test func severalChildrenAreTrackedIndependently() {
        let parent = ParentCoordinator()
        let first = ChildCoordinator()
        let second = ChildCoordinator()
        let subscriptions = [
            parent.coordinate(to: first).sink { _ in }, parent.coordinate(to: second).sink { _ in },
        ]
        #expect(parent.childCoordinatorCount == 2)
        second.result.send("done")
        #expect(parent.childCoordinatorCount == 1)
        first.result.send("done")
        #expect(parent.childCoordinatorCount == 0)
        subscriptions.forEach { $0.cancel() }
    }
}
