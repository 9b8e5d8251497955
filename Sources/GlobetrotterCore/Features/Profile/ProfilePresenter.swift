import OpenCombine

/// The Profile page: the traveller's name and picture (or initials). A chosen
/// picture is made by the interactor off the main thread while the avatar
/// shows that it is busy; when it cannot be made, one line says why and the
/// old picture stays.
@MainActor
public final class ProfilePresenter: Presenter<ProfileState, ProfileAction, ProfileRoute> {
    private let interactor: any ProfileInteracting
    /// Names are stored in the order they were typed (see `TripDetailPresenter.write`).
    private var lastWrite: Task<Void, Never>?
    /// Whether the line shown is about saving (a later save that works clears it).
    private var problemIsSaving = false
    private let home: (any ProfileHomeInteracting)?
    private let names: any CountryNameLocalizing
    private var homeFollowing: AnyCancellable?

    /// - Parameters:
    ///   - home: the home country and currency; nil leaves their rows out.
    ///   - names: the countries' names in the person's language.
    public init(
        interactor: any ProfileInteracting, home: (any ProfileHomeInteracting)? = nil,
        names: any CountryNameLocalizing = EnglishCountryNames()
    ) {
        self.interactor = interactor
        self.home = home
        self.names = names
        super.init(initial: ProfileState())
    }

    public override func completing(_ state: ProfileState) -> ProfileState {
        var state = state
        state.initials = ProfileWording.initials(of: state.name)
        return state
    }

    public override func handle(_ action: ProfileAction) {
        switch action {
        case .viewDidLoad:
            showHome()
            homeFollowing = home?.changes.sink { [weak self] in self?.showHome() }
            run("load") { [weak self, interactor] in
                let profile = await interactor.load()
                guard !Task.isCancelled else { return }
                self?.update {
                    $0.name = profile.name
                    $0.picturePath = profile.picturePath
                    $0.isContentShown = true
                }
            }
        case .rename(let name):
            guard name != state.name else { return }
            update { $0.name = name }
            store(name)
        case .choosePicture:
            guard state.canChangePicture else { return }
            route(.choosePicture)
        case .pictureChosen(nil):
            break
        case .pictureChosen(let path?):
            guard state.canChangePicture else { return }
            makePicture(from: path)
        case .removePicture:
            guard state.canRemovePicture else { return }
            run("picture") { [weak self, interactor] in
                do throws(ProfileSaveError) {
                    try await interactor.removePicture()
                    self?.update {
                        $0.picturePath = nil
                        $0.problem = nil
                    }
                } catch {
                    self?.show(savingProblem: ProfileWording.problem(error))
                }
            }
        case .chooseHomeCountry:
            guard let home else { return }
            route(.chooseHomeCountry(.countries(Result(catching: home.countries), names: names)))
        case .chooseHomeCurrency:
            guard let home else { return }
            let choices = home.currencies().map { CurrencyChoice(currency: $0, hasRate: true) }
            route(.chooseHomeCurrency(.currencies(choices, current: home.currency.code)))
        case .homeCountryChosen(let code):
            home?.setCountry(code)
            showHome()
        case .homeCurrencyChosen(let code):
            home?.setCurrency(code)
            showHome()
        }
    }

    private func showHome() {
        guard let home else { return }
        let country = home.country
        let currency = home.currency
        update {
            $0.showsHome = true
            $0.homeCountry = ProfileWording.country(country, names: names)
            $0.homeCurrency = ProfileWording.currency(currency)
        }
    }

    private func makePicture(from path: String) {
        problemIsSaving = false
        update {
            $0.isProcessing = true
            $0.problem = nil
        }
        run("picture") { [weak self, interactor] in
            do throws(PictureError) {
                let stored = try await interactor.setPicture(from: path)
                self?.update {
                    $0.picturePath = stored
                    $0.isProcessing = false
                }
            } catch {
                self?.update {
                    $0.problem = ProfileWording.problem(error, file: path)
                    $0.isProcessing = false
                }
            }
        }
    }

    private func store(_ name: String) {
        let previous = lastWrite
        let task = Task { [weak self, interactor] in
            await previous?.value
            do throws(ProfileSaveError) {
                try await interactor.rename(to: name)
                self?.savingWorked()
            } catch {
                self?.show(savingProblem: ProfileWording.problem(error))
            }
        }
        lastWrite = task
        run("write") { await task.value }
    }

    private func show(savingProblem: String) {
        problemIsSaving = true
        update { $0.problem = savingProblem }
    }

    private func savingWorked() {
        guard problemIsSaving else { return }
        problemIsSaving = false
        update { $0.problem = nil }
    }
}
