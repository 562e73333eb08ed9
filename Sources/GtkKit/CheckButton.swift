import CGtk
import CGtkShims

/// `GtkCheckButton`.
@MainActor
public final class CheckButton: Widget, Pressable {
    private let userHandlers = UserChangeHandlers()

    /// A check box without a label (label it with `accessibleName` or a `Label` beside it).
    public init() {
        super.init(sinking: gtk_check_button_new())
    }

    /// A check box with `label` beside it (clicking the label toggles it too).
    public convenience init(label: String) {
        self.init()
        self.label = label
    }

    /// The text beside the box.
    public var label: String {
        get { gtk_check_button_get_label(gk_check_button(pointer)).map { String(cString: $0) } ?? "" }
        set { gtk_check_button_set_label(gk_check_button(pointer), newValue) }
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
