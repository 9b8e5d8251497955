import CGLib

/// A `GApplication` run as a D-Bus service (`G_APPLICATION_IS_SERVICE`): it
/// owns its ID as a bus name, refuses to start when another instance holds
/// it, and ends once it has been released and then idle for its inactivity
/// timeout — GLib's life cycle for a D-Bus–activated helper, such as a
/// GNOME Shell search provider. Without GTK, so it starts fast.
@MainActor
public final class ServiceApplication: ObjectRef, @unchecked Sendable {
    public init(id: String) {
        super.init(adopting: UnsafeMutableRawPointer(g_application_new(id, G_APPLICATION_IS_SERVICE)!))
        // D-Bus may ask a service to activate (org.freedesktop.Application);
        // it has no window to show, but GLib warns about an unhandled activate.
        on("activate") {}
    }

    private var application: UnsafeMutablePointer<GApplication> { cast() }

    /// How long the service stays up after its last `release()`.
    public var inactivityTimeoutMilliseconds: UInt32 {
        get { g_application_get_inactivity_timeout(application) }
        set { g_application_set_inactivity_timeout(application, newValue) }
    }

    /// Takes the bus name now, on the session bus's shared connection. Export
    /// the service's objects on that connection first: a call D-Bus queued
    /// while starting the service arrives as soon as the name is owned.
    public func register() throws(GLibError) {
        let registered = try withGError { error in g_application_register(application, nil, error) }
        // i18n-ignore: for the log
        guard registered != 0 else { throw GLibError(domain: "g-io-error-quark", code: 0, message: "not registered") }
    }

    /// Keeps the service up while a call is handled.
    public func hold() { g_application_hold(application) }

    /// Ends a `hold()`; after the last one the inactivity timeout starts.
    public func release() { g_application_release(application) }

    public func quit() { g_application_quit(application) }

    /// Runs the main loop until the service is released and idle, or quits.
    public func run() -> Int32 {
        let program = strdup(CommandLine.arguments.first ?? "service")
        defer { free(program) }
        var argv: [UnsafeMutablePointer<CChar>?] = [program, nil]
        return g_application_run(application, 1, &argv)
    }
}
