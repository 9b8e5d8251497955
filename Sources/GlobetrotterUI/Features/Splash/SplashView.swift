import GlobetrotterCore
import GtkKit
import OpenCombine

/// The launch screen: icon, name, what is happening, a spinner.
@MainActor
final class SplashView {
    let root: Widget
    let statusLabel = Label()
    private let spinner = Spinner()
    private var subscriptions: Set<AnyCancellable> = []

    init() {
        let icon = Image(iconName: AppInfo.id, pixelSize: 128)
        let title = Label(AppInfo.name)
        title.addCSSClass("title-1")
        statusLabel.addCSSClass("dim-label")
        spinner.sizeRequest(width: 32, height: 32)
        let column = Box(.vertical, spacing: 18, [icon, title, statusLabel, spinner])
        column.align(horizontal: .center, vertical: .center)
        column.expand()
        root = column
    }

    func bind(to viewModel: SplashViewModel) {
        viewModel.status
            .sink { [statusLabel] in statusLabel.text = $0 }
            .store(in: &subscriptions)
        spinner.isSpinning = true
    }
}
