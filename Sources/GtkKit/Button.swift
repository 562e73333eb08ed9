import CGtk
import CGtkShims

/// `GtkButton`, and the base of `ToggleButton` (a `GtkToggleButton` is a
/// `GtkButton`: it has a label, an action and `clicked`, and clicks the same way).
@MainActor
public class Button: Widget, Pressable {
    /// A button showing `label`.
    public init(label: String) {
        super.init(sinking: gtk_button_new_with_label(label))
    }

    /// A button showing the icon `iconName`. Icon-only, it needs an accessible
    /// name (`accessibleName` or `tooltip`) or screen readers say "button".
    public init(iconName: String) {
        super.init(sinking: gtk_button_new_from_icon_name(iconName))
    }

    /// Wraps a button some other code built (a library's composite widget); the
    /// wrapper holds a reference of its own.
    public init(wrapping button: UnsafeMutablePointer<GtkWidget>) {
        super.init(sinking: UnsafeMutableRawPointer(button))
    }

    /// The button's text ("" for an icon button).
    public var label: String {
        get { gtk_button_get_label(gk_button(pointer)).map { String(cString: $0) } ?? "" }
        set { gtk_button_set_label(gk_button(pointer), newValue) }
    }

    /// The icon the button shows instead of its text (setting `label` shows text again).
    /// Icon-only, it needs an accessible name or a tooltip.
    public var iconName: String? {
        get { gtk_button_get_icon_name(gk_button(pointer)).map { String(cString: $0) } }
        set { gtk_button_set_icon_name(gk_button(pointer), newValue) }
    }

    /// The action a click runs (`win.add`, or `win.open::notes` with a string
    /// target), or nil. While that action is disabled or missing, GTK greys the
    /// button out: the action decides whether the button can be pressed.
    /// Reading gives the action's name without its target (`win.open`).
    public var detailedActionName: String? {
        get {
            guard let name = gtk_actionable_get_action_name(gk_actionable(pointer)) else { return nil }
            return String(cString: name)
        }
        set { gtk_actionable_set_detailed_action_name(gk_actionable(pointer), newValue) }
    }

    /// Runs `handler` when the button is clicked.
    @discardableResult
    public func onClicked(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("clicked", handler)
    }

    /// Clicks the button as a pointer would: only when it is on screen and takes input.
    /// Returns whether the click happened.
    @discardableResult
    public func click() -> Bool {
        guard canBePressed else { return false }
        gk_signal_emit_void(pointer, "clicked")
        return true
    }
}
