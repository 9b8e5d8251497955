import Foundation

/// "100 usd in eur", "100 usd to eur", "50 € in yen", "eur gbp", "100 usd"
/// (into the home currency), "100 in eur" (from it): an amount and a pair.
struct ConversionQuery: Equatable {
    var amount: Decimal
    var from: String
    var to: String

    /// Larger amounts are not money anyone converts, and lose digits in `Decimal`.
    static let maximumAmount = Decimal(string: "1000000000000000")!

    private enum Item: Equatable {
        case amount(Decimal)
        case currency(String)
        case connector

        var amount: Decimal? { if case .amount(let value) = self { value } else { nil } }
        var currency: String? { if case .currency(let code) = self { code } else { nil } }
    }

    /// Nil unless every token is an amount, a currency or a connecting word,
    /// with one or two currencies and an amount when there is one currency.
    @MainActor
    static func parse(
        _ tokens: [SearchToken], sources: some SearchSources, keywords: SearchKeywords, decimalSeparator: Character
    ) -> ConversionQuery? {
        guard let items = items(of: tokens, sources: sources, keywords: keywords, decimalSeparator: decimalSeparator)
        else { return nil }
        let amounts = items.compactMap(\.amount)
        let currencies = items.compactMap(\.currency)
        guard amounts.count <= 1, items.filter({ $0 == .connector }).count <= 1 else { return nil }
        let amount = amounts.first
        if let amount, amount > maximumAmount { return nil }
        let query: ConversionQuery
        switch currencies.count {
        case 2:
            // A connector, if any, stands between the two: "usd in eur", not "in usd eur".
            if let connector = items.firstIndex(of: .connector),
                let first = items.firstIndex(of: .currency(currencies[0])), connector < first
            {
                return nil
            }
            query = ConversionQuery(amount: amount ?? 1, from: currencies[0], to: currencies[1])
        case 1:
            guard let amount else { return nil }
            let currency = items.firstIndex(of: .currency(currencies[0])) ?? 0
            // "100 in eur": from home; "100 usd" and "100 usd in" (still typing): into home.
            if let connector = items.firstIndex(of: .connector), connector < currency {
                query = ConversionQuery(amount: amount, from: sources.homeCurrency, to: currencies[0])
            } else {
                query = ConversionQuery(amount: amount, from: currencies[0], to: sources.homeCurrency)
            }
        default:
            return nil
        }
        return query.from == query.to ? nil : query
    }

    @MainActor
    private static func items(
        of tokens: [SearchToken], sources: some SearchSources, keywords: SearchKeywords, decimalSeparator: Character
    ) -> [Item]? {
        var items: [Item] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .number:
                guard let amount = token.amount(decimalSeparator: decimalSeparator) else { return nil }
                items.append(.amount(amount))
                index += 1
            case .symbol:
                if ConnectorSymbols.all.contains(token.text) {
                    items.append(.connector)
                } else if let code = CurrencyWords.symbols[token.text] {
                    items.append(.currency(code))
                } else {
                    return nil
                }
                index += 1
            case .word:
                if keywords.conversion.contains(token.text) {
                    items.append(.connector)
                    index += 1
                } else if let (code, length) = currency(at: index, in: tokens, sources: sources) {
                    items.append(.currency(code))
                    index += length
                } else {
                    return nil
                }
            }
        }
        return items
    }

    /// The currency the words from `index` name, the longest name first
    /// ("pound sterling" before "pound"), with how many words it took.
    @MainActor
    private static func currency(at index: Int, in tokens: [SearchToken], sources: some SearchSources) -> (
        String, Int
    )? {
        for length in stride(from: min(3, tokens.count - index), through: 1, by: -1) {
            let span = tokens[index..<index + length]
            guard span.allSatisfy({ $0.kind == .word }) else { continue }
            let name = span.map(\.text).joined(separator: " ")
            if let code = currency(named: name, sources: sources) { return (code, length) }
        }
        return nil
    }

    @MainActor
    private static func currency(named name: String, sources: some SearchSources) -> String? {
        if name.count == 3, name.allSatisfy({ $0.isASCII && $0.isLetter }), sources.isCurrency(name.uppercased()) {
            return name.uppercased()
        }
        if let code = CurrencyWords.names[name] { return code }
        for candidate in [name, name.hasSuffix("s") ? String(name.dropLast()) : nil].compactMap({ $0 }) {
            let codes = sources.currencyCodes(named: candidate)
            // "Krone" is Danish, Norwegian, …: a name that does not say which is no answer.
            if codes.count == 1 { return codes[0] }
        }
        return nil
    }
}

/// Symbols that stand between two currencies: "100 usd = eur", "usd → eur".
enum ConnectorSymbols {
    static let all: Set<String> = ["=", "→", ">", "=>", "->"]
}

/// How people write currencies that are not their ISO code or ISO name.
enum CurrencyWords {
    /// Symbols, lowercased as tokens are: "US$" is "us$".
    static let symbols: [String: String] = [
        "€": "EUR", "$": "USD", "us$": "USD", "£": "GBP", "¥": "JPY", "₹": "INR", "₩": "KRW", "₽": "RUB",
        "₺": "TRY", "₪": "ILS", "฿": "THB", "₴": "UAH", "₱": "PHP", "₫": "VND", "₦": "NGN", "r$": "BRL",
        "a$": "AUD", "au$": "AUD", "c$": "CAD", "ca$": "CAD", "hk$": "HKD", "nz$": "NZD", "s$": "SGD",
        "mx$": "MXN", "₡": "CRC", "₸": "KZT", "₼": "AZN", "₾": "GEL", "₲": "PYG",
    ]

    /// Everyday names, folded, where ISO's names are longer ("US Dollar") or
    /// shared: the currency most people mean.
    static let names: [String: String] = [
        "dollar": "USD", "dollars": "USD", "buck": "USD", "bucks": "USD", "euro": "EUR", "euros": "EUR",
        "pound": "GBP", "pounds": "GBP", "quid": "GBP", "sterling": "GBP", "pfund": "GBP", "yen": "JPY",
        "yuan": "CNY", "renminbi": "CNY", "rmb": "CNY", "franc": "CHF", "francs": "CHF", "franken": "CHF",
        "rupee": "INR", "rupees": "INR", "ruble": "RUB", "rubles": "RUB", "rouble": "RUB", "roubles": "RUB",
        "rubel": "RUB", "lira": "TRY", "won": "KRW", "real": "BRL", "reais": "BRL", "rand": "ZAR", "peso": "MXN",
        "pesos": "MXN", "zloty": "PLN", "zlotys": "PLN", "zl": "PLN", "forint": "HUF", "koruna": "CZK", "kc": "CZK",
        "baht": "THB", "shekel": "ILS", "shekels": "ILS", "dirham": "AED", "ringgit": "MYR", "hryvnia": "UAH",
    ]
}
