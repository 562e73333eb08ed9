import CGtk
import CGtkShims

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
