import Foundation

/// Names that tell trips apart, as a file manager names copies.
enum TripNames {
    /// `name` if no trip has it, else the first free "name (2)", "name (3)"…;
    /// a name that ends in a number already counts on from it, so a second
    /// "Alpine Loop (2)" becomes "Alpine Loop (3)", not "Alpine Loop (2) (2)".
    static func unused(_ name: String, taken: Set<String>) -> String {
        guard taken.contains(name) else { return name }
        let (base, number) = numbered(name)
        var next = max(number ?? 1, 1) + 1
        while taken.contains(numbering(base, next)) { next += 1 }
        return numbering(base, next)
    }

    /// "Alpine Loop (2)" → ("Alpine Loop", 2); "Alpine Loop" → ("Alpine Loop", nil).
    private static func numbered(_ name: String) -> (base: String, number: Int?) {
        guard name.hasSuffix(")"), let open = name.range(of: " (", options: .backwards),
            let number = Int(name[open.upperBound..<name.index(before: name.endIndex)]), number > 1
        else { return (name, nil) }
        return (String(name[..<open.lowerBound]), number)
    }

    private static func numbering(_ base: String, _ number: Int) -> String { "\(base) (\(number))" }
}
