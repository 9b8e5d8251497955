import Testing

@testable import GlobetrotterCore

@Suite(.timeLimit(.minutes(1))) struct ConverterStateTests {
    private func state(amount: String, converted: String) -> ConverterState {
        ConverterState(
            amountText: amount, from: CurrencyLabel(code: "USD", name: "US Dollar"),
            to: CurrencyLabel(code: "EUR", name: "Euro"), convertedAmount: converted)
    }

    @Test func theResultNamesTheTargetCurrency() {
        #expect(state(amount: "100", converted: "89.5").resultText == "89.5 EUR")
    }

    @Test func anEmptyFieldAsksForAnAmount() {
        #expect(state(amount: "", converted: "").resultText == "Enter an amount")
    }

    @Test func withoutARateTheResultIsADash() {
        #expect(state(amount: "100", converted: "").resultText == "—")
    }
}
