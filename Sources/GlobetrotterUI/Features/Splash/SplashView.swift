import GlobetrotterCore
import GtkKit
import OpenCombine

/// The launch screen: icon, name, what is happening, an activity bar.
@MainActor
public final class SplashView: ModuleView {
    let root: Widget
    let statusLabel = Label()
    // A pulsing bar rather than a spinner: the spinner's SVG icon would pull
    // in librsvg (about 7 MB) before the first frame.
    let activity = ProgressBar()
    private var subscriptions: Set<AnyCancellable> = []

    init() {
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
        root = Box(.vertical, [header, column])
    }

    func bind(to viewModel: ViewModel<SplashState, SplashAction>) {
        viewModel.field(\.status)
            .sink { [statusLabel] in statusLabel.text = $0 }
            .store(in: &subscriptions)
        activity.startPulsing()
    }
}
