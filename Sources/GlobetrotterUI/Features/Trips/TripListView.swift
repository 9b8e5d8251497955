import GlobetrotterCore
import GtkKit
import OpenCombine

/// The trip list: a "New Trip" button, a row per trip (thumbnail, name,
/// stops and distance, delete), or a status page inviting the first trip.
/// A trip with photos shows them in its thumbnail, Pixabay credited under
/// the list.
@MainActor
final class TripListView: ModuleView {
    let root: Box
    let addButton = Button(label: "")
    let list = ListBox()
    let photoCredit = CreditLink()
    private let content = Stack(transition: .crossfade)
    private let empty: StatusPage
    private let problem = Label()
    private let importing = Label()
    private let spinner = Spinner()
    private let toolbar: Box
    private var rows: [TripRow] = []
    private var deleteTooltip = ""
    /// The rows' thumbnails by trip, alive as long as their rows (they load tiles).
    private(set) var thumbnails: [Int64: TripThumbnail] = [:]
    /// Photo files by trip, as the presenter last said.
    private var photos: [Int64: [String]] = [:]
    private let photoImages = TripPhotoImages(covering: 96, 64)
    private var subscriptions: Set<AnyCancellable> = []
    private var send: (TripListAction) -> Void = { _ in }

    private let tiles: ThumbnailTiles

    init(tiles: any TileProviding) {
        self.tiles = ThumbnailTiles(tiles)
        addButton.addCSSClass("suggested-action")
        addButton.align(horizontal: .start)
        list.addCSSClass("boxed-list")
        list.align(vertical: .start)
        empty = StatusPage(iconName: "mark-location-symbolic", title: "")
        photoCredit.root.align(horizontal: .end)
        let column = Box(.vertical, spacing: 12, [list, photoCredit.root])
        column.margins(12)
        let listPage = ScrolledWindow(Clamp(column, maximumWidth: 720))
        content.addNamed(listPage, name: "list")
        content.addNamed(empty, name: "empty")
        content.expand()
        problem.wraps = true
        problem.addCSSClass("error")
        problem.isVisible = false
        importing.addCSSClass("dim-label")
        // "Importing <file name>…" gives way on a phone-narrow window rather than widen it.
        importing.ellipsizeEnd()
        importing.isVisible = false
        let spacer = Box(.horizontal, [])
        spacer.expand(horizontally: true, vertically: false)
        toolbar = Box(.horizontal, spacing: 6, [addButton, problem, spinner, importing, spacer])
        toolbar.margins(top: 12, bottom: 0, start: 12, end: 12)
        root = Box(.vertical, [toolbar, content])
    }

    func bind(to viewModel: ViewModel<TripListState, TripListAction>) {
        send = { [weak viewModel] in viewModel?.send($0) }
        let send = send
        addButton.onClicked { send(.addTrip) }
        list.onRowActivated { [weak self] index in
            guard let self, self.rows.indices.contains(index) else { return }
            send(.openTrip(id: self.rows[index].id))
        }
        viewModel.states.first().map(\.labels).sink { [weak self] labels in
            self?.addButton.label = labels.add
            self?.deleteTooltip = labels.delete
            self?.empty.title = labels.emptyTitle
            self?.empty.details = labels.emptyDescription
            self?.addMenu(importLabel: labels.importTrips, tooltip: labels.menu)
        }.store(in: &subscriptions)
        viewModel.field(\.importing).sink { [importing, spinner] text in
            importing.text = text ?? ""
            importing.isVisible = text != nil
            spinner.isVisible = text != nil
            spinner.isActive = text != nil
        }.store(in: &subscriptions)
        viewModel.field(\.alert).compactMap { $0 }.sink { [root] in MessageDialog.present($0, over: root) }
            .store(in: &subscriptions)
        viewModel.field(\.deleteQuestion).compactMap { $0 }.sink { [root] in Self.ask($0, over: root, send: send) }
            .store(in: &subscriptions)
        viewModel.field(\.swapQuestion).compactMap { $0 }.sink { [root] in Self.ask($0, over: root, send: send) }
            .store(in: &subscriptions)
        viewModel.states.map { ($0.rows, $0.isContentShown) }.removeDuplicates { $0.0 == $1.0 && $0.1 == $1.1 }
            .sink { [weak self] rows, shown in self?.render(rows, isLoaded: shown) }
            .store(in: &subscriptions)
        viewModel.field(\.problem).sink { [problem] text in
            problem.text = text ?? ""
            problem.isVisible = text != nil
        }.store(in: &subscriptions)
        let toasts = PageToasts { send(.undoDelete) }
        viewModel.field(\.toast).compactMap { $0 }.sink { [root] in toasts.show($0, from: root) }
            .store(in: &subscriptions)
        viewModel.field(\.photos).sink { [weak self] photos in
            guard let self else { return }
            // Only the trips whose photos changed: one trip's answer touches one row.
            let changed = Set(self.photos.keys).union(photos.keys).filter { self.photos[$0] != photos[$0] }
            self.photos = photos
            for id in changed { self.showPhotos(ofTrip: id) }
        }.store(in: &subscriptions)
        viewModel.field(\.photoCredit).sink { [photoCredit] credit in
            photoCredit.show(credit)
        }.store(in: &subscriptions)
    }

    /// Decodes the trip's photos off the main thread, then shows them; a file
    /// that cannot be decoded is reported, and the route stays.
    private func showPhotos(ofTrip id: Int64) {
        guard let thumbnail = thumbnails[id] else { return }
        guard let paths = photos[id], !paths.isEmpty else { return thumbnail.showRoute() }
        Task { [weak self, photoImages] in
            var images: [CairoImage] = []
            for path in paths {
                let image = await photoImages.image(at: path)
                guard let self else { return }
                guard let image else { return self.send(.photoUnreadable(id: id, path: path)) }
                images.append(image)
            }
            // Shown only if still wanted: the list may have changed meanwhile.
            guard let self, self.photos[id] == paths, self.thumbnails[id] === thumbnail else { return }
            thumbnail.showPhotos(images)
        }
    }

    /// The list's menu (Import Trips…), worded by the presenter.
    private func addMenu(importLabel: String, tooltip: String) {
        let menu = Menu()
        menu.append(importLabel, action: AppAction.window(.importTrips).detailedName)
        let button = MenuButton(iconName: "view-more-symbolic", tooltip: tooltip, menu: menu, isPrimary: false)
        toolbar.append(button)
    }

    /// Calls `handler` once the list or the empty state has faded in.
    func whenSettled(_ handler: @escaping @MainActor () -> Void) { content.whenTransitionFinished(handler) }

    private func render(_ rows: [TripRow], isLoaded: Bool) {
        self.rows = rows
        let focusedPlace = list.focusedRowIndex
        list.removeAll()
        thumbnails = [:]
        for row in rows {
            let widget = ActionRow(title: row.name, subtitle: row.summary)
            widget.isActivatable = true
            let thumbnail = TripThumbnail(tiles: tiles)
            thumbnail.show(row)
            thumbnails[row.id] = thumbnail
            showPhotos(ofTrip: row.id)
            thumbnail.root.margins(top: 6, bottom: 6, start: 0, end: 0)
            widget.addPrefix(thumbnail.root)
            let delete = Button(iconName: "user-trash-symbolic", tooltip: deleteTooltip)
            // Each says whose it is: a reader lists the buttons out of their rows.
            delete.setAccessibleLabel(row.deleteLabel)
            delete.addCSSClass("flat")
            delete.align(vertical: .center)
            delete.onClicked { [send] in send(.deleteTrip(id: row.id)) }
            widget.addSuffix(delete)
            widget.addSuffix(Image(iconName: "go-next-symbolic"))
            list.append(widget)
        }
        // Before the trips are read, neither the list nor the invitation.
        content.visibleChildName = rows.isEmpty && isLoaded ? "empty" : "list"
        // The focus stays where it was in the list: on the trip now in the
        // place of one deleted (or the last), on "New Trip" once none is left.
        if let focusedPlace, !list.focusRow(at: min(focusedPlace, rows.count - 1)) { _ = addButton.grabFocus() }
    }

    /// "Latitude and Longitude Swapped?": import the file read the other way round, or nothing.
    private static func ask(
        _ question: TripSwapQuestion, over widget: Widget, send: @escaping (TripListAction) -> Void
    ) {
        QuestionDialog(
            heading: question.heading, body: question.body,
            answers: [.init(id: "cancel", label: question.cancelLabel), .init(id: "swap", label: question.swapLabel)],
            cancel: "cancel", suggested: "swap", over: widget
        ).present { answer in send(.answerSwapQuestion(importSwapped: answer == "swap")) }
    }

    /// "Delete “Baltic Coast”?": keep its to-do items, delete them too, or cancel.
    private static func ask(
        _ question: TripItemsQuestion, over widget: Widget, send: @escaping (TripListAction) -> Void
    ) {
        QuestionDialog(
            heading: question.heading, body: question.body,
            answers: [
                .init(id: "cancel", label: question.cancelLabel),
                .init(id: "keep", label: question.keepLabel),
                .init(id: "delete", label: question.deleteLabel, isDestructive: true),
            ], cancel: "cancel", suggested: "keep", over: widget
        ).present { answer in
            send(.answerDeleteQuestion(answer == "keep" ? .keep : answer == "delete" ? .delete : nil))
        }
    }
}
