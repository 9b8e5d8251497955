import Foundation
import GLibTestSupport
import GlobetrotterCore
import SoupKit

/// Nager.Date-shaped bodies for the provider tests (APIS.md).
enum NagerFixtures {
    static let austria2024 = """
        [{"date":"2024-12-25","localName":"Weihnachten","name":"Christmas Day","countryCode":"AT","fixed":false,\
        "global":true,"counties":null,"launchYear":null,"types":["Public"]},
        {"date":"2024-01-01","localName":"Neujahr","name":"New Year's Day","countryCode":"AT","fixed":true,\
        "global":true,"counties":null,"launchYear":null,"types":["Public","Bank"]}]
        """
    static let olderSingleType = """
        [{"date":"2019-05-01","localName":"Staatsfeiertag","name":"National Holiday","countryCode":"AT",\
        "global":true,"type":"Bank"}]
        """
    static let withoutLocalName = """
        [{"date":"2024-10-26","name":"National Day","countryCode":"AT","global":true,"types":["Public"]}]
        """
    static let regional = """
        [{"date":"2024-03-19","localName":"Josef","name":"Saint Joseph's Day","countryCode":"AT","global":false,\
        "counties":["AT-2","AT-6"],"types":["Public"]}]
        """
}

/// Runs one provider call to the end while pumping the main context, which
/// is where libsoup delivers the answer.
@MainActor
func outcome(of call: @escaping @MainActor () async throws(HolidayProviderError) -> [Holiday])
    async -> Result<[Holiday], HolidayProviderError>?
{
    var result: Result<[Holiday], HolidayProviderError>?
    let task = Task { @MainActor in
        do throws(HolidayProviderError) {
            result = .success(try await call())
        } catch {
            result = .failure(error)
        }
    }
    guard await pumpUntil(timeout: .seconds(8), { result != nil }) else {
        task.cancel()
        return nil
    }
    return result
}
