/// What a picker offers, worded by the feature that opens it: the rows, what
/// each is found by, the sentences, and which choices cannot be picked.
public struct PickerContent<Item: Sendable>: Sendable {
    public struct Choice: Sendable {
        public var item: Item
        public var row: PickerRow
        public var keys: PickerIndex.Keys
        /// Why this choice cannot be picked; nil when it can.
        public var refusal: String?

        public init(item: Item, row: PickerRow, keys: PickerIndex.Keys, refusal: String? = nil) {
            self.item = item
            self.row = row
            self.keys = keys
            self.refusal = refusal
        }
    }

    public var title: String
    public var searchPlaceholder: String
    /// In the order an empty search lists them.
    public var choices: [Choice]
    /// The sentence when nothing matches what was typed.
    public var noMatch: @Sendable (String) -> String
    /// Why there is nothing to choose from, when the list could not be read.
    public var unavailable: String?

    public init(
        title: String, searchPlaceholder: String, choices: [Choice], noMatch: @escaping @Sendable (String) -> String,
        unavailable: String? = nil
    ) {
        self.title = title
        self.searchPlaceholder = searchPlaceholder
        self.choices = choices
        self.noMatch = noMatch
        self.unavailable = unavailable
    }
}
