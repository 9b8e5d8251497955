import Foundation
import Testing

@testable import GlobetrotterCore

@MainActor
@Suite(.timeLimit(.minutes(1))) struct HolidayServiceTests {
    let offline = FakeHolidayProvider(source: .offline(years: 2024...2030), live: .success(HolidayFixtures.offlineOnly))

    @Test func freshAnswerIsKeptSoTheSameYearAsksNoOneAgain() async throws {
        let online = FakeHolidayProvider(live: .success(HolidayFixtures.germany2024))
        let service = HolidayService(online: online, offline: offline)
        let first = try await service.holidays(country: "de", year: 2024)
        let second = try await service.holidays(country: "DE", year: 2024)
        #expect(first == second)
        #expect(first.source == .nager)
        #expect(first.fallback == nil)
        #expect(online.liveCalls == 1)
        _ = try await service.holidays(country: "DE", year: 2024, reload: true)
        #expect(online.liveCalls == 2, "Retry asks again")
    }

    @Test func failureFallsBackToTheHTTPCacheWithANote() async throws {
        let online = FakeHolidayProvider(
            live: .failure(.http(.serverError(status: 500))), cached: .success(HolidayFixtures.germany2024))
        let service = HolidayService(online: online, offline: offline)
        let year = try await service.holidays(country: "DE", year: 2024)
        #expect(year.holidays == HolidayFixtures.germany2024)
        #expect(year.source == .nager)
        #expect(
            HolidaysWording.fallbackNote(for: year)
                == "Nager.Date is not available right now (server error, HTTP 500). Showing the copy saved earlier.")
        #expect(offline.liveCalls == 0)
    }

    @Test func withoutACachedCopyItFallsBackToOfflineData() async throws {
        let online = FakeHolidayProvider(live: .failure(.http(.timedOut)))
        let service = HolidayService(online: online, offline: offline)
        let year = try await service.holidays(country: "DE", year: 2024)
        #expect(year.holidays == HolidayFixtures.offlineOnly)
        #expect(HolidaysWording.name(of: year.source) == "Offline data, 2024–2030")
        #expect(
            HolidaysWording.fallbackNote(for: year)
                == "Nager.Date could not be reached (timed out). Showing offline data, 2024–2030.")
        _ = try await service.holidays(country: "DE", year: 2024)
        #expect(online.liveCalls == 2, "a fallback is not kept: the next visit tries online again")
    }

    /// Each way the online source can fail, and the notice a person reads.
    nonisolated static let notices: [(HolidaySource, HolidayProviderError, String)] = [
        (
            .nager, .http(.notFound(URL(string: "https://date.nager.at/api/v3/PublicHolidays/2024/DE")!)),
            "Nager.Date is not available right now (not found, HTTP 404). Showing offline data, 2024–2030."
        ),
        (
            .nager, .http(.rateLimited(retryAfterSeconds: 30)),
            "Nager.Date is not available right now (too many requests, HTTP 429). Showing offline data, 2024–2030."
        ),
        (
            .nager, .http(.serverError(status: 500)),
            "Nager.Date is not available right now (server error, HTTP 500). Showing offline data, 2024–2030."
        ),
        (.nager, .http(.timedOut), "Nager.Date could not be reached (timed out). Showing offline data, 2024–2030."),
        (
            .nager, .http(.cannotConnect(host: "date.nager.at", reason: "Error resolving “date.nager.at”")),
            "Nager.Date could not be reached (no connection). Showing offline data, 2024–2030."
        ),
        (
            .nager,
            .http(.transport("Error Domain=g-tls-error-quark Code=3 https://date.nager.at/api/v3/PublicHolidays.")),
            "Nager.Date could not be reached (network error). Showing offline data, 2024–2030."
        ),
        (
            .nager, .invalidResponse("unexpected character “<” at byte 0"),
            "Nager.Date sent data that could not be read. Showing offline data, 2024–2030."
        ),
        (
            .nager, .invalidResponse("the JSON ends too early (truncated?) at byte 812"),
            "Nager.Date sent data that could not be read. Showing offline data, 2024–2030."
        ),
        (
            .holidayAPI, .refused(status: 401, message: "Invalid API key: sk_live_secret."),
            "holidayapi.com did not accept the API key (HTTP 401). Showing offline data, 2024–2030."
        ),
        (
            .holidayAPI, .refused(status: 429, message: "Rate limit exceeded."),
            "holidayapi.com refused the request (HTTP 429). Showing offline data, 2024–2030."
        ),
        (
            .holidayAPI, .missingKey,
            "holidayapi.com needs an API key (enter one in Preferences). Showing offline data, 2024–2030."
        ),
        (
            .holidayAPI, .keyUnavailable("Error Domain=secret-error Code=2 The collection is locked."),
            "The holidayapi.com key could not be read from the keyring. Showing offline data, 2024–2030."
        ),
    ]

    @Test(arguments: notices)
    func fallbackNoticeIsOneClearSentencePerFailure(source: HolidaySource, error: HolidayProviderError, note: String)
        async throws
    {
        let service = HolidayService(
            online: FakeHolidayProvider(source: source, live: .failure(error)), offline: offline)
        let year = try await service.holidays(country: "DE", year: 2024)
        #expect(HolidaysWording.fallbackNote(for: year) == note)
        let shown = try #require(HolidaysWording.fallbackNote(for: year))
        for leak in ["Error Domain", "://", "key:", "..", ". .", "secret"] {
            #expect(!shown.contains(leak), "the notice shows “\(leak)”")
        }
    }

    @Test func anUnknownCountryOnlineShowsThePackWithANote() async throws {
        let online = FakeHolidayProvider(live: .failure(.unknownCountry("DE")))
        let service = HolidayService(online: online, offline: offline)
        let year = try await service.holidays(country: "DE", year: 2024)
        #expect(year.holidays == HolidayFixtures.offlineOnly)
        #expect(
            HolidaysWording.fallbackNote(for: year)
                == "Nager.Date has no holidays for this country. Showing offline data, 2024–2030.")
        #expect(online.cachedCalls == 0, "a 404 has no saved copy worth reading")
    }

    @Test func anEmptyAnswerOnlineShowsThePackWithANote() async throws {
        let online = FakeHolidayProvider(live: .success([]))
        let service = HolidayService(online: online, offline: offline)
        let year = try await service.holidays(country: "DE", year: 2024)
        #expect(year.holidays == HolidayFixtures.offlineOnly)
        #expect(year.source == .offline(years: 2024...2030))
        #expect(
            HolidaysWording.fallbackNote(for: year)
                == "Nager.Date has no holidays for 2024. Showing offline data, 2024–2030.")
    }

    @Test func anEmptyAnswerEverywhereIsAnEmptyYear() async throws {
        let emptyPack = FakeHolidayProvider(source: .offline(years: 2024...2030), live: .success([]))
        let service = HolidayService(online: FakeHolidayProvider(live: .success([])), offline: emptyPack)
        let year = try await service.holidays(country: "DE", year: 2024)
        #expect(year.holidays.isEmpty)
        #expect(year.source == .nager)
        #expect(HolidaysWording.fallbackNote(for: year) == nil)
        #expect(HolidaysWording.noHolidays(in: year) == "Nager.Date lists no public holidays for 2024.")
    }

    @Test func anEmptyAnswerForAYearBeyondThePackSaysThePacksYears() async throws {
        let outOfRange = FakeHolidayProvider(
            source: .offline(years: 2024...2030),
            live: .failure(.offline(.yearNotCovered(2032, covered: 2024...2030))))
        let service = HolidayService(online: FakeHolidayProvider(live: .success([])), offline: outOfRange)
        let year = try await service.holidays(country: "DE", year: 2032)
        #expect(year.holidays.isEmpty && year.source == .nager && year.fallback == nil)
        #expect(year.offlineYearsLacking == 2024...2030)
        #expect(
            HolidaysWording.noHolidays(in: year)
                == "Nager.Date lists no public holidays for 2032. The offline data covers the years 2024–2030, not 2032."
        )
    }

    @Test func aCodeNoSourceKnowsIsOneSentence() async throws {
        let online = FakeHolidayProvider(live: .failure(.unknownCountry("ZZ")))
        let unknownToo = FakeHolidayProvider(
            source: .offline(years: 2024...2030), live: .failure(.unknownCountry("ZZ")))
        let service = HolidayService(online: online, offline: unknownToo)
        let error = await #expect(throws: HolidayLoadError.unknownCountry("ZZ")) {
            try await service.holidays(country: "ZZ", year: 2024)
        }
        #expect(error.map(HolidaysWording.failure) == "No holidays are known for the country code “ZZ”.")
    }

    @Test func everySourceFailingSaysWhatEachAnswered() async throws {
        let online = FakeHolidayProvider(live: .failure(.http(.rateLimited(retryAfterSeconds: nil))))
        let outOfRange = FakeHolidayProvider(
            source: .offline(years: 2024...2030),
            live: .failure(.offline(.yearNotCovered(1999, covered: 2024...2030))))
        let service = HolidayService(online: online, offline: outOfRange)
        let error = await #expect(throws: HolidayLoadError.self) {
            try await service.holidays(country: "DE", year: 1999)
        }
        #expect(
            error.map(HolidaysWording.failure)
                == "Nager.Date is not available right now (too many requests, HTTP 429). The offline data covers the years 2024–2030, not 1999."
        )
    }

    @Test func offlineModeUsesOnlyThePackAndKeepsIt() async throws {
        let service = HolidayService(online: nil, offline: offline)
        let year = try await service.holidays(country: "DE", year: 2024)
        _ = try await service.holidays(country: "DE", year: 2024)
        #expect(HolidaysWording.fallbackNote(for: year) == nil)
        #expect(service.primarySource == .offline(years: 2024...2030))
        #expect(offline.liveCalls == 1)
    }

    @Test func switchingTheOnlineSourceForgetsOldAnswers() async throws {
        let nager = FakeHolidayProvider(live: .success(HolidayFixtures.germany2024))
        let holidayAPI = FakeHolidayProvider(source: .holidayAPI, live: .success(HolidayFixtures.offlineOnly))
        let service = HolidayService(online: nager, offline: offline)
        _ = try await service.holidays(country: "DE", year: 2024)
        service.setOnline(holidayAPI)
        let year = try await service.holidays(country: "DE", year: 2024)
        #expect(year.source == .holidayAPI)
        #expect(holidayAPI.liveCalls == 1)
    }

    /// The app settles the source (is a holidayapi.com key in the keyring?)
    /// before the first request: a page opened at start-up asks the right one.
    @Test func theSourceDecisionIsAwaitedBeforeAnyoneIsAsked() async throws {
        let nager = FakeHolidayProvider(live: .success(HolidayFixtures.germany2024))
        let holidayAPI = FakeHolidayProvider(source: .holidayAPI, live: .success(HolidayFixtures.offlineOnly))
        let service = HolidayService(online: nager, offline: offline)
        var decisions = 0
        service.sourceDecision = {
            // As the keyring answers: later, on the main actor.
            await Task.yield()
            decisions += 1
            service.setOnline(holidayAPI)
        }
        let year = try await service.holidays(country: "DE", year: 2024)
        #expect(year.source == .holidayAPI)
        #expect(nager.liveCalls == 0, "Nager.Date was never asked")
        #expect(decisions == 1)
    }
}
