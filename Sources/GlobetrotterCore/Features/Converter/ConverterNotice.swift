import Foundation

/// The converter page's one note, worded by the rule every fallback follows
/// (`SourceTrouble`): the first failure of the rate, the currency list or the
/// history, then what the page shows instead — so it never contradicts the
/// rate on screen, and never shows a server's text, an address or a system error.
struct ConverterNotice {
    var rate: RateFailure?
    var currencies: RateFailure?
    var history: RateFailure?
    /// The rate on screen, if any.
    var quote: RateQuote?
    /// Whether the chart shows the bundled history after the online one failed.
    var showsOfflineHistory: Bool
    var from: String
    var to: String
    var locale: Locale = .current

    var text: String? {
        if let rate { return rateText(rate) }
        if let currencies, let name = currencies.source.onlineName, let trouble = currencies.error.trouble {
            return trouble.note(about: name, showing: "the currencies known offline")
        }
        if let history, let name = history.source.onlineName, let trouble = history.error.trouble {
            return trouble.note(about: name, showing: showsOfflineHistory ? "the offline ECB history" : nil)
        }
        return nil
    }

    private func rateText(_ failure: RateFailure) -> String {
        var failure = failure
        // Frankfurter answers 404 for a pair it lacks; when its currency list
        // failed over HTTP too, the service is down, not the pair unknown.
        if case .pairNotAvailable = failure.error, let currencies, currencies.source == failure.source,
            case .http = currencies.error
        {
            failure = currencies
        }
        guard let name = failure.source.onlineName, let trouble = failure.error.trouble else {
            // The bundled rates themselves failed: there is no source to blame but the pack.
            if case .offlineData = failure.error { return Self.offlineDataMissing }
            return noOfflineRate
        }
        guard let quote else { return "\(trouble.sentence(about: name)) \(noOfflineRate)" }
        return trouble.note(about: name, showing: showing(quote))
    }

    private func showing(_ quote: RateQuote) -> String {
        let day = Self.day(quote.rate.date, locale: locale)
        if quote.isSaved { return "the rate saved on \(day)" }
        return quote.source == .offlineECB ? "offline ECB rates of \(day)" : "the rate of \(day)"
    }

    private var noOfflineRate: String { "No \(from) → \(to) rate is available offline." }

    static let offlineDataMissing =
        "The offline rates are missing or damaged; reinstalling Globetrotter restores them."

    /// "30 October" (in the user's language and order).
    static func day(_ date: LocalDate, locale: Locale) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        guard let instant = calendar.date(from: date.dateComponents) else { return date.description }
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = calendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate("dMMMM")
        return formatter.string(from: instant)
    }
}

extension RateSource {
    /// The online service's name in a sentence; nil for what is not a service.
    var onlineName: String? {
        switch self {
        case .frankfurter: "Frankfurter"
        case .currencyConverterAPI: "currencyconverterapi.com"
        case .offlineECB, .sameCurrency: nil
        }
    }
}
