import CGLib

/// A D-Bus connection (`GDBusConnection`) for exporting objects on the main
/// context: what a D-Bus–activated service needs beside its `ServiceApplication`,
/// which owns the bus name.
@MainActor
public final class DBusConnection {
    let pointer: OpaquePointer

    private init(_ pointer: OpaquePointer) { self.pointer = pointer }

    isolated deinit { g_object_unref(UnsafeMutableRawPointer(pointer)) }

    /// The session bus (`DBUS_SESSION_BUS_ADDRESS`), connected now.
    public static func session() throws(GLibError) -> DBusConnection {
        let connection = try withGError { error in g_bus_get_sync(G_BUS_TYPE_SESSION, nil, error) }
        // i18n-ignore: D-Bus errors, for the log
        guard let connection else { throw GLibError(domain: "g-io-error-quark", code: 0, message: "no session bus") }
        return DBusConnection(connection)
    }

    /// Exports an object at `path` implementing the interface `interface`
    /// described by `introspectionXML`. GDBus checks each call's signature
    /// against the description (a mismatch is answered with InvalidArgs
    /// before `handler` sees it), and `handler` must answer every call once.
    public func export(
        path: String, introspectionXML: String, interface: String,
        handler: @escaping @MainActor (DBusMethodCall) -> Void
    ) throws(GLibError) -> DBusExport {
        let node = try withGError { error in g_dbus_node_info_new_for_xml(introspectionXML, error) }
        // i18n-ignore: D-Bus errors, for the log
        guard let node else { throw GLibError(domain: "g-markup-error-quark", code: 0, message: "no node") }
        defer { g_dbus_node_info_unref(node) }
        guard let info = g_dbus_node_info_lookup_interface(node, interface) else {
            // i18n-ignore: D-Bus errors, for the log
            throw GLibError(domain: "g-dbus-error-quark", code: 0, message: "\(interface) is not in the description")
        }
        let box = MethodHandlerBox(handler).retained()
        let id = try withGError { error in
            g_dbus_connection_register_object(pointer, path, info, methodVTable, box, releaseClosureBox, error)
        }
        // i18n-ignore: D-Bus errors, for the log
        guard id != 0 else { throw GLibError(domain: "g-dbus-error-quark", code: 0, message: "not registered") }
        return DBusExport(connection: self, id: id)
    }

}

/// An exported object; unexported when released.
@MainActor
public final class DBusExport {
    private let connection: DBusConnection
    private let id: guint

    init(connection: DBusConnection, id: guint) {
        self.connection = connection
        self.id = id
    }

    isolated deinit { g_dbus_connection_unregister_object(connection.pointer, id) }
}

/// One incoming method call. Answer it once with `reply` or `fail`; one left
/// unanswered is failed when released, so a caller never waits for nothing.
@MainActor
public final class DBusMethodCall {
    public let method: String
    /// The arguments as a tuple, already checked against the interface.
    public let parameters: Variant
    private var invocation: OpaquePointer?

    init(method: String, parameters: Variant, invocation: OpaquePointer) {
        self.method = method
        self.parameters = parameters
        self.invocation = invocation
    }

    /// Returns `value` (a tuple; nil for no return values).
    public func reply(_ value: Variant? = nil) {
        guard let invocation = take() else { return }
        g_dbus_method_invocation_return_value(invocation, value?.pointer)
    }

    /// Returns the D-Bus error `name` ("org.freedesktop.DBus.Error.Failed") with `message`.
    public func fail(name: String, message: String) {
        guard let invocation = take() else { return }
        g_dbus_method_invocation_return_dbus_error(invocation, name, message)
    }

    private func take() -> OpaquePointer? {
        defer { invocation = nil }
        return invocation
    }

    isolated deinit {
        // i18n-ignore: a D-Bus error the caller logs
        if invocation != nil { fail(name: "org.freedesktop.DBus.Error.Failed", message: "\(method) was not answered") }
    }
}

private typealias MethodHandlerBox = ClosureBox<@MainActor (DBusMethodCall) -> Void>

/// GDBus calls back on the thread of the main context the object was
/// exported from: the main thread here.
private let methodCall: GDBusInterfaceMethodCallFunc = { _, _, _, _, method, parameters, invocation, data in
    guard let method, let parameters, let invocationPointer = invocation, let data else { return }
    let handler = MethodHandlerBox.from(data).closure
    let name = String(cString: method)
    // The parameters belong to the invocation; the Variant's own reference keeps them past the reply.
    let arguments = Variant(parameters)
    nonisolated(unsafe) let invocation = invocationPointer
    MainActor.assumeIsolated {
        handler(DBusMethodCall(method: name, parameters: arguments, invocation: invocation))
    }
}

/// Lives as long as the process: GDBus keeps a pointer to it, not a copy.
nonisolated(unsafe) private let methodVTable: UnsafeMutablePointer<GDBusInterfaceVTable> = {
    let table = UnsafeMutablePointer<GDBusInterfaceVTable>.allocate(capacity: 1)
    table.initialize(to: GDBusInterfaceVTable())
    table.pointee.method_call = methodCall
    return table
}()
