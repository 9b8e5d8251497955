import GlobetrotterCore
import GtkKit
import OpenCombine

/// The Profile page: a large avatar that opens the image selector when
/// clicked (or activated with Enter), the name as typed, the picture's
/// buttons, a spinner while a picture is made, and the line saying why one
/// was not taken.
@MainActor
final class ProfileView: ModuleView {
    static let avatarSize: Int32 = 128

    let root: Widget
    let avatar = Avatar(size: ProfileView.avatarSize)
    let avatarButton: Button
    let spinner = Spinner()
    let name: Entry
    let changePicture: Button
    let removePicture: Button
    let problem = Label()
    let homeCountry: ActionRow
    let homeCurrency: ActionRow
    let homeRows = ListBox()
    private var subscriptions: Set<AnyCancellable> = []
    /// The picture button that had the focus when a picture began to be made.
    private var focusedWhileBusy: Button?
    /// Whether the focus ring showed when the picture was asked for.
    private var focusWasVisible = false

    init(labels: ProfileLabels) {
        avatarButton = Button(child: Overlay(child: avatar, overlays: [spinner]), tooltip: labels.pictureTooltip)
        avatarButton.addCSSClass("flat")
        avatarButton.addCSSClass("circular")
        avatarButton.setAccessibleLabel(labels.pictureTooltip)
        avatarButton.align(horizontal: .center)
        spinner.sizeRequest(width: 48, height: 48)
        spinner.align(horizontal: .center, vertical: .center)
        spinner.isVisible = false

        name = Entry(placeholder: labels.namePlaceholder)
        name.setAccessibleLabel(labels.name)
        name.addCSSClass("title-4")

        changePicture = Button(label: labels.changePicture)
        removePicture = Button(label: labels.removePicture)
        let buttons = Box(.horizontal, spacing: 12, [changePicture, removePicture])
        buttons.align(horizontal: .center)

        problem.wraps = true
        problem.justify(true)
        problem.maximumWidthChars = 48
        problem.addCSSClass("error")
        problem.isVisible = false

        homeCountry = ActionRow(title: labels.homeCountry)
        homeCurrency = ActionRow(title: labels.homeCurrency)
        for row in [homeCountry, homeCurrency] {
            row.isActivatable = true
            homeRows.append(row)
        }
        homeRows.addCSSClass("boxed-list")
        homeRows.isVisible = false

        // 320 px wide where there is room; narrower on a phone-narrow window.
        let nameColumn = Clamp(name, maximumWidth: 320)
        let content = Box(.vertical, spacing: 18, [avatarButton, nameColumn, buttons, problem, homeRows])
        content.align(vertical: .center)
        content.margins(top: 36, bottom: 36, start: 12, end: 12)
        let clamp = Clamp(content, maximumWidth: 480)
        clamp.expand()
        root = ScrolledWindow(clamp)
    }

    func bind(to viewModel: ViewModel<ProfileState, ProfileAction>) {
        for button in [avatarButton, changePicture] {
            button.onClicked { [weak self, weak viewModel, weak button] in
                // Pressed with the keyboard, its ring shows: so it will when it gets the focus back.
                self?.focusWasVisible = button?.isFocusVisibleInWindow ?? false
                viewModel?.send(.choosePicture)
            }
        }
        removePicture.onClicked { [weak viewModel] in viewModel?.send(.removePicture) }
        name.onChanged { [weak viewModel] in viewModel?.send(.rename($0)) }
        homeCountry.onActivated { [weak viewModel] in viewModel?.send(.chooseHomeCountry) }
        homeCurrency.onActivated { [weak viewModel] in viewModel?.send(.chooseHomeCurrency) }

        viewModel.field(\.name)
            .sink { [avatar, name] in
                avatar.text = $0
                name.text = $0
            }
            .store(in: &subscriptions)
        viewModel.field(\.picturePath)
            .sink { [avatar] in avatar.showImage(at: $0) }
            .store(in: &subscriptions)
        viewModel.field(\.isProcessing)
            .sink { [spinner] in
                spinner.isVisible = $0
                spinner.isActive = $0
            }
            .store(in: &subscriptions)
        viewModel.field(\.canChangePicture)
            .sink { [weak self] in self?.enablePictureButtons($0) }
            .store(in: &subscriptions)
        viewModel.field(\.canRemovePicture)
            .sink { [removePicture] in removePicture.isSensitive = $0 }
            .store(in: &subscriptions)
        viewModel.field(\.showsHome)
            .sink { [homeRows] in homeRows.isVisible = $0 }
            .store(in: &subscriptions)
        viewModel.field(\.homeCountry)
            .sink { [homeCountry] in homeCountry.subtitle = $0 }
            .store(in: &subscriptions)
        viewModel.field(\.homeCurrency)
            .sink { [homeCurrency] in homeCurrency.subtitle = $0 }
            .store(in: &subscriptions)
        viewModel.field(\.problem)
            .sink { [problem] in
                problem.text = $0 ?? ""
                problem.isVisible = $0 != nil
            }
            .store(in: &subscriptions)
    }

    /// Off while a picture is made. GTK takes the focus from a button made
    /// insensitive and leaves the window with none: the button that had it
    /// (Change Picture…, the avatar) gets it back once the picture is made.
    private func enablePictureButtons(_ enabled: Bool) {
        let buttons = [avatarButton, changePicture]
        if !enabled { focusedWhileBusy = buttons.first { $0.containsFocus } }
        buttons.forEach { $0.isSensitive = enabled }
        if enabled, let button = focusedWhileBusy {
            focusedWhileBusy = nil
            guard button.isWindowFocusLost else { return }
            button.grabFocus()
            // Its ring as it was when pressed: GTK hid it with the focus.
            if focusWasVisible { button.isFocusVisibleInWindow = true }
        }
    }
}
