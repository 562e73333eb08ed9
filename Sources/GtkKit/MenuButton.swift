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

    /// A button showing an icon and a label side by side, such as a date picker's
    /// "📅 Jan 15, 2099"; it pops up its `popover`. Set `label` to change the text; where
    /// space is short the label ends in "…". Name it for screen readers with
    /// `buttonAccessibleName`.
    public init(iconName: String, label: String) {
        super.init(sinking: gtk_menu_button_new())
        let box = Box(.horizontal, spacing: 6)
        box.append(Image(iconName: iconName, pixelSize: 16))
        let text = Label(label)
        text.ellipsize = .end
        labelWidget = text
        box.append(text)
        content = box
        gtk_menu_button_set_child(button, box.widget)
    }

    private var content: Widget?
    private var labelWidget: Label?

    /// The button's text: of the label beside its icon (`init(iconName:label:)`), else its own.
    public var label: String {
        get { labelWidget?.text ?? gtk_menu_button_get_label(button).map { String(cString: $0) } ?? "" }
        set {
            if let labelWidget { labelWidget.text = newValue } else { gtk_menu_button_set_label(button, newValue) }
        }
    }

    /// The name screen readers announce, set on the menu button and on the toggle button GTK
    /// puts inside it (the one that takes the focus and the clicks); nil removes it.
    public var buttonAccessibleName: String? {
        get { accessibleName }
        set {
            accessibleName = newValue
            if let inner = gtk_widget_get_first_child(widget) { Widget.setAccessibleName(newValue, of: inner) }
        }
    }

    private var popoverStorage: Popover?

    /// The popover the button opens, instead of a menu (the button keeps its own reference).
    public var popover: Popover? {
        get { popoverStorage }
        set {
            popoverStorage = newValue
            gtk_menu_button_set_popover(button, newValue?.widget)
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
