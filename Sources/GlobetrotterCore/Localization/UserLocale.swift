import Foundation

#if canImport(Glibc)
    import Glibc
#endif

extension Locale {
    /// How the user writes dates: the locale of LC_TIME (GNOME's Region
    /// setting), once the app has called `setlocale(LC_ALL, "")` at start-up.
    /// Pass it to date formatters: Foundation's `Locale.current` is en_001 on
    /// Linux whatever the environment says (swift-foundation issue 717).
    public static var userDates: Locale { posix(category: LC_TIME) }

    /// How the user writes numbers (decimal and grouping separators): the locale
    /// of LC_NUMERIC. See `userDates`.
    public static var userNumbers: Locale { posix(category: LC_NUMERIC) }

    /// Where the user is, for the home country and currency until they choose
    /// them: the locale of LC_MONETARY (GNOME's Formats region). See `userDates`.
    public static var userRegion: Locale { posix(category: LC_MONETARY) }

    /// The locale a POSIX locale name stands for: "de_DE.UTF-8" or "de_DE@euro"
    /// is de_DE; nil for "C", "POSIX" and their variants, which name no language.
    public init?(posixName: String) {
        let name = posixName.prefix { $0 != "." && $0 != "@" }
        guard !name.isEmpty, name != "C", name != "POSIX" else { return nil }
        self.init(identifier: String(name))
    }

    private static func posix(category: Int32) -> Locale {
        #if canImport(Glibc)
            if let name = setlocale(category, nil), let locale = Locale(posixName: String(cString: name)) {
                return locale
            }
        #endif
        return .current
    }
}
