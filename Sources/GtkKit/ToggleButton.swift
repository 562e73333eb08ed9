import CGtk
import CGtkShims

/// `GtkToggleButton`; toggle buttons put in one group behave as radio buttons.
@MainActor
public final class ToggleButton: Button {
    private let userHandlers = UserChangeHandlers()

    /// A toggle button showing `label`, off.
    public override init(label: String) {
        super.init(wrapping: gtk_toggle_button_new_with_label(label))
    }

    /// Wraps a toggle button some other code built (a library's composite widget, such as
    /// a `ViewSwitcher`'s page buttons); the wrapper holds a reference of its own.
    public override init(wrapping button: UnsafeMutablePointer<GtkWidget>) {
        super.init(wrapping: button)
    }

    /// Whether the button is pressed in. Setting it does not run `onActivated` handlers.
    public var isActive: Bool {
        get { gtk_toggle_button_get_active(gk_toggle_button(pointer)) != 0 }
        set {
            guard newValue != isActive else { return }
            userHandlers.whileBlocked { gtk_toggle_button_set_active(gk_toggle_button(pointer), newValue ? 1 : 0) }
        }
    }

    /// Makes this button part of `other`'s radio group.
    public func join(_ other: ToggleButton) {
        gtk_toggle_button_set_group(gk_toggle_button(pointer), gk_toggle_button(other.pointer))
    }

    /// Adds `handler`, run when the user turns the button on. Not called when code sets `isActive`.
    @discardableResult
    public func onActivated(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        userHandlers.add(
            connect("toggled") { [weak self] in
                if self?.isActive == true { handler() }
            })
    }
}
