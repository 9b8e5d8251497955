import OpenCombine

/// A trip page's photo header: Pixabay's photos of where the trip ends,
/// credited, or one line saying why there are none (nothing without a key).
/// The first destination is searched at once; later ones only once they
/// have held still for `settleDelay`, so typing a trip's name does not
/// search for every prefix of it.
@MainActor
public final class TripPhotoPresenter: Presenter<TripPhotoState, TripPhotoAction, Never> {
    private let interactor: any TripPhotosInteracting
    private let clock: any Clock<Duration>
    private let settleDelay: Duration
    /// What the page said its destination is (it may say "none"), once it has.
    private var followed: FollowedDestination = .notYetSaid
    private var inputs: Set<AnyCancellable> = []

    /// - Parameter destinations: the page's destination as it changes, each a `.show`.
    public init(
        interactor: any TripPhotosInteracting,
        destinations: AnyPublisher<String?, Never> = Empty().eraseToAnyPublisher(),
        clock: any Clock<Duration> = ContinuousClock(), settleDelay: Duration = .milliseconds(700)
    ) {
        self.interactor = interactor
        self.clock = clock
        self.settleDelay = settleDelay
        super.init(initial: TripPhotoState())
        interactor.keyChanges.sink { [weak self] in self?.handle(.keyChanged) }.store(in: &inputs)
        destinations.sink { [weak self] in self?.handle(.show(destination: $0)) }.store(in: &inputs)
    }

    public override func handle(_ action: TripPhotoAction) {
        switch action {
        case .show(let next):
            guard followed != .said(next) else { return }
            let isFirst = followed == .notYetSaid
            followed = .said(next)
            load(next, after: isFirst ? nil : settleDelay)
        case .keyChanged:
            guard case .said(let destination) = followed else { return }
            load(destination, after: nil)
        case .imageUnreadable(let path):
            // Only the photo shown now: a late report about an older one changes nothing.
            guard state.photos.first?.path == path else { return }
            show(.unavailable(.brokenImage), of: followed.destination ?? "")
        }
    }

    private func load(_ destination: String?, after delay: Duration?) {
        guard let destination else {
            cancelWork("photos")
            update {
                $0.photos = []
                $0.problem = nil
                $0.isContentShown = true
            }
            return
        }
        run("photos") { [weak self, interactor, clock] in
            if let delay {
                do { try await clock.sleep(for: delay) } catch { return }
            }
            let outcome = await interactor.photos(for: destination)
            guard !Task.isCancelled else { return }
            self?.show(outcome, of: destination)
        }
    }

    private func show(_ outcome: PhotoOutcome, of destination: String) {
        update {
            switch outcome {
            case .photos(let photos):
                $0.photos = photos.map(TripPhotoWording.shown)
                $0.problem = nil
            case .unavailable(let error):
                $0.photos = []
                $0.problem = TripPhotoWording.problem(for: error, destination: destination)
            }
            $0.isContentShown = true
        }
    }
}

/// The destination the photo header follows: nothing until the page has said
/// one, then what it said (nil for a trip without a destination).
private enum FollowedDestination: Equatable {
    case notYetSaid
    case said(String?)

    var destination: String? {
        if case .said(let destination) = self { return destination }
        return nil
    }
}
