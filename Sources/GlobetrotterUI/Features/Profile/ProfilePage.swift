import GlobetrotterCore
import GtkKit
import OpenCombine

/// The Profile sub-page of the window: its flow and coordinator, started
/// when first shown, and the header button's avatar, which follows the
/// stored profile from start-up.
@MainActor
final class ProfilePage: WindowPage {
    let flow: ProfileFlow
    /// The header's Profile button: the traveller's picture or initials.
    let avatar = Avatar(size: 24)
    /// The theme's 16 px icon until there is a name or picture (the avatar's own icon would load an SVG).
    private let icon = Image(iconName: PageTitles.profile.iconName)
    let headerButtonContent: Widget?
    private var coordinator: PageCoordinatorRun?
    private var lookFollowing: AnyCancellable?

    init(flow: ProfileFlow) {
        self.flow = flow
        avatar.isVisible = false
        headerButtonContent = Box(.horizontal, [icon, avatar])
        lookFollowing = flow.look.sink { [weak self] in self?.show($0) }
        flow.loadLook()
    }

    /// The page over the environment's profile store; a placeholder without it.
    static func make(environment: AppEnvironment) -> any WindowPage {
        guard let interactor = environment.profile else { return PlaceholderPage(.profile) }
        let home = HomeSettings(
            settings: environment.settings, locale: environment.locale, countries: environment.holidays?.countries)
        let profileHome = ProfileHomeInteractor(
            home: home, countries: environment.holidays?.countries, currencies: environment.converter?.catalog,
            currencyNames: environment.converter?.currencyNames ?? EnglishCurrencyNames())
        let countryNames = environment.holidays?.countryNames ?? EnglishCountryNames()
        return ProfilePage(flow: ProfileFlow(interactor: interactor, home: profileHome, countryNames: countryNames))
    }

    var root: Widget { flow.root }
    func start() { coordinator = PageCoordinatorRun(ProfileCoordinator(screens: flow)) }
    func whenContentReady(_ handler: @escaping @MainActor () -> Void) { flow.whenContentReady(handler) }

    /// The avatar shows `look`: the picture, or the name's initials.
    private func show(_ look: ProfileLook) {
        let isShown = !look.name.isEmpty || look.picturePath != nil
        avatar.text = look.name
        avatar.showImage(at: look.picturePath)
        avatar.isVisible = isShown
        icon.isVisible = !isShown
    }
}
