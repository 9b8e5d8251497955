import Foundation

/// Reads Pixabay's search answer, `{"total":…,"totalHits":…,"hits":[{…}]}`
/// (APIS.md). Leniently: an id may come as a number or a string, and a hit
/// without an id or a downloadable image is skipped. An answer without a
/// `hits` array is `.malformed`.
enum PixabayAnswer {
    static func photos(from body: Data) throws(PhotoError) -> [TripPhoto] {
        do {
            return try JSONDecoder().decode(Answer.self, from: body).hits.compactMap(\.photo)
        } catch {
            throw .malformed
        }
    }

    private struct Answer: Decodable {
        var hits: [Hit]
    }

    /// One hit; any field may be missing or of the wrong type without
    /// failing the others.
    private struct Hit: Decodable {
        var photo: TripPhoto?

        private enum Key: String, CodingKey {
            case id, pageURL, tags, previewURL, webformatURL, user, imageWidth, imageHeight
        }

        init(from decoder: any Decoder) throws {
            guard let fields = try? decoder.container(keyedBy: Key.self),
                let id = Self.integer(fields, .id)
            else { return }
            let preview = Self.webURL(fields, .previewURL)
            let webformat = Self.webURL(fields, .webformatURL)
            guard preview != nil || webformat != nil else { return }
            photo = TripPhoto(
                id: id, pageURL: Self.webURL(fields, .pageURL),
                tags: (try? fields.decodeIfPresent(String.self, forKey: .tags)) ?? "",
                previewURL: preview, webformatURL: webformat,
                user: (try? fields.decodeIfPresent(String.self, forKey: .user)) ?? "",
                imageWidth: Self.integer(fields, .imageWidth) ?? 0, imageHeight: Self.integer(fields, .imageHeight) ?? 0
            )
        }

        private static func integer(_ fields: KeyedDecodingContainer<Key>, _ key: Key) -> Int? {
            if let number = try? fields.decodeIfPresent(Int.self, forKey: key) { return number }
            return (try? fields.decodeIfPresent(String.self, forKey: key)).flatMap { Int($0) }
        }

        /// Only http(s) addresses: anything else could not be downloaded or linked.
        private static func webURL(_ fields: KeyedDecodingContainer<Key>, _ key: Key) -> URL? {
            guard let text = try? fields.decodeIfPresent(String.self, forKey: key), let url = URL(string: text),
                ["http", "https"].contains(url.scheme?.lowercased()), url.host?.isEmpty == false
            else { return nil }
            return url
        }
    }
}
