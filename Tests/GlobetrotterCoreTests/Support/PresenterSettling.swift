import Testing

@testable import GlobetrotterCore

extension Presenter {
    /// `workFinished()` with a deadline: a presenter whose work awaits an
    /// answer that never comes (a fake nobody answered) fails the test with
    /// this line instead of holding the run until CI's outer timeout.
    func settled(within timeout: Duration = .seconds(10), sourceLocation: SourceLocation = #_sourceLocation) async {
        _ = await Deadline.wait(timeout, for: "the presenter's work to finish", sourceLocation: sourceLocation) {
            deadline in
            Task { @MainActor in
                await self.workFinished()
                deadline.resume(true)
            }
        }
    }

    /// `workFinished(kind)` with a deadline (see `settled(within:)`).
    func settled(
        _ kind: String, within timeout: Duration = .seconds(10), sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        _ = await Deadline.wait(timeout, for: "the presenter's \(kind) work to finish", sourceLocation: sourceLocation)
        {
            deadline in
            Task { @MainActor in
                await self.workFinished(kind)
                deadline.resume(true)
            }
        }
    }
}
