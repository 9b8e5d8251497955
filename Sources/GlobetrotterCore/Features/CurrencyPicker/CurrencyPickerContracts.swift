import Foundation

/// What the picker gives back to whoever opened it.
public enum CurrencyPickerResult: Equatable, Sendable {
    case picked(Currency)
    case cancelled
}

public enum CurrencyPickerAction: Equatable, Sendable {
    case viewDidLoad
    /// The search entry's text: matches a code or a name.
    case search(String)
    case pick(code: String)
    /// Cancel button, Escape, or closing the window.
    case cancel
}

/// Shows and hides the picker's modal window (GTK in the app).
@MainActor
public protocol CurrencyPickerScreens: AnyObject {
    func presentCurrencyPicker(_ viewModel: CurrencyPickerViewModel)
    func dismissCurrencyPicker()
}
