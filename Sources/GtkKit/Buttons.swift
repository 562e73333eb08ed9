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
        userHandlers.add(connect("toggled") { [weak self] in
            if self?.isActive == true { handler() }
        })
    }
}

/// `GtkCheckButton`.
@MainActor
public final class CheckButton: Widget, Pressable {
    private let userHandlers = UserChangeHandlers()

    /// A check box without a label (label it with `accessibleName` or a `Label` beside it).
    public init() {
        super.init(sinking: gtk_check_button_new())
    }

    /// Whether the box is ticked. Setting it does not run `onToggled` handlers.
    public var isActive: Bool {
        get { gtk_check_button_get_active(gk_check_button(pointer)) != 0 }
        set {
            guard newValue != isActive else { return }
            userHandlers.whileBlocked { gtk_check_button_set_active(gk_check_button(pointer), newValue ? 1 : 0) }
        }
    }

    /// Adds `handler`, run when the user toggles the box. Not called when code sets `isActive`.
    @discardableResult
    public func onToggled(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        userHandlers.add(connect("toggled", handler))
    }

    /// Toggles the box as a user click would: only when it is on screen and takes input.
    @discardableResult
    public func click() -> Bool {
        guard canBePressed else { return false }
        isActiveByUser.toggle()
        return true
    }

    private var isActiveByUser: Bool {
        get { isActive }
        set { gtk_check_button_set_active(gk_check_button(pointer), newValue ? 1 : 0) }
    }
}
