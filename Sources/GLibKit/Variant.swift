import CGLib

/// A `GVariant` owned by Swift: D-Bus messages' values. Only the shapes the
/// search provider exchanges are spelled out: strings, string arrays, `u`,
/// tuples and `a{sv}` dictionaries of strings.
public final class Variant: @unchecked Sendable {
    let pointer: OpaquePointer

    /// Takes a reference (sinking a floating one), released on deinit.
    init(_ pointer: OpaquePointer) {
        self.pointer = g_variant_ref_sink(pointer)
    }

    deinit { g_variant_unref(pointer) }

    /// The GVariant type string: "(as)", "s", "a{sv}".
    public var typeString: String { String(cString: g_variant_get_type_string(pointer)) }

    public var childCount: Int { Int(g_variant_n_children(pointer)) }

    /// A tuple's or an array's element; nil out of range.
    public func child(_ index: Int) -> Variant? {
        guard g_variant_is_container(pointer) != 0, index >= 0, index < childCount else { return nil }
        return Variant(g_variant_get_child_value(pointer, gsize(index)))
    }

    /// The text of an `s`; nil for any other type.
    public var string: String? {
        guard typeString == "s" else { return nil }
        return String(cString: g_variant_get_string(pointer, nil))
    }

    /// The texts of an `as`; nil for any other type.
    public var strings: [String]? {
        guard typeString == "as" else { return nil }
        return (0..<childCount).compactMap { child($0)?.string }
    }

    /// The value of a `u`; nil for any other type.
    public var uint32: UInt32? {
        guard typeString == "u" else { return nil }
        return g_variant_get_uint32(pointer)
    }

    public static func string(_ text: String) -> Variant { Variant(g_variant_new_string(text)) }

    public static func strings(_ texts: [String]) -> Variant {
        let elements = texts.map { string($0) }
        return array(of: "s", elements)
    }

    public static func tuple(_ elements: [Variant]) -> Variant {
        var children: [OpaquePointer?] = elements.map(\.pointer)
        return withExtendedLifetime(elements) { Variant(g_variant_new_tuple(&children, gsize(children.count))) }
    }

    /// An `a{sv}` whose values are strings.
    public static func dictionary(_ entries: [(String, String)]) -> Variant {
        let pairs = entries.map { key, value in
            Variant(
                g_variant_new_dict_entry(g_variant_new_string(key), g_variant_new_variant(g_variant_new_string(value))))
        }
        return array(of: "{sv}", pairs)
    }

    /// An array of `elementType`; also right when it is empty.
    public static func array(of elementType: String, _ elements: [Variant]) -> Variant {
        let type = g_variant_type_new(elementType)
        defer { g_variant_type_free(type) }
        var children: [OpaquePointer?] = elements.map(\.pointer)
        return withExtendedLifetime(elements) { Variant(g_variant_new_array(type, &children, gsize(children.count))) }
    }

}
