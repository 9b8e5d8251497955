import OpenCombine
import Testing

@testable import GlobetrotterCore

private struct CounterState: Equatable {
    var count = 0
    /// Follows from `count` (see `completing`).
    var parity = "even"
    var shown: [String] = []
}

private enum CounterAction {
    case add(Int)
    case load(String)
    /// Loads `first`; once it is shown, loads `then` as other work.
    case loadChained(first: String, then: String)
    case prefetch(String)
    case finish
}

private enum CounterRoute: Equatable {
    case finished(Int)
}

/// Answers the test gives by hand, one key at a time; the test awaits the questions.
@MainActor
private final class Answers {
    private var pending: [String: CheckedContinuation<String, Never>] = [:]
    private(set) var asked: [String] = []
    private let waiters = Waiters()

    func ask(_ key: String) async -> String {
        asked.append(key)
        return await withCheckedContinuation {
            pending[key] = $0
            waiters.changed()
        }
    }

    /// The keys whose work, once answered, found itself cancelled.
    private(set) var answeredWhenCancelled: [String] = []
    private(set) var finished: [String] = []

    func untilAsked(_ key: String) async { await waiters.until { [weak self] in self?.pending[key] != nil } }

    func untilFinished(_ key: String) async {
        await waiters.until { [weak self] in self?.finished.contains(key) == true }
    }

    func answer(_ key: String, _ value: String) { pending.removeValue(forKey: key)?.resume(returning: value) }

    /// What the work for `key` saw after its answer, whether or not its presenter is still there.
    func workSaw(_ key: String, cancelled: Bool) {
        if cancelled { answeredWhenCancelled.append(key) }
        finished.append(key)
        waiters.changed()
    }
}

@MainActor
private final class CounterPresenter: Presenter<CounterState, CounterAction, CounterRoute> {
    let answers: Answers
    /// Each piece of work's key, when it saw that it was cancelled.
    private(set) var cancelled: [String] = []

    init(answers: Answers) {
        self.answers = answers
        super.init(initial: CounterState())
    }

    override func handle(_ action: CounterAction) {
        switch action {
        case .add(let amount):
            update { $0.count += amount }
        case .load(let key):
            load(key, kind: "load")
        case .loadChained(let first, let then):
            run("load") { [weak self, answers] in
                let value = await answers.ask(first)
                guard let self, !Task.isCancelled else { return }
                update { $0.shown.append(value) }
                load(then, kind: "more")
            }
        case .prefetch(let key):
            load(key, kind: "prefetch")
        case .finish:
            route(.finished(state.count))
        }
    }

    override func completing(_ state: CounterState) -> CounterState {
        var state = state
        state.parity = state.count.isMultiple(of: 2) ? "even" : "odd"
        return state
    }

    private func load(_ key: String, kind: String) {
        run(kind) { [weak self, answers] in
            let value = await answers.ask(key)
            answers.workSaw(key, cancelled: Task.isCancelled)
            guard let self else { return }
            guard !Task.isCancelled else {
                cancelled.append(key)
                return
            }
            update { $0.shown.append(value) }
        }
    }
}

/// The presenter base: the state it owns, its routes, and its work — a newer
/// request replaces an older one of its kind, and tests await the work's end.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct PresenterTests {
    private func makePresenter() -> (CounterPresenter, Answers, () -> [CounterState]) {
        let answers = Answers()
        let presenter = CounterPresenter(answers: answers)
        var states: [CounterState] = []
        let recording = presenter.viewModel.states.collect(into: { states.append($0) })
        return (presenter, answers, { withExtendedLifetime(recording) { states } })
    }

    @Test func actionsUpdateTheStateCompletedAndPublishedOncePerChange() {
        let (presenter, _, states) = makePresenter()
        presenter.viewModel.send(.add(1))
        presenter.viewModel.send(.add(0))
        presenter.viewModel.send(.add(2))
        #expect(
            states() == [
                CounterState(), CounterState(count: 1, parity: "odd"), CounterState(count: 3, parity: "odd"),
            ], "an update that changes nothing publishes nothing; derived fields follow every change")
        #expect(presenter.state == presenter.viewModel.state)
    }

    @Test func routesGoToTheSubscribersOnlyWhenSent() {
        let (presenter, _, _) = makePresenter()
        presenter.viewModel.send(.add(5))
        presenter.viewModel.send(.finish)
        var routes: [CounterRoute] = []
        let subscription = presenter.routes.collect(into: { routes.append($0) })
        #expect(routes.isEmpty, "a route is an event, not a state: a late subscriber does not get the last one")
        presenter.viewModel.send(.finish)
        #expect(routes == [.finished(5)])
        withExtendedLifetime(subscription) {}
    }

    @Test func newerWorkOfTheSameKindReplacesTheOlder() async {
        let (presenter, answers, states) = makePresenter()
        presenter.viewModel.send(.load("2025"))
        await answers.untilAsked("2025")
        presenter.viewModel.send(.load("2026"))
        await answers.untilAsked("2026")
        // The older answer comes last: it must not show, whatever the order.
        answers.answer("2026", "holidays of 2026")
        answers.answer("2025", "holidays of 2025")
        await presenter.settled()
        // The replaced work is no longer the presenter's to await: give it its turn on the main actor.
        for _ in 0..<1_000 where presenter.cancelled.isEmpty { await Task.yield() }
        #expect(presenter.cancelled == ["2025"], "the replaced work learns it was cancelled")
        #expect(states().map(\.shown) == [[], ["holidays of 2026"]])
        #expect(answers.asked == ["2025", "2026"])
    }

    @Test func workOfAnotherKindRunsAlongside() async {
        let (presenter, answers, states) = makePresenter()
        presenter.viewModel.send(.load("rate"))
        presenter.viewModel.send(.prefetch("list"))
        await answers.untilAsked("rate")
        await answers.untilAsked("list")
        answers.answer("list", "the list")
        await presenter.settled("prefetch")
        #expect(presenter.state.shown == ["the list"], "awaiting one kind does not wait for the others")
        answers.answer("rate", "the rate")
        await presenter.settled()
        #expect(states().map(\.shown) == [[], ["the list"], ["the list", "the rate"]])
        #expect(presenter.cancelled.isEmpty, "neither replaced the other")
    }

    @Test func workFinishedAlsoAwaitsWorkStartedMeanwhile() async {
        let (presenter, answers, _) = makePresenter()
        presenter.viewModel.send(.loadChained(first: "year", then: "details"))
        await answers.untilAsked("year")
        answers.answer("year", "2026")
        await answers.untilAsked("details")
        answers.answer("details", "12 holidays")
        await presenter.settled()
        #expect(presenter.state.shown == ["2026", "12 holidays"])
    }

    @Test func workFinishedReturnsAtOnceWhenNothingRuns() async {
        let (presenter, _, states) = makePresenter()
        await presenter.settled()
        await presenter.settled("load")
        #expect(states() == [CounterState()])
    }

    @Test func workThatIsNeverAnsweredFailsTheTestAtItsDeadline() async {
        let (presenter, answers, _) = makePresenter()
        presenter.viewModel.send(.load("never answered"))
        await answers.untilAsked("never answered")
        await withKnownIssue("the fake is never answered") {
            await presenter.settled(within: .milliseconds(100))
            await presenter.settled("load", within: .milliseconds(100))
        }
        answers.answer("never answered", "late")
        await presenter.settled()
        #expect(presenter.state.shown == ["late"])
    }

    @Test func aReleasedPresenterCancelsItsWork() async {
        let answers = Answers()
        var presenter: CounterPresenter? = CounterPresenter(answers: answers)
        weak let released = presenter
        presenter?.viewModel.send(.load("2026"))
        await answers.untilAsked("2026")
        presenter = nil
        #expect(released == nil, "its work does not keep it alive")
        answers.answer("2026", "too late")
        await answers.untilFinished("2026")
        #expect(answers.answeredWhenCancelled == ["2026"], "its work was cancelled with it")
    }
}
