import CGLib

/// A `GVariant` owned by Swift: D-Bus messages' values. Only the shapes the
/// app exchanges are spelled out: strings, string arrays, `u`, tuples and
/// `a{sv}` dictionaries of strings.
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

    /// The string values of an `a{sv}` (others left out).
    public var stringDictionary: [String: String]? {
        guard typeString == "a{sv}" else { return nil }
        var result: [String: String] = [:]
        for index in 0..<childCount {
            guard let entry = child(index), let key = entry.child(0)?.string,
                let boxed = entry.child(1), let value = Variant(g_variant_get_variant(boxed.pointer)).string
            else { continue }
            result[key] = value
        }
        return result
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

    /// Parses GVariant text format ("(['a', 'b'],)"): for tests and tools.
    public static func parse(_ text: String, type: String) throws(GLibError) -> Variant {
        let variantType = g_variant_type_new(type)
        defer { g_variant_type_free(variantType) }
        let parsed = try withGError { error in g_variant_parse(variantType, text, nil, nil, error) }
        // i18n-ignore: a parse error for tests and tools
        guard let parsed else { throw GLibError(domain: "g-variant-parse-error", code: 0, message: "no value") }
        return Variant(parsed)
    }

    /// GVariant text format, as `gdbus call` prints it.
    public var text: String {
        let printed = g_variant_print(pointer, 0)!
        defer { g_free(printed) }
        return String(cString: printed)
    }
}
