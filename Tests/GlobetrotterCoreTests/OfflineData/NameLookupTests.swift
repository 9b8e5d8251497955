import Foundation
import GRDB
import Testing

@testable import GlobetrotterCore

/// The pack's `country_names` and `currency_names`: names in every language
/// iso-codes translates, folded as `DataPack.foldedQuery(_:)` folds a query.
@Suite(.timeLimit(.minutes(1))) struct NameLookupTests {
    let pack = PackFixture.committed

    private func countries(_ name: String) throws -> [String] {
        try pack.countryCodes(named: DataPack.foldedQuery(name))
    }

    private func currencies(_ name: String) throws -> [String] {
        try pack.currencyCodes(named: DataPack.foldedQuery(name))
    }

    /// The name tables came with schema 2: the committed pack has them, and its SQLite header and
    /// manifest both say the version the code reads.
    @Test func thePackHasTheNameTablesOfItsSchema() throws {
        let header = try PackFixture.readCommitted { db in try Int.fetchOne(db, sql: "PRAGMA user_version") }
        #expect(header == DataPack.schemaVersion)
        #expect(try pack.info().schemaVersion == header)
        #expect(
            try PackFixture.readCommitted { db in
                try db.tableExists("country_names") && db.tableExists("currency_names")
            })
    }

    @Test func foldingAQuery() {
        #expect(DataPack.foldedQuery("Côte d’Ivoire") == "cote divoire")
        #expect(DataPack.foldedQuery("  ÖSTERREICH!! ") == "osterreich")
        #expect(DataPack.foldedQuery("St.-Étienne") == "st etienne")
        #expect(DataPack.foldedQuery("Straße") == "strasse")
        #expect(DataPack.foldedQuery("Германия") == "германия")
        #expect(DataPack.foldedQuery("日本") == "日本")
        #expect(DataPack.foldedQuery("Ｆｕｌｌ ½") == "full 1 2")
        #expect(DataPack.foldedQuery("€ – ?") == "")
        #expect(DataPack.foldedQuery("") == "")
    }

    @Test func countriesByTheirNameInAnyLanguage() throws {
        let expected: KeyValuePairs<String, [String]> = [
            "Deutschland": ["DE"], "Allemagne": ["DE"], "Германия": ["DE"], "GERMANY": ["DE"],
            "日本": ["JP"], "Österreich": ["AT"], "osterreich": ["AT"],
            "Côte d'Ivoire": ["CI"], "cote divoire": ["CI"], "Côte d’Ivoire": ["CI"],
            "United States": ["US"], "Vereinigte Staaten": ["US"], "Estados Unidos": ["US"],
            "South Korea": ["KR"], "Korea, Republic of": ["KR"],
            // official_name, English only
            "Federal Republic of Germany": ["DE"],
        ]
        for (name, codes) in expected {
            #expect(try countries(name) == codes, "\(name)")
        }
    }

    @Test func aNameOfSeveralCountriesGivesAllTheirCodesSorted() throws {
        // Samoa, and American Samoa's name in some languages.
        #expect(try countries("Samoa") == ["AS", "WS"])
    }

    @Test func unknownNamesFindNothing() throws {
        #expect(try countries("Atlantis") == [])
        #expect(try countries("") == [])
        #expect(try countries("deutsch") == [], "only the whole name matches")
        #expect(try pack.countryCodes(named: "Deutschland") == [], "the name must be folded")
        #expect(try currencies("Atlantis Dollar") == [])
        #expect(try currencies("") == [])
    }

    @Test func currenciesByTheirNameInAnyLanguage() throws {
        let expected: KeyValuePairs<String, [String]> = [
            "Yen": ["JPY"], "円": ["JPY"], "Иена": ["JPY"], "euro": ["EUR"], "Евро": ["EUR"],
            "US Dollar": ["USD"], "US-Dollar": ["USD"], "Dollar américain": ["USD"],
            "Pound Sterling": ["GBP"], "Pfund Sterling": ["GBP"], "Schweizer Franken": ["CHF"],
        ]
        for (name, codes) in expected {
            #expect(try currencies(name) == codes, "\(name)")
        }
    }

    /// The tables cover the English names the catalogs show.
    @Test func everyEnglishNameIsFound() throws {
        for country in try pack.countries() {
            for name in [country.name, country.commonName].compactMap(\.self) {
                #expect(try countries(name).contains(country.alpha2), "\(country.alpha2): \(name)")
            }
        }
        for currency in try pack.currencies() {
            #expect(try currencies(currency.name).contains(currency.code), "\(currency.code): \(currency.name)")
        }
    }

    /// The generator's Python fold and the app's agree: a stored name is
    /// folded already, or a query could never reach it.
    @Test func everyStoredNameIsFoldedAsTheAppFoldsQueries() throws {
        for table in ["country_names", "currency_names"] {
            let names = try PackFixture.readCommitted { db in
                try String.fetchAll(db, sql: "SELECT DISTINCT name FROM \(table)")
            }
            #expect(names.count > 5_000, "\(table)")
            let unfolded = names.filter { DataPack.foldedQuery($0) != $0 }
            #expect(unfolded.isEmpty, "\(table): \(unfolded.prefix(10))")
        }
    }

    /// A lookup is one search of the primary key, not a scan.
    @Test func aLookupSearchesThePrimaryKey() throws {
        for (table, code) in [("country_names", "alpha2"), ("currency_names", "code")] {
            let plan = try PackFixture.readCommitted { db in
                try Row.fetchAll(
                    db, sql: "EXPLAIN QUERY PLAN SELECT \(code) FROM \(table) WHERE name = ? ORDER BY \(code)",
                    arguments: ["x"]
                ).map { try $0.decode(String.self, atIndex: 3) }
            }
            #expect(plan == ["SEARCH \(table) USING PRIMARY KEY (name=?)"], "\(table)")
        }
    }
}
