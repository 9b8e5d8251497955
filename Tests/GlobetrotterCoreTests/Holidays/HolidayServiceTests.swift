import Testing

@testable import GlobetrotterCore

@MainActor
@Suite struct HolidayServiceTests {
    let offline = FakeHolidayProvider(source: .offline(years: 2024...2030), live: .success(HolidayFixtures.offlineOnly))

    @Test func freshAnswerIsKeptSoTheSameYearAsksNoOneAgain() async throws {
        let online = FakeHolidayProvider(live: .success(HolidayFixtures.germany2024))
        let service = HolidayService(online: online, offline: offline)
        let first = try await service.holidays(country: "de", year: 2024)
        let second = try await service.holidays(country: "DE", year: 2024)
        #expect(first == second)
        #expect(first.source == .nager)
        #expect(first.fallbackNote == nil)
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
            year.fallbackNote
                == "Nager.Date could not be reached: The server had a problem (HTTP 500). Showing the copy saved earlier."
        )
        #expect(offline.liveCalls == 0)
    }

    @Test func withoutACachedCopyItFallsBackToOfflineData() async throws {
        let online = FakeHolidayProvider(live: .failure(.http(.timedOut)))
        let service = HolidayService(online: online, offline: offline)
        let year = try await service.holidays(country: "DE", year: 2024)
        #expect(year.holidays == HolidayFixtures.offlineOnly)
        #expect(year.source.label == "Offline data, 2024–2030")
        #expect(
            year.fallbackNote
                == "Nager.Date could not be reached: The server did not answer in time. Showing offline data.")
        _ = try await service.holidays(country: "DE", year: 2024)
        #expect(online.liveCalls == 2, "a fallback is not kept: the next visit tries online again")
    }

    @Test func unknownCountryDoesNotFallBack() async throws {
        let online = FakeHolidayProvider(live: .failure(.unknownCountry("ZZ")))
        let service = HolidayService(online: online, offline: offline)
        await #expect(throws: HolidayLoadError(message: "No holidays are known for the country code “ZZ”.")) {
            try await service.holidays(country: "ZZ", year: 2024)
        }
        #expect(online.cachedCalls == 0)
        #expect(offline.liveCalls == 0)
    }

    @Test func everySourceFailingSaysWhatEachAnswered() async throws {
        let online = FakeHolidayProvider(live: .failure(.http(.rateLimited(retryAfterSeconds: nil))))
        let outOfRange = FakeHolidayProvider(
            source: .offline(years: 2024...2030),
            live: .failure(.offline(.yearNotCovered(1999, covered: 2024...2030))))
        let service = HolidayService(online: online, offline: outOfRange)
        await #expect(
            throws: HolidayLoadError(
                message:
                    "Nager.Date could not be reached: Too many requests (HTTP 429). The offline data covers the years 2024–2030, not 1999."
            )
        ) { try await service.holidays(country: "DE", year: 1999) }
    }

    @Test func offlineModeUsesOnlyThePackAndKeepsIt() async throws {
        let service = HolidayService(online: nil, offline: offline)
        let year = try await service.holidays(country: "DE", year: 2024)
        _ = try await service.holidays(country: "DE", year: 2024)
        #expect(year.fallbackNote == nil)
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
}
