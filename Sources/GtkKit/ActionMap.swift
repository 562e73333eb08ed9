import CGtk
import CGtkShims
import Glibc

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
    /// - Parameters:
    ///   - name: the action's name with its prefix (`app.`, `win.`, or an action group's).
    ///   - parameter: the string an action made with `parameter: .string` takes.
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
