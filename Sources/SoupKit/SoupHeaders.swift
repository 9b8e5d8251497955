import CSoup

/// `SoupMessageHeaders` as a Swift dictionary; a header sent several times
/// becomes one comma-separated value, as HTTP allows.
public enum SoupHeaders {
    public static func dictionary(_ headers: OpaquePointer?) -> [String: String] {
        guard let headers else { return [:] }
        var iterator = SoupMessageHeadersIter()
        soup_message_headers_iter_init(&iterator, headers)
        var result: [String: String] = [:]
        var name: UnsafePointer<CChar>?
        var value: UnsafePointer<CChar>?
        while soup_message_headers_iter_next(&iterator, &name, &value) != 0 {
            guard let name, let value else { continue }
            let key = String(cString: name)
            result[key] = result[key].map { "\($0), \(String(cString: value))" } ?? String(cString: value)
        }
        return result
    }
}
