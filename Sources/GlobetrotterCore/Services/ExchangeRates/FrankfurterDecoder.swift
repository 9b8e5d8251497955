import Foundation

/// Decodes Frankfurter v1 answers (shapes in APIS.md).
enum FrankfurterDecoder {
    /// `latest?base=&symbols=` → `{"amount":1.0,"base":"USD","date":"…","rates":{"EUR":0.92}}`.
    static func latestRate(_ data: Data, from: String, to: String) throws(ExchangeRateError) -> ExchangeRate {
        let root = try RateJSON.object(try RateJSON.parse(data), "the answer")
        if let base = root["base"]?.stringValue, base.uppercased() != from {
            throw .malformedResponse("base is \(base), not \(from)")
        }
        let rates = try RateJSON.object(root["rates"], "rates")
        guard let value = rates[to] else { throw .pairNotAvailable(from: from, to: to) }
        let rate = try RateJSON.rate(value, "rates.\(to)") / amount(root)
        return ExchangeRate(base: from, target: to, date: try RateJSON.date(root["date"], "date"), rate: rate)
    }

    /// `currencies` → `{"AUD":"Australian Dollar",…}`; entries that are not
    /// a code with a name are skipped, but an answer with none is an error.
    static func currencies(_ data: Data) throws(ExchangeRateError) -> [String: String] {
        let root = try RateJSON.object(try RateJSON.parse(data), "the answer")
        var currencies: [String: String] = [:]
        for (key, value) in root {
            if let code = RateJSON.currencyCode(key), let name = value.stringValue { currencies[code] = name }
        }
        guard !currencies.isEmpty else { throw .malformedResponse("it lists no currencies") }
        return currencies
    }

    /// `start..end?base=&symbols=` → `{"rates":{"2024-01-02":{"EUR":0.91},…}}`;
    /// a day without the target is skipped.
    static func history(_ data: Data, from: String, to: String) throws(ExchangeRateError) -> [ExchangeRate] {
        let root = try RateJSON.object(try RateJSON.parse(data), "the answer")
        let divisor = try amount(root)
        var history: [ExchangeRate] = []
        for (key, value) in try RateJSON.object(root["rates"], "rates") {
            let date = try RateJSON.date(.string(key), "rates key \"\(key)\"")
            guard let rate = try RateJSON.object(value, "rates.\(key)")[to] else { continue }
            history.append(
                ExchangeRate(
                    base: from, target: to, date: date, rate: try RateJSON.rate(rate, "rates.\(key).\(to)") / divisor))
        }
        return history.sorted { $0.date < $1.date }
    }

    /// Rates are quoted for `amount` units of the base (1 unless the request set it).
    private static func amount(_ root: [String: JSONValue]) throws(ExchangeRateError) -> Decimal {
        guard let value = root["amount"] else { return 1 }
        return try RateJSON.rate(value, "amount")
    }
}
