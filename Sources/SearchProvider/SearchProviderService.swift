import Foundation
import GLibKit
import GlobetrotterCore

/// The D-Bus face of `SearchPresenter`: exports
/// `org.gnome.Shell.SearchProvider2` beside the `GApplication` service that
/// owns the provider's bus name, and answers each call on the main thread
/// from local data, holding the service meanwhile: it ends once no call came
/// for its inactivity timeout (D-Bus starts it again on the next search).
@MainActor
final class SearchProviderService {
    private let presenter: SearchPresenter
    private let connection: DBusConnection
    private let application: ServiceApplication
    private var export: DBusExport?

    init(presenter: SearchPresenter, connection: DBusConnection, application: ServiceApplication) {
        self.presenter = presenter
        self.connection = connection
        self.application = application
    }

    /// Exports the object, then takes the name: a call queued by D-Bus
    /// activation arrives only once both are there.
    func start() throws(GLibError) {
        export = try connection.export(
            path: SearchProviderInterface.objectPath, introspectionXML: SearchProviderInterface.introspectionXML,
            interface: SearchProviderInterface.name
        ) { [weak self] call in self?.handle(call) }
        try application.register()
    }

    private func handle(_ call: DBusMethodCall) {
        application.hold()
        defer { application.release() }
        // The method only: search terms are what a person typed.
        DiagnosticLog.debug("D-Bus call \(call.method)")
        let arguments = call.parameters
        switch call.method {
        case "GetInitialResultSet":
            call.reply(.tuple([.strings(presenter.resultIDs(for: arguments.child(0)?.strings ?? []))]))
        case "GetSubsearchResultSet":
            // Narrowing is cheaper to redo than to reason about: every answer is a few lookups.
            call.reply(.tuple([.strings(presenter.resultIDs(for: arguments.child(1)?.strings ?? []))]))
        case "GetResultMetas":
            let metas = presenter.metas(for: arguments.child(0)?.strings ?? []).map(Self.dictionary)
            call.reply(.tuple([.array(of: "a{sv}", metas)]))
        case "ActivateResult":
            let target = (arguments.child(0)?.string).flatMap(SearchTarget.init(id:))
            launch(target, timestamp: arguments.child(2)?.uint32 ?? 0, call: call)
        case "LaunchSearch":
            let target = presenter.launchTarget(for: arguments.child(0)?.strings ?? [])
            launch(target, timestamp: arguments.child(1)?.uint32 ?? 0, call: call)
        default:
            // i18n-ignore: a D-Bus error the Shell logs
            call.fail(name: "org.freedesktop.DBus.Error.UnknownMethod", message: "No method \(call.method)")
        }
    }

    private func launch(_ target: SearchTarget?, timestamp: UInt32, call: DBusMethodCall) {
        if let problem = AppLauncher.open(target, timestamp: timestamp) {
            call.fail(name: "org.freedesktop.DBus.Error.SpawnFailed", message: problem)
        } else {
            call.reply()
        }
    }

    /// The keys the Shell reads: id, name, description, gicon, clipboardText.
    private static func dictionary(_ meta: SearchResultMeta) -> Variant {
        var entries = [
            ("id", meta.id), ("name", meta.name), ("description", meta.description), ("gicon", meta.iconName),
        ]
        if let clipboard = meta.clipboardText { entries.append(("clipboardText", clipboard)) }
        return .dictionary(entries)
    }
}
