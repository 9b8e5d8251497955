import Foundation

/// What the converter's About page says about its rates. The window is a
/// pure function of this value: a state and a view, no presenter.
public struct RatesAboutState: Equatable, Sendable {
    public var sourceName: String
    public var summary: String
    public var linkTitle: String
    public var linkURL: URL
    /// Credit for the bundled rates, with their date.
    public var offlineCredit: String

    public init(sourceName: String, summary: String, linkTitle: String, linkURL: URL, offlineCredit: String) {
        self.sourceName = sourceName
        self.summary = summary
        self.linkTitle = linkTitle
        self.linkURL = linkURL
        self.offlineCredit = offlineCredit
    }

    /// The converter's sources: Frankfurter online, the ECB file offline.
    /// - Parameter offlineRatesDay: the bundled rates' last day, as the user writes dates.
    public static func exchangeRates(offlineRatesDay: String?) -> RatesAboutState {
        RatesAboutState(
            sourceName: "Frankfurter",
            summary: tr(
                "Exchange rates are the euro foreign exchange reference rates of the European Central Bank, published on working days around 16:00 CET and served by Frankfurter."
            ),
            linkTitle: "frankfurter.dev", linkURL: URL(string: "https://frankfurter.dev/")!,
            offlineCredit: offlineRatesDay.map {
                tr("Offline: ECB reference rates up to {date}, from the European Central Bank.", ["date": $0])
            } ?? tr("Offline: ECB reference rates, from the European Central Bank."))
    }
}
