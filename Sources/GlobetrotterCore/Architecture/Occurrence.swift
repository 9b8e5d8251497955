import Synchronization

/// Tells apart two showings of the same thing — a toast, an alert, a
/// question — held in a page's state: states are compared for equality, so
/// the same text shown twice needs a new identity to be shown again. One
/// counter for the whole app, so no presenter keeps its own.
public enum Occurrence {
    private static let last = Atomic<Int>(0)

    /// A number no earlier occurrence had.
    public static func next() -> Int {
        last.add(1, ordering: .relaxed).newValue
    }
}
