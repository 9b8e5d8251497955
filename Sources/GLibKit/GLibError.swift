import CGLib

/// A `GError`, copied into Swift so it can cross actors and outlive the C struct.
public struct GLibError: Error, Equatable, Sendable, CustomStringConvertible {
    public let domain: String
    public let code: Int32
    public let message: String

    public init(domain: String, code: Int32, message: String) {
        self.domain = domain
        self.code = code
        self.message = message
    }

    /// Copies and frees `error`.
    public init(consuming error: UnsafeMutablePointer<GError>) {
        domain = String(cString: g_quark_to_string(error.pointee.domain))
        code = error.pointee.code
        message = error.pointee.message.map { String(cString: $0) } ?? "Unknown error"
        g_error_free(error)
    }

    public var isCancellation: Bool {
        domain == String(cString: g_quark_to_string(g_io_error_quark()))
            && code == Int32(G_IO_ERROR_CANCELLED.rawValue)
    }

    public var isTimeout: Bool {
        domain == String(cString: g_quark_to_string(g_io_error_quark()))
            && code == Int32(G_IO_ERROR_TIMED_OUT.rawValue)
    }

    public var description: String { message }
}

/// Calls a C function taking a trailing `GError **` and throws what it reports.
public func withGError<T>(_ body: (UnsafeMutablePointer<UnsafeMutablePointer<GError>?>) -> T) throws(GLibError) -> T {
    var error: UnsafeMutablePointer<GError>?
    let result = body(&error)
    if let error { throw GLibError(consuming: error) }
    return result
}
