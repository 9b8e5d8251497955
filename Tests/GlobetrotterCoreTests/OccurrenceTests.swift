import Testing

@testable import GlobetrotterCore

@Suite(.timeLimit(.minutes(1))) struct OccurrenceTests {
    @Test func theSameToastTwiceIsTwoShowings() {
        let first = Toast(text: "“Sunscreen” deleted", actionLabel: "Undo")
        let again = Toast(text: "“Sunscreen” deleted", actionLabel: "Undo")
        #expect(first != again, "a page state holding the second must differ, or it is not shown")
        #expect(again.id > first.id)
    }

    @Test func numbersAreNeverHandedOutTwiceAcrossThreads() async {
        let numbers = await withTaskGroup(of: [Int].self) { group in
            for _ in 0..<8 { group.addTask { (0..<1_000).map { _ in Occurrence.next() } } }
            return await group.reduce(into: []) { $0 += $1 }
        }
        #expect(Set(numbers).count == 8_000)
    }
}
