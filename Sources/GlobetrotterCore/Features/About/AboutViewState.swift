import Foundation

/// What the converter's About page says about its rates.
public struct AboutViewState: Equatable, Sendable {
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
    public static func exchangeRates(offlineRatesDate: LocalDate?) -> AboutViewState {
        AboutViewState(
            sourceName: "Frankfurter",
            summary: "Exchange rates are the euro foreign exchange reference rates of the European Central Bank, "
                + "published on working days around 16:00 CET and served by Frankfurter.",
            linkTitle: "frankfurter.dev", linkURL: URL(string: "https://frankfurter.dev/")!,
            offlineCredit: "Offline: ECB reference rates"
                + (offlineRatesDate.map { " up to \($0)" } ?? "") + ", from the European Central Bank.")
    }
}
