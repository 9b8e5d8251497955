/// Holidays with the fallback chain of ARCHITECTURE §5: the online provider,
/// then its HTTP cache, then the offline pack — each step saying why. Fresh
/// answers are kept in memory per country-year, so showing a year again asks
/// no one; fallbacks are not kept, so the next visit tries online again.
@MainActor
public final class HolidayService {
    private var online: (any CachedHolidayProviding)?
    private let offline: any HolidayProviding
    private var fresh: [CacheKey: HolidayYear] = [:]

    private struct CacheKey: Hashable {
        let country: String
        let year: Int
    }

    /// - Parameter online: nil when the app runs offline.
    public init(online: (any CachedHolidayProviding)?, offline: any HolidayProviding) {
        self.online = online
        self.offline = offline
    }

    /// Switches the online source (a key was entered or removed) and forgets what the old one said.
    public func setOnline(_ provider: (any CachedHolidayProviding)?) {
        online = provider
        fresh.removeAll()
    }

    /// Awaited before each request, so the online source is settled first: the
    /// app reads the keyring once to know whether holidayapi.com has a key.
    /// Without it a page opened at start-up asked Nager.Date while a key was stored.
    public var sourceDecision: (@MainActor () async -> Void)?

    /// The source the next request asks first.
    public var primarySource: HolidaySource { online?.source ?? offline.source }

    /// - Parameter reload: skips the in-memory copy (Retry).
    public func holidays(country: String, year: Int, reload: Bool = false) async throws(HolidayLoadError) -> HolidayYear
    {
        if let sourceDecision { await sourceDecision() }
        let key = CacheKey(country: country.uppercased(), year: year)
        if !reload, let kept = fresh[key] { return kept }
        guard let online else {
            let result = try await offlineYear(key, after: nil)
            fresh[key] = result
            return result
        }
        let problem: HolidayProviderError
        do {
            let holidays = try await online.holidays(country: key.country, year: year)
            let result = HolidayYear(countryCode: key.country, year: year, holidays: holidays, source: online.source)
            guard holidays.isEmpty else {
                fresh[key] = result
                return result
            }
            return await emptyAnswer(result, key)
        } catch {
            problem = error
        }
        DiagnosticLog.warning("Holidays for \(key.country) \(year) from \(online.source): \(problem)")
        // Only the pack's own errors have no trouble, and the online source never throws those.
        let fallback = HolidayFallback(failedSource: online.source, trouble: problem.trouble ?? .unreadable)
        // The server knows nothing of this country: a saved copy cannot exist, the pack may have it.
        if problem != .unknownCountry(key.country),
            let cached = try? await online.cachedHolidays(country: key.country, year: year)
        {
            return HolidayYear(
                countryCode: key.country, year: year, holidays: cached, source: online.source, fallback: fallback)
        }
        return try await offlineYear(key, after: fallback)
    }

    /// An empty online answer: the pack's list while it has this year (saying why),
    /// else the empty answer — naming the pack's years when it lacks this one.
    private func emptyAnswer(_ result: HolidayYear, _ key: CacheKey) async -> HolidayYear {
        let empty = HolidayFallback(failedSource: result.source, trouble: .noData(.holidaysForYear(key.year)))
        do {
            let offline = try await offlineYear(key, after: empty)
            return offline.holidays.isEmpty ? result : offline
        } catch .unavailable(_, .offline(.yearNotCovered(_, let covered))) {
            var answer = result
            answer.offlineYearsLacking = covered
            return answer
        } catch {
            return result
        }
    }

    /// - Parameter fallback: why the online source gave nothing; nil when there is none.
    private func offlineYear(_ key: CacheKey, after fallback: HolidayFallback?) async throws(HolidayLoadError)
        -> HolidayYear
    {
        do {
            let holidays = try await offline.holidays(country: key.country, year: key.year)
            return HolidayYear(
                countryCode: key.country, year: key.year, holidays: holidays, source: offline.source,
                fallback: fallback)
        } catch .unknownCountry(let code) {
            // Neither source knows the code: one sentence, not two saying the same.
            throw .unknownCountry(code)
        } catch {
            if case .offline(.unavailable(let packError)) = error { DiagnosticLog.warning(packError.description) }
            throw .unavailable(online: fallback, offline: error)
        }
    }
}
