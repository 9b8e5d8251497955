import Foundation
import OpenCombine
import Testing

@testable import GlobetrotterCore

/// The converter's screens as its coordinator sees them: records what opened,
/// runs a real picker presenter for each picker, and hands the test About's close.
@MainActor
private final class RecordingScreens: ConverterScreens {
    var events: [String] = []
    private(set) var picker: PickerPresenter<Currency>?
    private(set) var aboutState: RatesAboutState?
    let aboutClosed = PassthroughSubject<RatesAboutResult, Never>()
    /// The page's routes; a test sends them by hand or connects a real presenter.
    let pageRoutes = PassthroughSubject<ConverterRoute, Never>()
    private(set) var sentToPage: [ConverterAction] = []
    /// Where actions for the page go on to, when a real presenter runs it.
    var page: ConverterPresenter?

    func showConverter() -> AnyPublisher<ConverterRoute, Never> {
        events.append("page")
        return pageRoutes.eraseToAnyPublisher()
    }

    func sendToConverter(_ action: ConverterAction) {
        sentToPage.append(action)
        page?.viewModel.send(action)
    }

    func presentPicker<Item: Sendable>(_ content: PickerContent<Item>) -> AnyPublisher<PickerResult<Item>, Never> {
        events.append("present picker")
        let presenter = PickerPresenter(content: content)
        picker = presenter as? PickerPresenter<Currency>
        presenter.viewModel.send(.viewDidLoad)
        return presenter.routes
    }

    func dismissPicker() {
        events.append("dismiss picker")
        picker = nil
    }

    func presentAbout(_ state: RatesAboutState) -> AnyPublisher<RatesAboutResult, Never> {
        events.append("present about")
        aboutState = state
        return aboutClosed.eraseToAnyPublisher()
    }
}

/// The converter's coordinator runs the currency picker and About as child
/// coordinators and feeds the picker's result back to the page.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct ConverterCoordinatorTests {
    private let choices = CurrencyPickerContentTests.choices
    private let czk = Currency(code: "CZK", name: "Czech Koruna", hasECBRate: true)

    @Test func thePickerRunsAsAChildAndItsResultGoesBackToThePage() throws {
        let screens = RecordingScreens()
        let coordinator = ConverterCoordinator(screens: screens)
        let run = coordinator.start().sink { _ in }
        #expect(screens.events == ["page"])
        screens.pageRoutes.send(.pickCurrency(.currencies(choices, current: "USD"), side: .from))
        #expect(coordinator.childCoordinatorCount == 1)
        let picker = try #require(screens.picker)
        #expect(picker.state.rows.count == 5)
        #expect(picker.state.selectedIndex == 4, "USD, the current currency, is selected")
        picker.viewModel.send(.search("czk"))
        picker.viewModel.send(.chooseSelected)
        picker.viewModel.send(.cancel)
        #expect(screens.sentToPage == [.currencyPicked(czk, side: .from)], "once, with the side it was opened for")
        #expect(screens.events == ["page", "present picker", "dismiss picker"])
        #expect(coordinator.childCoordinatorCount == 0, "released after its result")
        withExtendedLifetime(run) {}
    }

    @Test func aCancelledPickerTellsThePageNothing() throws {
        let screens = RecordingScreens()
        let coordinator = ConverterCoordinator(screens: screens)
        let run = coordinator.start().sink { _ in }
        screens.pageRoutes.send(.pickCurrency(.currencies(choices, current: "EUR"), side: .to))
        try #require(screens.picker).viewModel.send(.cancel)
        #expect(screens.sentToPage.isEmpty)
        #expect(screens.events == ["page", "present picker", "dismiss picker"])
        #expect(coordinator.childCoordinatorCount == 0)

        // The next request opens a new picker.
        screens.pageRoutes.send(.pickCurrency(.currencies(choices, current: "EUR"), side: .to))
        try #require(screens.picker).viewModel.send(.choose(index: 1))
        #expect(screens.sentToPage == [.currencyPicked(czk, side: .to)])
        withExtendedLifetime(run) {}
    }

    @Test func oneModalAtATime() throws {
        let screens = RecordingScreens()
        let coordinator = ConverterCoordinator(screens: screens)
        let run = coordinator.start().sink { _ in }
        screens.pageRoutes.send(.pickCurrency(.currencies(choices, current: "USD"), side: .from))
        let first = try #require(screens.picker)
        screens.pageRoutes.send(.pickCurrency(.currencies(choices, current: "EUR"), side: .to))
        screens.pageRoutes.send(.showAbout(.exchangeRates(offlineRatesDay: nil)))
        #expect(screens.events == ["page", "present picker"], "requests while a modal is open are ignored")
        #expect(screens.picker === first)
        #expect(coordinator.childCoordinatorCount == 1)
        withExtendedLifetime(run) {}
    }

    @Test func aboutRunsUntilClosed() throws {
        let screens = RecordingScreens()
        let coordinator = ConverterCoordinator(screens: screens)
        let run = coordinator.start().sink { _ in }
        let day = "30 Oct 2026"
        screens.pageRoutes.send(.showAbout(.exchangeRates(offlineRatesDay: day)))
        let about = try #require(screens.aboutState)
        #expect(about.sourceName == "Frankfurter")
        #expect(about.linkURL.absoluteString == "https://frankfurter.dev/")
        #expect(about.offlineCredit.contains("up to 30 Oct 2026"))
        #expect(coordinator.childCoordinatorCount == 1)
        screens.pageRoutes.send(.showAbout(.exchangeRates(offlineRatesDay: day)))
        #expect(screens.events == ["page", "present about"], "one modal at a time")
        screens.aboutClosed.send(.closed)
        #expect(coordinator.childCoordinatorCount == 0)
        #expect(screens.sentToPage.isEmpty, "About tells the page nothing")
        screens.pageRoutes.send(.showAbout(.exchangeRates(offlineRatesDay: nil)))
        #expect(screens.events == ["page", "present about", "present about"], "closed, it opens again")
        #expect(screens.aboutState?.offlineCredit == "Offline: ECB reference rates, from the European Central Bank.")
        withExtendedLifetime(run) {}
    }

    /// The whole flow with the real page presenter: its route opens the
    /// picker, and the choice changes the page.
    @Test func aPickedCurrencyChangesThePage() async throws {
        let screens = RecordingScreens()
        let interactor = FakeConverterInteractor()
        let page = ConverterPresenter(
            interactor: interactor, locale: Locale(identifier: "en_GB"), numbers: Locale(identifier: "en_GB"))
        screens.page = page
        let connection = page.routes.subscribe(screens.pageRoutes)
        let coordinator = ConverterCoordinator(screens: screens)
        let run = coordinator.start().sink { _ in }

        page.viewModel.send(.viewDidLoad)
        await interactor.until { $0.pendingCurrencyLists == 1 }
        interactor.answerCurrencies(CurrencyChoiceList(choices: choices))
        await page.settled("currencies")
        page.viewModel.send(.chooseToCurrency)
        let picker = try #require(screens.picker)
        #expect(picker.state.rows.filter(\.isCurrent).map(\.detail) == ["EUR"])
        picker.viewModel.send(.search("koruna"))
        picker.viewModel.send(.chooseSelected)

        #expect(page.state.to == CurrencyLabel(code: "CZK", name: "CZK"), "the fake names only a few currencies")
        #expect(interactor.choices.to == "CZK")
        #expect(coordinator.childCoordinatorCount == 0)
        await interactor.until { $0.rateRequests.last == "USD_CZK" }
        withExtendedLifetime((run, connection)) {}
    }
}
