import Testing

/// The waits every fake and clock offers end at their deadline, as a failure, when nothing comes.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct DeadlineTests {
    @Test func aWaitThatNothingEndsFailsAtItsDeadline() async {
        let waiters = Waiters()
        await withKnownIssue("nothing ever changes") {
            let held = await waiters.until(within: .milliseconds(50)) { false }
            #expect(!held)
        }
    }

    @Test func aWaitEndsAsSoonAsItsConditionHolds() async {
        let waiters = Waiters()
        var ready = false
        Task { @MainActor in
            ready = true
            waiters.changed()
        }
        #expect(await waiters.until(within: .seconds(10)) { ready })
    }

    @Test func sleepersThatNeverComeFailAtTheDeadline() async {
        let clock = ManualClock()
        await withKnownIssue("nobody sleeps on the clock") {
            #expect(await clock.sleepersRegistered(1, within: .milliseconds(50)) == false)
        }
    }
}
