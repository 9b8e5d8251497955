/// No source could give the holidays, typed so the page can say what each
/// one answered.
public enum HolidayLoadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Neither the online source nor the pack knows this country code.
    case unknownCountry(String)
    /// The pack could not answer, after the online source (if any) failed first.
    case unavailable(online: HolidayFallback?, offline: HolidayProviderError)

    /// For the log.
    public var description: String {
        switch self {
        case .unknownCountry(let code): "unknown country code “\(code)”"
        case .unavailable(let online, let offline):
            [online.map { "\($0.failedSource): \($0.trouble)" }, "offline: \(offline)"].compactMap { $0 }
                .joined(separator: "; ")
        }
    }
}
