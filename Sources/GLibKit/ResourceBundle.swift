import CGLib

/// A compiled GResource bundle (glib-compile-resources' output) held in memory.
public enum ResourceBundle {
    /// Registers `bytes` with GIO, so its files resolve under their resource
    /// paths for every `resource://` and `*_from_resource` lookup in the process.
    public static func register(_ bytes: [UInt8]) throws(GLibError) {
        // GResource keeps the bytes for as long as it is registered, which is for good.
        let data = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count))! }
        defer { g_bytes_unref(data) }
        let resource = try withGError { g_resource_new_from_data(data, $0) }
        guard let resource else { return }
        g_resources_register(resource)
        g_resource_unref(resource)
    }

    /// Whether a file exists at `path` in any registered bundle.
    public static func contains(_ path: String) -> Bool {
        g_resources_get_info(path, G_RESOURCE_LOOKUP_FLAGS_NONE, nil, nil, nil) != 0
    }

    /// The file at `path` in the registered bundles, as text.
    public static func text(at path: String) -> String? {
        guard let bytes = try? withGError({ g_resources_lookup_data(path, G_RESOURCE_LOOKUP_FLAGS_NONE, $0) }) else {
            return nil
        }
        defer { g_bytes_unref(bytes) }
        var size: gsize = 0
        guard let pointer = g_bytes_get_data(bytes, &size) else { return "" }
        return String(decoding: UnsafeRawBufferPointer(start: pointer, count: Int(size)), as: UTF8.self)
    }
}
