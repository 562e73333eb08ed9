import CGtk
import CGtkShims

/// `GtkButton`.
@MainActor
public final class Button: Widget, Pressable {
    public init(label: String) {
        super.init(sinking: gtk_button_new_with_label(label))
    }

    public init(iconName: String) {
        super.init(sinking: gtk_button_new_from_icon_name(iconName))
    }

    /// Wraps a button some other code built (a library's composite widget); the
    /// wrapper holds a reference of its own.
    public init(wrapping button: UnsafeMutablePointer<GtkWidget>) {
        super.init(sinking: UnsafeMutableRawPointer(button))
    }

    public var label: String {
        get { gtk_button_get_label(gk_button(pointer)).map { String(cString: $0) } ?? "" }
        set { gtk_button_set_label(gk_button(pointer), newValue) }
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

/// A control a user presses or clicks (buttons, toggle buttons, check buttons).
@MainActor
public protocol Pressable: Widget {
    /// Clicks as a pointer would: only when the control is on screen and takes input.
    /// Returns whether the click happened.
    @discardableResult
    func click() -> Bool
}
