import GlobetrotterCore
import GtkKit
import OpenCombine

/// Who the header's Profile button shows: the name (for the initials) and the stored picture.
public struct ProfileLook: Equatable, Sendable {
    public var name: String
    public var picturePath: String?

    public init(name: String, picturePath: String?) {
        self.name = name
        self.picturePath = picturePath
    }
}

/// The Profile flow's screens for its coordinator: the page, built when
/// first shown, and the image selector (GTK's file chooser for images,
/// opening in Pictures). `look` follows the stored profile for the header
/// from start-up and the page once it is built.
@MainActor
public final class ProfileFlow: ProfileScreens, ShowsPickers {
    public let root = Box(.vertical)
    private let interactor: any ProfileInteracting
    private let home: (any ProfileHomeInteracting)?
    private let countryNames: any CountryNameLocalizing
    public private(set) lazy var pickers = PickerWindows(parent: root)
    private(set) var page: Module<ProfileView, ProfileState, ProfileAction, ProfileRoute>?
    private let lookSubject = CurrentValueSubject<ProfileLook?, Never>(nil)
    private var lookFollowing: AnyCancellable?
    private var readiness: Set<AnyCancellable> = []

    /// - Parameter home: the home country and currency; nil leaves their rows out.
    public init(
        interactor: any ProfileInteracting, home: (any ProfileHomeInteracting)? = nil,
        countryNames: any CountryNameLocalizing = EnglishCountryNames()
    ) {
        self.interactor = interactor
        self.home = home
        self.countryNames = countryNames
    }

    /// The profile as the header shows it; nil until it has been read.
    public var look: AnyPublisher<ProfileLook, Never> {
        lookSubject.compactMap { $0 }.removeDuplicates().eraseToAnyPublisher()
    }

    /// Reads the stored profile for the header (off the main thread), unless the page has already.
    public func loadLook() {
        Task { [weak self, interactor] in
            let profile = await interactor.load()
            guard let self, self.page == nil else { return }
            self.lookSubject.send(ProfileLook(name: profile.name, picturePath: profile.picturePath))
        }
    }

    public func showProfile() -> AnyPublisher<ProfileRoute, Never> {
        let module = ProfileModule.build(interactor: interactor, home: home, countryNames: countryNames)
        page = module
        module.view.root.expand()
        root.append(module.view.root)
        lookFollowing = module.viewModel.states
            .filter(\.isContentShown)
            .map { ProfileLook(name: $0.name, picturePath: $0.picturePath) }
            .sink { [lookSubject] in lookSubject.send($0) }
        return module.routes
    }

    public func sendToProfile(_ action: ProfileAction) { page?.viewModel.send(action) }

    public func choosePicture() -> AnyPublisher<String?, Never> {
        let answer = PassthroughSubject<String?, Never>()
        let labels = page?.viewModel.state.labels ?? ProfileLabels()
        let dialog = OpenFileDialog(
            title: labels.chooserTitle, transientFor: root.root, kinds: [.images(named: labels.imageFiles)])
        if let pictures = FileDialog.picturesFolder { dialog.setCurrentFolder(pictures) }
        // The dialog keeps itself alive until it answers, always after `present` returns.
        dialog.present { answer.send($0) }
        return answer.eraseToAnyPublisher()
    }

    /// Calls `handler` once the page shows the stored profile, its picture decoded.
    public func whenContentReady(_ handler: @escaping @MainActor () -> Void) {
        guard let page else { return handler() }
        page.viewModel.states.first(where: \.isContentShown)
            .sink { _ in page.view.avatar.whenImageLoaded(handler) }
            .store(in: &readiness)
    }
}
