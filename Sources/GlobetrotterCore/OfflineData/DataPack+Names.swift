import GRDB

extension DataPack {
    /// The alpha-2 codes of the countries that have `foldedName` as a name
    /// in any language iso-codes translates (table `country_names`), sorted;
    /// usually one, none for an unknown name. `foldedName` is folded already,
    /// by `DataPack.foldedQuery(_:)`: only an exact match is found.
    public func countryCodes(named foldedName: String) throws(DataPackError) -> [String] {
        guard !foldedName.isEmpty else { return [] }
        return try read("country_names") { db in
            try String.fetchAll(
                db, sql: "SELECT alpha2 FROM country_names WHERE name = ? ORDER BY alpha2", arguments: [foldedName])
        }
    }

    /// The ISO 4217 codes of the currencies that have `foldedName` as a name
    /// in any language iso-codes translates (table `currency_names`), sorted.
    /// `foldedName` is folded already, by `DataPack.foldedQuery(_:)`.
    public func currencyCodes(named foldedName: String) throws(DataPackError) -> [String] {
        guard !foldedName.isEmpty else { return [] }
        return try read("currency_names") { db in
            try String.fetchAll(
                db, sql: "SELECT code FROM currency_names WHERE name = ? ORDER BY code", arguments: [foldedName])
        }
    }
}
