extension Holiday {
    /// Date, then English name: the order every list shows.
    public static func byDate(_ lhs: Holiday, _ rhs: Holiday) -> Bool {
        (lhs.date, lhs.name) < (rhs.date, rhs.name)
    }
}
