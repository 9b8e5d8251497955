import CGLib
import CGLibSupport

/// Owns one strong reference to a GObject for as long as the Swift wrapper lives.
///
/// Widgets start with a *floating* reference: taking it with `g_object_ref_sink`
/// turns that into ours, so GTK containers add their own reference on top and
/// the object outlives the wrapper exactly when GTK still uses it.
open class ObjectRef: @unchecked Sendable {
    /// The wrapped instance; valid while `self` lives.
    public let objectPointer: UnsafeMutablePointer<GObject>

    /// Takes a floating or borrowed (transfer none) reference.
    public init(retaining pointer: UnsafeMutableRawPointer) {
        objectPointer = pointer.assumingMemoryBound(to: GObject.self)
        g_object_ref_sink(pointer)
    }

    /// Adopts a full (transfer full, not floating) reference the caller owned.
    public init(adopting pointer: UnsafeMutableRawPointer) {
        objectPointer = pointer.assumingMemoryBound(to: GObject.self)
        if gt_is_floating(pointer) != 0 {
            g_object_ref_sink(pointer)
            g_object_unref(pointer)
        }
    }

    deinit {
        g_object_unref(objectPointer)
    }

    /// The instance as another C type (the `G_OBJECT()`/`GTK_WIDGET()` cast macros).
    public func cast<T>(_: T.Type = T.self) -> UnsafeMutablePointer<T> {
        UnsafeMutableRawPointer(objectPointer).assumingMemoryBound(to: T.self)
    }

    public var typeName: String { String(cString: gt_type_name_of(objectPointer)) }

    /// Sets a string property (`g_object_set` is variadic and not imported).
    public func setProperty(_ name: String, _ value: String?) {
        var gvalue = GValue()
        g_value_init(&gvalue, gt_type_string())
        g_value_set_string(&gvalue, value)
        g_object_set_property(objectPointer, name, &gvalue)
        g_value_unset(&gvalue)
    }

    public func setProperty(_ name: String, _ value: Bool) {
        var gvalue = GValue()
        g_value_init(&gvalue, gt_type_boolean())
        g_value_set_boolean(&gvalue, value ? 1 : 0)
        g_object_set_property(objectPointer, name, &gvalue)
        g_value_unset(&gvalue)
    }

    public func stringProperty(_ name: String) -> String? {
        var gvalue = GValue()
        g_value_init(&gvalue, gt_type_string())
        defer { g_value_unset(&gvalue) }
        g_object_get_property(objectPointer, name, &gvalue)
        return g_value_get_string(&gvalue).map { String(cString: $0) }
    }

    public func boolProperty(_ name: String) -> Bool {
        var gvalue = GValue()
        g_value_init(&gvalue, gt_type_boolean())
        defer { g_value_unset(&gvalue) }
        g_object_get_property(objectPointer, name, &gvalue)
        return g_value_get_boolean(&gvalue) != 0
    }
}

extension ObjectRef: Equatable, Hashable {
    public static func == (lhs: ObjectRef, rhs: ObjectRef) -> Bool {
        lhs.objectPointer == rhs.objectPointer
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(objectPointer)
    }
}
