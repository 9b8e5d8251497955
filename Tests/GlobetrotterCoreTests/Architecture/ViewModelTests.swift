import OpenCombine
import Testing

@testable import GlobetrotterCore

private struct Form: Equatable {
    var name = ""
    var count = 0
}

private enum FormAction: Equatable {
    case rename(String)
}

/// The one view model: a state published with its current value, only when
/// it changes, and the person's actions the other way.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct ViewModelTests {
    @Test func aSubscriberGetsTheCurrentStateThenEveryChange() {
        let viewModel = ViewModel<Form, FormAction>(Form())
        viewModel.publish(Form(name: "a"))
        var states: [Form] = []
        let recording = viewModel.states.collect(into: { states.append($0) })
        viewModel.publish(Form(name: "b"))
        #expect(states == [Form(name: "a"), Form(name: "b")], "bound late, it still starts with what is shown")
        #expect(viewModel.state == Form(name: "b"))
        withExtendedLifetime(recording) {}
    }

    @Test func anEqualStateIsNotPublishedAgain() {
        let viewModel = ViewModel<Form, FormAction>(Form())
        var states: [Form] = []
        let recording = viewModel.states.collect(into: { states.append($0) })
        viewModel.publish(Form())
        viewModel.publish(Form(count: 1))
        viewModel.publish(Form(count: 1))
        viewModel.publish(Form())
        #expect(states == [Form(), Form(count: 1), Form()], "a recorded history has no repeats")
        withExtendedLifetime(recording) {}
    }

    @Test func aFieldPublishesItsValueAtOnceThenOnlyItsOwnChanges() {
        let viewModel = ViewModel<Form, FormAction>(Form(name: "a"))
        var names: [String] = []
        var counts: [Int] = []
        let bindings = [
            viewModel.field(\.name).collect(into: { names.append($0) }),
            viewModel.field(\.count).collect(into: { counts.append($0) }),
        ]
        viewModel.publish(Form(name: "a", count: 1))
        viewModel.publish(Form(name: "a", count: 2))
        viewModel.publish(Form(name: "b", count: 2))
        viewModel.publish(Form(name: "a", count: 2))
        #expect(names == ["a", "b", "a"], "the name's widget is not touched while the count changes")
        #expect(counts == [0, 1, 2])
        withExtendedLifetime(bindings) {}
    }

    @Test func actionsGoToWhoeverListensAndChangeNothingByThemselves() {
        let viewModel = ViewModel<Form, FormAction>(Form())
        var actions: [FormAction] = []
        let listening = viewModel.actions.collect(into: { actions.append($0) })
        viewModel.send(.rename("x"))
        viewModel.send(.rename("x"))
        #expect(actions == [.rename("x"), .rename("x")], "every action counts, repeated or not")
        #expect(viewModel.state == Form(), "only a presenter changes the state")
        withExtendedLifetime(listening) {}
    }
}
