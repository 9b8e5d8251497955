/// What the picker shows.
public struct CurrencyPickerViewState: Equatable, Sendable {
    public var query: String
    /// The currencies matching `query`, by code.
    public var rows: [CurrencyPickerRow]
    /// "No rate available for XYZ" after picking a marked currency; cleared by the next search.
    public var message: String?

    public init(query: String = "", rows: [CurrencyPickerRow] = [], message: String? = nil) {
        self.query = query
        self.rows = rows
        self.message = message
    }
}
