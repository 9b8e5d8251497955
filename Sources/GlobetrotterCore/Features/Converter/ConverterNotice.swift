import Foundation

/// The converter page's one note, worded by the rule every fallback follows
/// (`SourceTrouble`): the first failure of the rate, the currency list or the
/// history, then what the page shows instead — so it never contradicts the
/// rate on screen, and never shows a server's text, an address or a system error.
@MainActor
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
    var format: ConversionFormatter

    var text: String? {
        if let rate { return rateText(rate) }
        if let currencies, let name = currencies.source.onlineName, let trouble = currencies.error.trouble {
            return trouble.note(about: name, showing: tr("Showing the currencies known offline."))
        }
        // A pair the history source lacks is not a failure to report: the chart says
        // it has no history, and a note "Frankfurter has no USD → ARS rate" would
        // contradict the live rate another source gave.
        if let history, let name = history.source.onlineName, let trouble = history.error.trouble,
            !history.error.isMissingPair
        {
            return trouble.note(
                about: name, showing: showsOfflineHistory ? tr("Showing the offline ECB history.") : nil)
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
            if case .offlineData(.unavailable) = failure.error { return Self.offlineDataMissing }
            return noOfflineRate
        }
        guard let quote else { return trouble.note(about: name, showing: noOfflineRate) }
        return trouble.note(about: name, showing: showing(quote))
    }

    private func showing(_ quote: RateQuote) -> String {
        let day = format.day(quote.rate.date)
        if quote.isSaved { return tr("Showing the rate saved on {day}.", ["day": day]) }
        return quote.source == .offlineECB
            ? tr("Showing offline ECB rates of {day}.", ["day": day])
            : tr("Showing the rate of {day}.", ["day": day])
    }

    private var noOfflineRate: String {
        tr("No {from} → {to} rate is available offline.", ["from": from, "to": to])
    }

    static var offlineDataMissing: String {
        tr("The offline rates are missing or damaged; reinstalling Globetrotter restores them.")
    }
}

extension ExchangeRateError {
    fileprivate var isMissingPair: Bool {
        if case .pairNotAvailable = self { return true }
        return false
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
