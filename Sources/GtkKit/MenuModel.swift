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
            let value = g_menu_model_get_item_attribute_value(model, gint(index), name, gk_variant_type_string())
        else { return nil }
        defer { g_variant_unref(value) }
        return String(cString: g_variant_get_string(value, nil))
    }

    private func link(_ name: String, at index: Int) -> MenuModel? {
        guard index >= 0, index < itemCount, let linked = g_menu_model_get_item_link(model, gint(index), name) else { return nil }
        return MenuModel(adopting: UnsafeMutableRawPointer(linked))  // transfer full
    }
}
