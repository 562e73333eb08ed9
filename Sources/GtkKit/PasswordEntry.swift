import CGtk
import CGtkShims

/// `GtkPasswordEntry`: an entry that shows a dot for each character, tells input methods and
/// accessibility that it holds a password, and warns when Caps Lock is on. Its text is bound
/// as any `Editable`'s.
@MainActor
public final class PasswordEntry: Editable {
    /// A password entry showing `placeholder` in grey while empty.
    public init(placeholder: String = "") {
        super.init(sinking: gtk_password_entry_new())
        if !placeholder.isEmpty { self.placeholder = placeholder }
    }

    /// The grey text shown while the entry is empty.
    public var placeholder: String {
        get {
            var value: UnsafeMutablePointer<CChar>?
            gk_object_get_string(pointer, "placeholder-text", &value)
            defer { g_free(value) }
            return value.map { String(cString: $0) } ?? ""
        }
        set { gk_object_set_string(pointer, "placeholder-text", newValue) }
    }

    /// Whether an eye icon in the entry shows the password while held.
    public var showsPeekIcon: Bool {
        get { gk_object_get_bool(pointer, "show-peek-icon") != 0 }
        set { gk_object_set_bool(pointer, "show-peek-icon", newValue ? 1 : 0) }
    }

    /// Whether Enter activates the window's default widget (its Sign In button, say).
    public var activatesDefault: Bool {
        get { gk_object_get_bool(pointer, "activates-default") != 0 }
        set { gk_object_set_bool(pointer, "activates-default", newValue ? 1 : 0) }
    }

    /// Adds `handler`, run when Enter is pressed in the entry.
    @discardableResult
    public func onActivated(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("activate", handler)
    }

    /// Presses Enter in the entry.
    public func activate() { gk_signal_emit_void(pointer, "activate") }
}
