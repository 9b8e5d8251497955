import Foundation

/// Decodes Frankfurter v1 answers (shapes in APIS.md) with `JSONDecoder`.
enum FrankfurterDecoder {
    /// `latest?base=&symbols=` → `{"amount":1.0,"base":"USD","date":"…","rates":{"EUR":0.92}}`.
    static func latestRate(_ data: Data, from: String, to: String) throws(ExchangeRateError) -> ExchangeRate {
        let answer = try RateJSON.decode(Latest.self, from: data)
        if let base = answer.base?.value, base.uppercased() != from {
            throw .malformedResponse("base is \(base), not \(from)")
        }
        guard let rates = answer.rates else { throw .malformedResponse("rates is missing") }
        guard let value = rates[to] else { throw .pairNotAvailable(from: from, to: to) }
        let rate = try RateJSON.rate(value, "rates.\(to)") / amount(answer.amount)
        return ExchangeRate(base: from, target: to, date: try RateJSON.date(answer.date?.value, "date"), rate: rate)
    }

    /// `currencies` → `{"AUD":"Australian Dollar",…}`; entries that are not
    /// a code with a name are skipped, but an answer with none is an error.
    static func currencies(_ data: Data) throws(ExchangeRateError) -> [String: String] {
        var currencies: [String: String] = [:]
        for (key, value) in try RateJSON.decode([String: Lenient<String>].self, from: data) {
            if let code = RateJSON.currencyCode(key), let name = value.value { currencies[code] = name }
        }
        guard !currencies.isEmpty else { throw .malformedResponse("it lists no currencies") }
        return currencies
    }

    /// `start..end?base=&symbols=` → `{"rates":{"2024-01-02":{"EUR":0.91},…}}`;
    /// a day without the target is skipped.
    static func history(_ data: Data, from: String, to: String) throws(ExchangeRateError) -> [ExchangeRate] {
        let answer = try RateJSON.decode(Series.self, from: data)
        let divisor = try amount(answer.amount)
        guard let days = answer.rates else { throw .malformedResponse("rates is missing") }
        var history: [ExchangeRate] = []
        for (key, rates) in days {
            let date = try RateJSON.date(key, "rates key \"\(key)\"")
            guard let rate = rates[to] else { continue }
            history.append(
                ExchangeRate(
                    base: from, target: to, date: date, rate: try RateJSON.rate(rate, "rates.\(key).\(to)") / divisor))
        }
        return history.sorted { $0.date < $1.date }
    }

    /// Rates are quoted for `amount` units of the base (1 unless the request set it).
    private static func amount(_ value: RateNumber?) throws(ExchangeRateError) -> Decimal {
        guard let value else { return 1 }
        return try RateJSON.rate(value, "amount")
    }

    private struct Latest: Decodable {
        let amount: RateNumber?
        let base: Lenient<String>?
        let date: Lenient<String>?
        let rates: [String: RateNumber]?
    }

    private struct Series: Decodable {
        let amount: RateNumber?
        let rates: [String: [String: RateNumber]]?
    }
}
