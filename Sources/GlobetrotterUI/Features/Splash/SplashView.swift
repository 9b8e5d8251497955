import GlobetrotterCore
import GtkKit
import OpenCombine

/// The launch screen: icon, name, what is happening, an activity bar.
@MainActor
public final class SplashView: ModuleView {
    let root = Box(.vertical)
    let statusLabel = Label()
    // A pulsing bar rather than a spinner: the spinner's SVG icon would pull
    // in librsvg (about 7 MB) before the first frame.
    let activity = ProgressBar()
    private var subscriptions: Set<AnyCancellable> = []

    /// Empty until the splash is shown: when start-up work ends within the
    /// grace period (the usual case) its icon, text and header are never made,
    /// measured or styled on the way to the home page's first frame.
    init() {}

    private func buildContent() {
        let icon = Image(iconName: AppInfo.id, pixelSize: 128)
        let title = Label(AppInfo.name)
        title.addCSSClass("title-1")
        statusLabel.addCSSClass("dim-label")
        activity.sizeRequest(width: 160)
        activity.align(horizontal: .center)
        let column = Box(.vertical, spacing: 18, [icon, title, statusLabel, activity])
        column.align(horizontal: .center, vertical: .center)
        column.expand()
        // The window stays movable and closable while start-up work runs.
        let header = HeaderBar()
        header.setTitleWidget(Label())
        header.addCSSClass("flat")
        root.append(header)
        root.append(column)
        activity.startPulsing()
    }

    func bind(to viewModel: ViewModel<SplashState, SplashAction>) {
        viewModel.field(\.status)
            .sink { [statusLabel] in statusLabel.text = $0 }
            .store(in: &subscriptions)
        viewModel.field(\.isShown).first { $0 }
            .sink { [weak self] _ in self?.buildContent() }
            .store(in: &subscriptions)
    }
}
