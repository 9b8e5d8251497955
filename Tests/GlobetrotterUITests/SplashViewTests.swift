import GLibTestSupport
import GtkKit
import Testing

@testable import GlobetrotterCore
@testable import GlobetrotterUI

/// The splash costs nothing on the way to the home page unless it is shown.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(3))) struct SplashViewTests {
    @Test func itsContentIsMadeOnlyOnceTheSplashIsShown() {
        _ = TestApplication.shared
        let viewModel = ViewModel<SplashState, SplashAction>(SplashState(status: "Getting your journeys ready…"))
        let view = SplashView()
        view.bind(to: viewModel)
        #expect(view.root.descendants().isEmpty, "not shown: no icon, text or header bar made")

        viewModel.publish(SplashState(status: "Getting your journeys ready…", isShown: true))
        let labels = view.root.descendants().filter { $0.typeName == "GtkLabel" }.map {
            Label(widget: $0.objectPointer).text
        }
        #expect(labels.contains("Globetrotter") && labels.contains("Getting your journeys ready…"), "\(labels)")
        #expect(view.root.descendants().contains { $0.typeName == "GtkImage" }, "the app icon")

        viewModel.publish(SplashState(status: "Opening your data", isShown: true))
        #expect(view.root.descendants().filter { $0.typeName == "AdwHeaderBar" }.count == 1, "made once")
        #expect(view.statusLabel.text == "Opening your data")
    }
}
