import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The distances a map's scale shows: kilometres, with miles beside them
/// where people read road distances in miles.
public enum MapScaleUnits: Equatable, Sendable {
    case kilometres
    case kilometresAndMiles

    /// Where road signs give miles though the C library's `LC_MEASUREMENT`
    /// says metric (glibc calls only the United States' locales imperial):
    /// the United Kingdom and the Crown Dependencies, metric in everything
    /// but their roads, and Liberia and Myanmar, which never fully metricated.
    static let milesOnTheRoads: Set<String> = ["GB", "IM", "JE", "GG", "LR", "MM"]

    /// Miles where they are in use: an imperial locale (the United States) or
    /// a region whose roads are signed in miles. Kilometres stay beside them —
    /// the traveller's roads abroad are signed in kilometres, as are the
    /// British maps' grids — and everywhere else they are all there is.
    /// - Parameter region: the locale's region ("GB"), nil for none (the C locale).
    public init(imperialMeasurement: Bool, region: String?) {
        let milesInUse = imperialMeasurement || region.map(Self.milesOnTheRoads.contains) == true
        self = milesInUse ? .kilometresAndMiles : .kilometres
    }

    /// The user's: those of the locale of `LC_MEASUREMENT` (GNOME's Formats
    /// setting), once the app has called `setlocale(LC_ALL, "")` at start-up.
    public static var user: MapScaleUnits {
        #if canImport(Glibc)
            let name = setlocale(LC_MEASUREMENT, nil).map { String(cString: $0) } ?? "C"
            return MapScaleUnits(imperialMeasurement: isImperial(nl_langinfo(measurementItem)), posixName: name)
        #else
            return .kilometres
        #endif
    }

    /// Those of the POSIX locale `name` ("en_GB.UTF-8"); nil when the C
    /// library does not have that locale (it is not generated).
    public init?(posixLocale name: String) {
        #if canImport(Glibc)
            guard let locale = newlocale(LC_MEASUREMENT_MASK, name, nil) else { return nil }
            defer { freelocale(locale) }
            self.init(
                imperialMeasurement: Self.isImperial(nl_langinfo_l(Self.measurementItem, locale)), posixName: name)
        #else
            return nil
        #endif
    }

    private init(imperialMeasurement: Bool, posixName: String) {
        self.init(imperialMeasurement: imperialMeasurement, region: Locale(posixName: posixName)?.region?.identifier)
    }

    #if canImport(Glibc)
        /// glibc's measurement system of a locale: one byte, 1 metric, 2 imperial.
        private static let measurementItem = nl_item(_NL_MEASUREMENT_MEASUREMENT)

        private static func isImperial(_ answer: UnsafeMutablePointer<CChar>?) -> Bool { answer?.pointee == 2 }
    #endif
}
