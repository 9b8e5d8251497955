import CGLib
import CGtk
import GLibKit

/// A named action, optionally taking a string parameter ("win.show-page::trips").
@MainActor
public final class SimpleAction: ObjectRef, @unchecked Sendable {
    public let name: String

    public convenience init(_ name: String, parameterIsString: Bool = false) {
        self.init(name, parameterType: parameterIsString ? "s" : nil)
    }

    /// - Parameter parameterType: a GVariant type string ("s", "(ssbs)"); nil for none.
    public init(_ name: String, parameterType: String?) {
        self.name = name
        let pointer: OpaquePointer? =
            if let parameterType {
                parameterType.withCString { g_simple_action_new(name, OpaquePointer($0)) }
            } else {
                g_simple_action_new(name, nil)
            }
        super.init(adopting: UnsafeMutableRawPointer(pointer!))
    }

    /// For actions with a parameter type; the argument is the parameter (borrowed for the call).
    @discardableResult
    public func onActivate(parameter handler: @escaping @MainActor (OpaquePointer) -> Void) -> SignalConnection {
        onWithPointer("activate") { variant in
            guard let variant else { return }
            handler(OpaquePointer(variant))
        }
    }

    public var isEnabled: Bool {
        get { g_action_get_enabled(OpaquePointer(objectPointer)) != 0 }
        set { g_simple_action_set_enabled(OpaquePointer(objectPointer), newValue ? 1 : 0) }
    }

    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        onWithPointer("activate") { _ in handler() }
    }

    /// For actions created with `parameterIsString`; the argument is the target string.
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor (String) -> Void) -> SignalConnection {
        onWithPointer("activate") { variant in
            guard let variant else { return }
            handler(String(cString: g_variant_get_string(OpaquePointer(variant), nil)))
        }
    }
}

/// A `GActionMap`: the application or a window.
@MainActor
public protocol ActionGroup: AnyObject {
    var actionGroupPointer: OpaquePointer { get }
}

@MainActor
extension ActionGroup {
    public func addAction(_ action: SimpleAction) {
        g_action_map_add_action(actionGroupPointer, OpaquePointer(action.objectPointer))
    }

    /// Adds the stateful action GSettings makes for `key` (named after it):
    /// activating it writes the key; its state is the key's value.
    public func addSettingsAction(_ settings: Settings, key: String) {
        let action = settings.makeAction(for: key)
        g_action_map_add_action(actionGroupPointer, action)
        g_object_unref(UnsafeMutableRawPointer(action))
    }
}

/// A `GMenu` model for menu buttons.
@MainActor
public final class Menu: ObjectRef, @unchecked Sendable {
    public init() { super.init(adopting: UnsafeMutableRawPointer(g_menu_new()!)) }

    var menuModelPointer: UnsafeMutablePointer<GMenuModel> { cast() }

    public func append(_ label: String, action: String) {
        g_menu_append(OpaquePointer(objectPointer), label, action)
    }

    public func appendSection(_ section: Menu) {
        g_menu_append_section(OpaquePointer(objectPointer), nil, section.menuModelPointer)
    }
}
