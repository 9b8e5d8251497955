import GlobetrotterCore

/// Handles the Packing page's actions, asks the interactor, words everything.
@MainActor
final class PackingPresenter: Presenter<PackingState, PackingAction, PackingRoute> {
    private let interactor: any PackingInteracting
    private let names: any CountryNameLocalizing
    private var items: [PackingItem] = []
    private var countries: [Country] = []

    init(interactor: any PackingInteracting, names: any CountryNameLocalizing) {
        self.interactor = interactor
        self.names = names
        super.init(initial: PackingState())
    }

    override func handle(_ action: PackingAction) {
        switch action {
        case .viewDidLoad:
            run("load") { [weak self] in await self?.load() }
        case .add(let item):
            run("write") { [weak self, interactor] in
                do throws(PackingFailure) {
                    try await interactor.add(item)
                } catch {
                    self?.say(error)
                }
                await self?.load()
            }
        case .select(let id):
            update { $0.detail = self.detail(of: id) }
        case .chooseCountry:
            run("countries") { [weak self, interactor] in
                let countries: Result<[Country], DataPackError>
                do throws(DataPackError) {
                    countries = .success(try await interactor.countries())
                } catch {
                    countries = .failure(error)
                }
                guard let self else { return }
                if case .success(let list) = countries { self.countries = list }
                route(.chooseCountry(.countries(countries, names: names)))
            }
        case .countryChosen(let country):
            guard let id = state.detail?.id else { return }
            run("write") { [weak self, interactor] in
                do throws(PackingFailure) {
                    try await interactor.setCountry(country.alpha2, of: id)
                } catch {
                    self?.say(error)
                }
                await self?.load()
            }
        }
    }

    private func load() async {
        do throws(PackingFailure) {
            items = try await interactor.items()
        } catch {
            say(error)
        }
        update {
            $0.rows = items.map { PackingRow(id: $0.id, title: $0.name) }
            $0.emptyMessage = items.isEmpty ? tr("Nothing to pack yet") : nil
            if let shown = $0.detail { $0.detail = detail(of: shown.id) }
            $0.isContentShown = true
        }
    }

    private func detail(of id: Int64) -> PackingDetail? {
        guard let item = items.first(where: { $0.id == id }) else { return nil }
        let country = item.country.flatMap { code in countries.first { $0.alpha2 == code } }
        let countryLine =
            country.map { tr("Needed in {flag} {country}", ["flag": $0.flag, "country": $0.localizedName(names)]) }
            ?? tr("Needed anywhere")
        return PackingDetail(id: item.id, title: item.name, countryLine: countryLine)
    }

    private func say(_ failure: PackingFailure) {
        let problem =
            switch failure {
            case .empty: tr("Type what to pack first.")
            case .notStored: tr("Your packing list could not be saved.")
            }
        update { $0.problem = problem }
    }
}
