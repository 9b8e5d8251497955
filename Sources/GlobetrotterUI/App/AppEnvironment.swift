import Foundation
import GlobetrotterCore

/// Live or fake services handed to every module builder: the one place a
/// module gets its dependencies (the samples' configurators, unified).
@MainActor
public struct AppEnvironment {
    public var settings: SettingsStore
    public var tiles: any TileProviding
    public var isOffline: Bool
    public var startupSteps: [StartupStep]
    public var splashMinimumDuration: Duration
    /// How long start-up work may take before the splash shows at all.
    public var splashGrace: Duration
    public var clock: any Clock<Duration>
    /// The Holidays flow's services; nil shows a placeholder page instead.
    public var holidays: HolidaysDependencies?
    /// The converter's services; nil shows a placeholder page instead.
    public var converter: ConverterDependencies?
    /// The user's database (To-Do, Trips) and the Trips flow's services made over it when
    /// Trips is first shown; nil shows the map alone and To-Do's placeholder.
    public var userData: UserDataSetup?
    /// The traveller's name and picture; nil shows a placeholder page.
    public var profile: (any ProfileInteracting)?
    /// Whose region is the home country until one is chosen; nil for none (tests).
    public var locale: Locale?

    public init(
        settings: SettingsStore, tiles: any TileProviding, isOffline: Bool, startupSteps: [StartupStep],
        splashMinimumDuration: Duration, splashGrace: Duration = .zero, clock: any Clock<Duration> = ContinuousClock(),
        holidays: HolidaysDependencies? = nil, converter: ConverterDependencies? = nil,
        userData: UserDataSetup? = nil, profile: (any ProfileInteracting)? = nil, locale: Locale? = nil
    ) {
        self.locale = locale
        self.settings = settings
        self.tiles = tiles
        self.isOffline = isOffline
        self.startupSteps = startupSteps
        self.splashMinimumDuration = splashMinimumDuration
        self.splashGrace = splashGrace
        self.clock = clock
        self.holidays = holidays
        self.converter = converter
        self.userData = userData
        self.profile = profile
    }
}
