import Foundation
import GLibTestSupport
import Testing

/// The converter as shipped: rates live from Frankfurter, then a currency the
/// ECB lacks from currencyconverterapi.com once its key is stored; each
/// service through every fault kind, the bundled ECB rates under one sentence.
@Suite(.serialized, .timeLimit(.minutes(6)))
struct ConverterOnlineTests {
    private static let key = "cc-41d0e9b7aa"
    /// The date of the bundled ECB rates, as the note says it.
    private static let packDay = "30 October"

    @Test func ratesComeLiveFromFrankfurterThenFromCurrencyConverterWithAKey() async throws {
        try #require(TestKeyring.started, "gnome-keyring-daemon started")
        let services = try StandIns()
        let home = makeTemporaryDirectory(prefix: "online-converter")
        try await withApp(services, arguments: ["--page", "converter"], home: home) { app in
            try await app.screen.waitFor(label: "1 USD = 0.5000 EUR")
            try await app.screen.waitFor(label: "50 EUR")
            let latest = try #require(services.frankfurter.requests.first { $0.path == "/v1/latest" })
            #expect(latest.parameter("base") == "USD" && latest.parameter("symbols") == "EUR")
            #expect(latest.header("User-Agent")?.hasPrefix("Globetrotter/0.1.0 (+") == true)
            #expect(try await app.screen.read().label { $0.contains("Frankfurter") && $0.contains("not") } == nil)

            // The other way round was never fetched: each fault shows the bundled rate.
            var swapped = false
            try await FaultRun(app: app, server: services.frankfurter).run(Sentences.failures) {
                if let retry = try await app.screen.read().button("Retry") {
                    try await app.input.click(retry)
                } else {
                    // A click while the page is still settling can be lost: a person clicks again.
                    for _ in 0..<3 where !swapped {
                        try await app.input.click(
                            try await app.screen.waitFor("Swap") { $0.button("Swap the currencies") })
                        swapped =
                            (try? await app.screen.waitFor("EUR first", within: .seconds(5)) {
                                $0.button("From: Euro (EUR)")
                            }) != nil
                    }
                }
            } sentence: { fault in
                // Frankfurter documents 404 for a currency it does not know.
                let trouble = Sentences.trouble(
                    fault, at: "Frankfurter", overrides: [.notFound: "Frankfurter has no EUR → USD rate."])
                return "\(trouble) Showing offline ECB rates of \(Self.packDay)."
            }
            #expect(swapped)
            services.frankfurter.fault = .redirect
            try await app.input.click(try await app.screen.waitFor("Retry") { $0.button("Retry") })
            try await app.screen.waitFor(label: "1 EUR = 2.0000 USD")
            #expect(services.frankfurter.requests.contains { $0.path.hasPrefix("/moved/v1/") })
            services.frankfurter.fault = .ok

            // Stored now, the key adds its currencies to the picker at once.
            try await storeKey(Self.key, in: "currencyconverterapi.com Key", app: app)
            services.frankfurter.forgetRequests()
            try await chooseCurrency("ARS", button: "To: US Dollar (USD)", in: app)
            try await app.screen.waitFor(label: "1 EUR = 2000.0000 ARS")
            #expect(
                try await app.screen.read().label { $0.contains("Frankfurter") } == nil, "no note beside a live rate")
        }
        // Started with the key in the keyring, the peso (no ECB rate) comes from
        // currencyconverterapi.com: the page opened before the keyring answered.
        services.forgetRequests()
        try await withApp(services, arguments: ["--page", "converter"], home: home) { app in
            try await app.screen.waitFor(label: "1 USD = 0.5000 EUR")
            try await chooseCurrency("ARS", button: "To: Euro (EUR)", in: app)
            try await app.screen.waitFor(label: "1 USD = 1000.0000 ARS")
            let convert = try #require(services.currencyConverter.requests.first { $0.path == "/api/v7/convert" })
            #expect(convert.parameter("apiKey") == Self.key && convert.parameter("q") == "USD_ARS")
            print("online: converter with a key:\n\(try await app.screen.read().texts.joined(separator: "\n"))")

            // The other way round was never fetched: each fault leaves no rate, and says why.
            try await FaultRun(app: app, server: services.currencyConverter).run(Sentences.failures) {
                if let retry = try await app.screen.read().button("Retry") {
                    try await app.input.click(retry)
                } else {
                    try await app.input.click(try await app.screen.waitFor("Swap") { $0.button("Swap the currencies") })
                }
            } sentence: { fault in
                "\(Sentences.trouble(fault, at: "currencyconverterapi.com")) No ARS → USD rate is available offline."
            }
        }
        let leaks = services.everyRequest.filter {
            $0.server != "currencyconverterapi.com" && $0.request.everything.contains(Self.key)
        }
        #expect(leaks.isEmpty, "the key reached \(leaks.map(\.server))")
    }

    /// Opens a currency button's picker with a click, types `code` and presses Enter.
    private func chooseCurrency(_ code: String, button: String, in app: AppUnderTest) async throws {
        // The buttons wait while the currency list loads (again, once the keyring
        // answered): a click then is lost, and a person clicks again.
        var opened: ScreenNode?
        for _ in 0..<3 where opened == nil {
            try await app.input.click(try await app.screen.waitFor(button) { $0.button(button) })
            opened = try? await app.screen.waitFor("the currency search", within: .seconds(5)) { reading in
                reading.nodes.first { $0.window != "Globetrotter" && ["text", "entry"].contains($0.role) }
            }
        }
        let search = try #require(opened, "the picker opened")
        try await app.input.type(code, in: search.window)
        try await app.screen.waitFor("\(code) listed") { $0.label(code) }
        try await app.input.press("Return", in: search.window)
        try await app.screen.waitFor("the picker closed") {
            $0.nodes.contains { $0.window == search.window } ? nil : true
        }
    }
}
