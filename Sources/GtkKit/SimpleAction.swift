import CGtk
import CGtkShims
import Glibc

/// A named command (`GSimpleAction`) that menus, buttons, accelerators and code
/// all run the same way, by its detailed name (`app.quit`, `win.add`).
///
/// Put it in an `ActionMap` (the application for `app.`, a window for `win.`,
/// an `ActionGroup` inserted on a widget for any other prefix). A disabled
/// action greys out every menu item and button that runs it, and running it by
/// name does nothing: the one place to say "not now".
@MainActor
public final class SimpleAction: GObjectRef {
    /// The kind of value an action's activation carries.
    public enum Parameter: Sendable, Hashable {
        /// A string: one action for a family of targets (`win.open::notes`).
        case string
    }

    private let isToggle: Bool

    /// An action without state that takes no parameter.
    public init(name: String) {
        isToggle = false
        super.init(adopting: UnsafeMutableRawPointer(g_simple_action_new(name, nil)))
    }

    /// An action that takes a parameter, e.g. `.string`: run it as `win.open::notes`
    /// from a menu, or with `activateAction("win.open", parameter: "notes")`.
    public init(name: String, parameter: Parameter) {
        isToggle = false
        let type: OpaquePointer? =
            switch parameter {
            case .string: gk_variant_type_string()
            }
        super.init(adopting: UnsafeMutableRawPointer(g_simple_action_new(name, type)))
    }

    /// An on/off action: each activation flips `isOn`, and a menu item that
    /// runs it shows a check mark while it is on.
    public init(name: String, isOn: Bool) {
        isToggle = true
        let state = g_variant_new_boolean(isOn ? 1 : 0)  // floating: the action sinks it
        super.init(adopting: UnsafeMutableRawPointer(g_simple_action_new_stateful(name, nil, state)))
        // Any handler on `activate` replaces GLib's default flip of a boolean state, so the
        // action flips itself, in a handler connected first (handlers run in connection
        // order) that needs neither a box nor this wrapper: it works on the action it is given.
        let flip: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { action, _, _ in
            guard let action, let state = g_action_get_state(gk_action(action)) else { return }
            let isOn = g_variant_get_boolean(state) != 0
            g_variant_unref(state)
            g_simple_action_set_state(gk_simple_action(action), g_variant_new_boolean(isOn ? 0 : 1))
        }
        SignalConnection.connect(pointer, "activate", handler: (), trampoline: flip)
    }

    /// The action's name, without its map's prefix (`quit`, not `app.quit`).
    public var name: String {
        String(cString: g_action_get_name(gk_action(pointer)))
    }

    /// Whether the action runs when activated. Disabled, GTK greys out the menu
    /// items and buttons bound to it, and activation does nothing.
    public var isEnabled: Bool {
        get { g_action_get_enabled(gk_action(pointer)) != 0 }
        set { g_simple_action_set_enabled(gk_simple_action(pointer), newValue ? 1 : 0) }
    }

    /// The state of an on/off action (`init(name:isOn:)`); false for the others.
    /// Setting it does not run `onActivated` handlers.
    public var isOn: Bool {
        get {
            guard isToggle, let state = g_action_get_state(gk_action(pointer)) else { return false }
            defer { g_variant_unref(state) }
            return g_variant_get_boolean(state) != 0
        }
        set {
            guard isToggle else { return }
            g_simple_action_set_state(gk_simple_action(pointer), g_variant_new_boolean(newValue ? 1 : 0))
        }
    }

    private typealias ActivateHandler = @MainActor (UnsafeMutableRawPointer?) -> Void

    /// `activate` is `void (*)(GSimpleAction *, GVariant *parameter, gpointer)`
    /// with a parameter that is NULL for actions without one, so GtkKit's
    /// pointer trampoline (which skips NULL) does not fit: this is a signature of
    /// its own, wrapped through the public generic entry.
    private func connectActivate(_ handler: @escaping ActivateHandler) -> SignalConnection {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
            _, parameter, data in
            let handler: ActivateHandler = SignalConnection.handler(from: data!)
            MainActor.assumeIsolated { handler(parameter) }
        }
        return SignalConnection.connect(pointer, "activate", handler: handler, trampoline: trampoline)
    }

    /// Runs `handler` each time the action is activated (by a menu, a button,
    /// an accelerator or `activateAction`). An on/off action has flipped `isOn`
    /// before `handler` runs.
    @discardableResult
    public func onActivated(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectActivate { _ in handler() }
    }

    /// Runs `handler` with the string each activation carries (an action made
    /// with `parameter: .string`).
    @discardableResult
    public func onActivated(string handler: @escaping @MainActor (String) -> Void) -> SignalConnection {
        connectActivate { parameter in
            guard let parameter else { return }
            let variant = OpaquePointer(parameter)
            guard g_variant_is_of_type(variant, gk_variant_type_string()) != 0 else { return }
            handler(String(cString: g_variant_get_string(variant, nil)))
        }
    }

    /// Runs the action as a menu item would (nothing happens while it is disabled).
    /// - Parameter parameter: the string an action made with `parameter: .string` takes.
    public func activate(parameter: String? = nil) {
        g_action_activate(gk_action(pointer), parameter.map { g_variant_new_string($0) })
    }
}
