import Foundation

/// Builds request URLs under a service's base URL.
enum ServiceURL {
    /// An overriding base URL from the environment, made to end in "/" so
    /// relative paths go under it; nil when unset, empty or not HTTP(S).
    static func base(_ text: String?) -> URL? {
        guard let text, !text.isEmpty else { return nil }
        guard let url = URL(string: text.hasSuffix("/") ? text : text + "/"),
            ["http", "https"].contains(url.scheme?.lowercased())
        else { return nil }
        return url
    }

    static func make(_ base: URL, path: String, query: [(String, String)]) -> URL {
        let url = base.appendingPathComponent(path)
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return url }
        if !query.isEmpty { components.queryItems = query.map { URLQueryItem(name: $0.0, value: $0.1) } }
        return components.url ?? url
    }
}
