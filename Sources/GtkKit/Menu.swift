import CGtk
import CGtkShims

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
