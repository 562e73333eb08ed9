import CGtk
import CGtkShims

/// `GtkEntry`.
@MainActor
public final class Entry: Editable {
    /// An entry showing `placeholder` in grey while empty.
    public init(placeholder: String = "") {
        super.init(sinking: gtk_entry_new())
        if !placeholder.isEmpty { gk_object_set_string(pointer, "placeholder-text", placeholder) }
    }

    /// The grey text shown while the entry is empty.
    public var placeholder: String {
        get { gtk_entry_get_placeholder_text(gk_entry(pointer)).map { String(cString: $0) } ?? "" }
        set { gtk_entry_set_placeholder_text(gk_entry(pointer), newValue) }
    }

    /// Whether Enter activates the window's default widget (its Save button, say).
    public var activatesDefault: Bool {
        get { gtk_entry_get_activates_default(gk_entry(pointer)) != 0 }
        set { gtk_entry_set_activates_default(gk_entry(pointer), newValue ? 1 : 0) }
    }

    /// Adds `handler`, run when Enter is pressed in the entry.
    @discardableResult
    public func onActivated(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("activate", handler)
    }

    /// Presses Enter in the entry.
    public func activate() { gk_signal_emit_void(pointer, "activate") }

    /// Whether the entry draws its frame (a frameless entry reads as text until focused).
    public var hasFrame: Bool {
        get { gtk_entry_get_has_frame(gk_entry(pointer)) != 0 }
        set { gtk_entry_set_has_frame(gk_entry(pointer), newValue ? 1 : 0) }
    }

    /// Adds `handler`, run when keyboard focus comes into the entry.
    @discardableResult
    public func onFocusEntered(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        onFocus("enter", handler)
    }

    /// Adds `handler`, run when keyboard focus leaves the entry.
    @discardableResult
    public func onFocusLeft(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        onFocus("leave", handler)
    }

    /// Connects `handler` to a focus controller's `signal` ("enter" or "leave").
    private func onFocus(_ signal: String, _ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        let controller = gtk_event_controller_focus_new()!
        gtk_widget_add_controller(widget, controller)
        return SignalConnection.connect(UnsafeMutableRawPointer(controller), signal, handler)
    }
}
