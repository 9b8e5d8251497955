import Foundation

extension DecodingError {
    /// One line naming where in the document decoding failed and why, for
    /// error messages ("at years.2026[3].date: …"), instead of the enum dump.
    var readableDescription: String {
        let (path, detail): ([any CodingKey], String) =
            switch self {
            case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
                (context.codingPath, context.debugDescription)
            case .keyNotFound(let key, let context):
                (context.codingPath, "missing field \"\(key.stringValue)\"")
            @unknown default:
                ([], String(describing: self))
            }
        let location = path.reduce(into: "") { text, key in
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return location.isEmpty ? detail : "at \(location): \(detail)"
    }
}

/// Describes any error from `JSONDecoder` in one line.
func readableDecodingFailure(_ error: any Error) -> String {
    (error as? DecodingError)?.readableDescription ?? String(describing: error)
}
