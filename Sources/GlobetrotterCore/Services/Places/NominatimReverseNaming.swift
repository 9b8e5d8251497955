import Foundation

/// Names a position by Nominatim's reverse lookup
/// (`reverse?lat=&lon=&format=jsonv2&zoom=10`, town level), through the
/// search's own connection and its one-request-a-second turn.
public struct NominatimReverseNaming: PlaceNaming {
    private let nominatim: NominatimPlaceSearch

    public init(nominatim: NominatimPlaceSearch) {
        self.nominatim = nominatim
    }

    /// The town at `point`, keeping `point` itself (where the person put the stop); nil on any failure.
    public func place(at point: GeoPoint) async -> Place? {
        do {
            let body = try await nominatim.answer(
                path: "reverse",
                query: [
                    ("lat", String(format: "%.6f", point.latitude)),
                    ("lon", String(format: "%.6f", point.longitude)), ("zoom", "10"),
                ])
            let answer = try JSONDecoder().decode(Answer.self, from: body)
            let address = answer.address
            guard
                let name = [answer.name, address?.city, address?.town, address?.village, address?.county]
                    .compactMap({ $0 }).first(where: { !$0.isEmpty })
            else { return nil }
            return Place(
                name: name, region: address?.state, regionCode: address?.regionCode,
                countryCode: address?.countryCode, countryName: address?.country, point: point)
        } catch {
            DiagnosticLog.warning("Nominatim could not name \(point.latitude),\(point.longitude): \(error)")
            return nil
        }
    }

    private struct Answer: Decodable {
        var name: String?
        var address: NominatimAddress?
    }
}

/// Online naming first, the bundled cities when it has no answer (offline,
/// an error, the sea): a stop always gets a name.
public struct FallbackNaming: PlaceNaming {
    private let online: (any PlaceNaming)?
    private let offline: any PlaceNaming

    public init(online: (any PlaceNaming)?, offline: any PlaceNaming) {
        self.online = online
        self.offline = offline
    }

    public func place(at point: GeoPoint) async -> Place? {
        if let online, let place = await online.place(at: point) { return place }
        return await offline.place(at: point)
    }
}
