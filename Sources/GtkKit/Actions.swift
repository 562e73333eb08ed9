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
        let type: OpaquePointer? = switch parameter {
        case .string: gk_variant_type_string()
        }
        super.init(adopting: UnsafeMutableRawPointer(g_simple_action_new(name, type)))
    }

    /// An on/off action: each activation flips `isOn`, and a menu item that
    /// runs it shows a check mark while it is on.
    public init(name: String, isOn: Bool) {
        isToggle = true
        let state = g_variant_new_boolean(isOn ? 1 : 0) // floating: the action sinks it
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
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, parameter, data in
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

/// Something actions live in under one prefix: the application (`app.`), a
/// window (`win.`), or an `ActionGroup` inserted on a widget.
@MainActor
public protocol ActionMap: AnyObject {
    /// The `GActionMap *` the actions go in.
    var actionMapPointer: UnsafeMutableRawPointer { get }
}

extension ActionMap {
    /// Adds `action`; the map keeps it (and replaces an action of the same name).
    public func addAction(_ action: SimpleAction) {
        g_action_map_add_action(gk_action_map(actionMapPointer), gk_action(action.pointer))
    }

    /// Adds a parameterless action called `name` running `handler`, and returns
    /// it (to disable it later, say). The map keeps `handler`: capture the map,
    /// or what owns it, weakly.
    @discardableResult
    public func addAction(_ name: String, _ handler: @escaping @MainActor () -> Void) -> SimpleAction {
        let action = SimpleAction(name: name)
        action.onActivated(handler)
        addAction(action)
        return action
    }

    /// Removes the action called `name` (menu items bound to it grey out).
    public func removeAction(named name: String) {
        g_action_map_remove_action(gk_action_map(actionMapPointer), name)
    }

    /// Whether the map has an action called `name` (no prefix).
    public func hasAction(named name: String) -> Bool {
        g_action_map_lookup_action(gk_action_map(actionMapPointer), name) != nil
    }
}

/// A set of actions (`GSimpleActionGroup`) put on a widget under a prefix of
/// your choosing with `Widget.insertActionGroup(_:prefix:)`: actions that belong
/// to one part of a window (`row.delete`) rather than to all of it.
@MainActor
public final class ActionGroup: GObjectRef, ActionMap {
    /// An empty group.
    public init() {
        super.init(adopting: UnsafeMutableRawPointer(g_simple_action_group_new()))
    }

    /// The group as a `GActionMap *`.
    public var actionMapPointer: UnsafeMutableRawPointer { pointer }
}

extension Application: ActionMap {
    /// The application as a `GActionMap *`: its actions are `app.` ones.
    public var actionMapPointer: UnsafeMutableRawPointer { pointer }

    /// Makes `accelerators` (e.g. `["<Control>q"]`) run the action
    /// `detailedName` (`app.quit`, `win.add`, `win.open::notes`) in every window
    /// of the application, and shows them next to its menu items. An empty list
    /// removes them.
    public func setAccelerators(_ accelerators: [String], forAction detailedName: String) {
        withCStringArray(accelerators) { gtk_application_set_accels_for_action(gk_application(pointer), detailedName, $0) }
    }

    /// The accelerators that run `detailedName`.
    public func accelerators(forAction detailedName: String) -> [String] {
        guard let list = gtk_application_get_accels_for_action(gk_application(pointer), detailedName) else { return [] }
        defer { g_strfreev(list) }
        var result: [String] = []
        var index = 0
        while let item = list[index] {
            result.append(String(cString: item))
            index += 1
        }
        return result
    }
}

extension Window: ActionMap {
    /// The window's `GActionMap *`, whose actions are `win.` ones. A window made
    /// with an application is one (`GtkApplicationWindow`); a plain window gets a
    /// group inserted as `win` the first time it is asked for, so `win.` actions
    /// work on both.
    public var actionMapPointer: UnsafeMutableRawPointer {
        if gk_is_action_map(pointer) != 0 { return pointer }
        if let group = g_object_get_data(gk_object(pointer), "gk-win-actions") { return group }
        let group = g_simple_action_group_new()!
        gtk_widget_insert_action_group(widget, "win", gk_action_group(UnsafeMutableRawPointer(group)))
        // The widget keeps its own reference; this one goes with the window.
        g_object_set_data_full(gk_object(pointer), "gk-win-actions", UnsafeMutableRawPointer(group)) { g_object_unref($0) }
        return UnsafeMutableRawPointer(group)
    }
}

extension Widget {
    /// Runs the action `name` (`app.quit`, `win.add`, `row.delete`) as seen
    /// from this widget — its own groups, its ancestors', its window's, the
    /// application's — exactly as an accelerator or a menu item runs it.
    /// Returns whether an action of that name was found; a disabled one is
    /// found but does not run.
    /// - Parameter parameter: the string an action made with `parameter: .string` takes.
    @discardableResult
    public func activateAction(_ name: String, parameter: String? = nil) -> Bool {
        gtk_widget_activate_action_variant(widget, name, parameter.map { g_variant_new_string($0) }) != 0
    }

    /// Makes the actions of `group` available to this widget and its children
    /// as `prefix.name`.
    public func insertActionGroup(_ group: ActionGroup, prefix: String) {
        gtk_widget_insert_action_group(widget, prefix, gk_action_group(group.pointer))
    }
}

/// Calls `body` with a NULL-terminated C array of `strings`.
private func withCStringArray<R>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R) -> R {
    let copies = strings.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    let array: [UnsafePointer<CChar>?] = copies.map { UnsafePointer($0) } + [nil]
    return array.withUnsafeBufferPointer { body($0.baseAddress!) }
}
