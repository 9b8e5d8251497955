import CGLib

/// The `GHashTable`s of strings libsecret takes for a schema's attribute
/// types and an item's attribute values.
enum KeyringAttributes {
    /// A table owning copies of its strings; a nil value is a NULL pointer
    /// (`SECRET_SCHEMA_ATTRIBUTE_STRING` is 0 in a schema's type table).
    static func table(_ entries: [(String, String?)]) -> OpaquePointer {
        let table = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_free)!
        for (key, value) in entries {
            g_hash_table_insert(table, g_strdup(key), value.map { UnsafeMutableRawPointer(g_strdup($0)) } ?? nil)
        }
        return table
    }
}
