import CGtk
import CGtkShims

/// A read-only menu (`GMenuModel`): what a `MenuButton` shows, or a section or
/// submenu read back from a `Menu`. Items run actions by name, so a menu holds
/// no closures and greys out an item whose action is disabled.
@MainActor
public class MenuModel: GObjectRef {
    private var model: UnsafeMutablePointer<GMenuModel> { gk_menu_model(pointer) }

    /// How many items the menu has at its top level (a section counts as one).
    public var itemCount: Int { Int(g_menu_model_get_n_items(model)) }

    /// The label of item `index`, or nil (a section without a title).
    public func label(at index: Int) -> String? { stringAttribute("label", at: index) }

    /// The action item `index` runs (`app.quit`), without its target, or nil.
    public func actionName(at index: Int) -> String? { stringAttribute("action", at: index) }

    /// The section at item `index`, or nil when the item is not one.
    public func section(at index: Int) -> MenuModel? { link("section", at: index) }

    /// The submenu at item `index`, or nil when the item is not one.
    public func submenu(at index: Int) -> MenuModel? { link("submenu", at: index) }

    /// Every action the menu runs, its sections' and submenus' included, in order.
    public var allActionNames: [String] {
        (0..<itemCount).flatMap { index -> [String] in
            if let action = actionName(at: index) { return [action] }
            return (section(at: index)?.allActionNames ?? []) + (submenu(at: index)?.allActionNames ?? [])
        }
    }

    private func stringAttribute(_ name: String, at index: Int) -> String? {
        guard index >= 0, index < itemCount,
              let value = g_menu_model_get_item_attribute_value(model, gint(index), name, gk_variant_type_string()) else { return nil }
        defer { g_variant_unref(value) }
        return String(cString: g_variant_get_string(value, nil))
    }

    private func link(_ name: String, at index: Int) -> MenuModel? {
        guard index >= 0, index < itemCount, let linked = g_menu_model_get_item_link(model, gint(index), name) else { return nil }
        return MenuModel(adopting: UnsafeMutableRawPointer(linked)) // transfer full
    }
}

/// One entry of a `Menu` built from a list.
public enum MenuEntry: Sendable {
    /// An item showing `label` that runs the action `action` (`app.quit`, `win.open::notes`).
    case item(_ label: String, action: String)
    /// A group of entries set apart by separators, with an optional title.
    case section([MenuEntry], label: String? = nil)
    /// An item that opens a submenu of `entries`.
    case submenu(_ label: String, [MenuEntry])
}

/// A menu under construction (`GMenu`): items naming actions, sections and
/// submenus. Labels may hold a mnemonic (`_Quit`).
///
/// ```swift
/// let menu = Menu([
///     .section([.item("_New Counter", action: "win.add")]),
///     .item("_Quit", action: "app.quit"),
/// ])
/// ```
@MainActor
public final class Menu: MenuModel {
    /// A menu of `entries` (none: an empty menu to append to).
    public init(_ entries: [MenuEntry] = []) {
        super.init(adopting: UnsafeMutableRawPointer(g_menu_new()))
        entries.forEach { append($0) }
    }

    private var menu: OpaquePointer { gk_menu(pointer) }

    /// Appends an item showing `label` that runs `action` (a detailed name:
    /// `app.quit`, or `win.open::notes` for a string parameter).
    @discardableResult
    public func append(_ label: String, action: String) -> Menu {
        g_menu_append(menu, label, action)
        return self
    }

    /// Appends `section`, set apart by separators, titled `label` if given.
    @discardableResult
    public func appendSection(_ label: String? = nil, _ section: Menu) -> Menu {
        g_menu_append_section(menu, label, gk_menu_model(section.pointer))
        return self
    }

    /// Appends an item showing `label` that opens `submenu`.
    @discardableResult
    public func appendSubmenu(_ label: String, _ submenu: Menu) -> Menu {
        g_menu_append_submenu(menu, label, gk_menu_model(submenu.pointer))
        return self
    }

    /// Appends `entry` (and, for a section or submenu, its entries).
    @discardableResult
    public func append(_ entry: MenuEntry) -> Menu {
        switch entry {
        case .item(let label, let action): return append(label, action: action)
        case .section(let entries, let label): return appendSection(label, Menu(entries))
        case .submenu(let label, let entries): return appendSubmenu(label, Menu(entries))
        }
    }

    /// Removes every item.
    public func removeAll() { g_menu_remove_all(menu) }
}

/// A button that pops up a menu (`GtkMenuButton`), such as a header bar's
/// primary menu.
@MainActor
public final class MenuButton: Widget {
    /// A button showing the icon `iconName` (e.g. `open-menu-symbolic`).
    /// Icon-only, it needs an accessible name: set `tooltip` or `accessibleName`.
    public init(iconName: String) {
        super.init(sinking: gtk_menu_button_new())
        gtk_menu_button_set_icon_name(button, iconName)
    }

    /// A button showing `label`.
    public init(label: String) {
        super.init(sinking: gtk_menu_button_new())
        gtk_menu_button_set_label(button, label)
    }

    private var button: OpaquePointer { gk_menu_button(pointer) }

    private var menuStorage: MenuModel?

    /// The menu the button pops up (the button keeps its own reference).
    public var menuModel: MenuModel? {
        get { menuStorage }
        set {
            menuStorage = newValue
            gtk_menu_button_set_menu_model(button, newValue.map { gk_menu_model($0.pointer) })
        }
    }

    /// Whether this is the window's primary menu: F10 opens it (GTK 4.4+).
    public var isPrimary: Bool {
        get { gtk_menu_button_get_primary(button) != 0 }
        set { gtk_menu_button_set_primary(button, newValue ? 1 : 0) }
    }

    /// Opens the menu, as a click on the button does.
    public func popup() { gtk_menu_button_popup(button) }

    /// Closes the menu.
    public func popdown() { gtk_menu_button_popdown(button) }
}
