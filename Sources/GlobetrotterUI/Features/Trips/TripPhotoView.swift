import GlobetrotterCore
import GtkKit
import OpenCombine

/// A trip page's photo header: the destination's first photo, cover-cropped
/// with rounded corners, and its credit linked to the photo's page; or one
/// dim line saying why there is none. Hidden when there is neither (no key).
@MainActor
final class TripPhotoView: ModuleView {
    static let pictureHeight: Int32 = 140
    /// The page's side column is 380 px wide with 12 px margins.
    static let pictureWidth: Int32 = 356
    let root: Box
    let picture = DrawingArea(role: .image)
    let credit = CreditLink()
    let problem = Label()
    private let images = TripPhotoImages(covering: Int(pictureWidth), Int(pictureHeight))
    private var shownPath: String?
    private var subscriptions: Set<AnyCancellable> = []

    init() {
        picture.sizeRequest(width: -1, height: Self.pictureHeight)
        picture.expand(horizontally: true, vertically: false)
        picture.isVisible = false
        credit.root.align(horizontal: .end)
        problem.wraps = true
        problem.setAlignment(x: 0)
        problem.addCSSClass("dim-label")
        problem.isVisible = false
        root = Box(.vertical, spacing: 2, [picture, credit.root, problem])
        root.isVisible = false
    }

    func bind(to viewModel: ViewModel<TripPhotoState, TripPhotoAction>) {
        viewModel.states.map(\.photos.first).removeDuplicates().sink { [weak self, weak viewModel] photo in
            self?.show(photo) { viewModel?.send(.imageUnreadable(path: $0)) }
        }.store(in: &subscriptions)
        viewModel.field(\.problem).sink { [weak self] text in
            self?.problem.text = text ?? ""
            self?.problem.isVisible = text != nil
            self?.updateVisibility()
        }.store(in: &subscriptions)
    }

    /// Decodes the photo off the main thread; the previous one stays until it is ready.
    private func show(_ photo: ShownPhoto?, unreadable: @escaping @MainActor (String) -> Void) {
        shownPath = photo?.path
        guard let photo else {
            picture.isVisible = false
            credit.show(nil)
            return updateVisibility()
        }
        Task { [weak self, images] in
            let image = await images.image(at: photo.path)
            guard let self, self.shownPath == photo.path else { return }
            guard let image else { return unreadable(photo.path) }
            self.picture.setDrawFunction { canvas in
                TripPhotoDrawing.draw([image], on: canvas, cornerRadius: 12)
            }
            self.picture.setAccessibleLabel(photo.description)
            self.picture.isVisible = true
            self.picture.queueDraw()
            self.credit.show(PhotoCredit(text: photo.credit, url: photo.creditURL))
            self.updateVisibility()
        }
    }

    private func updateVisibility() {
        root.isVisible = picture.isVisible || problem.isVisible
    }
}
