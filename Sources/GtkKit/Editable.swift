import CGtk
import CGtkShims

/// A widget implementing `GtkEditable` (entries, search entries), with its text
/// two-way bound without echo.
@MainActor
open class Editable: Widget {
    private var changedConnection: SignalConnection?
    private var changedHandler: (@MainActor (String) -> Void)?

    public var text: String {
        get { String(cString: gtk_editable_get_text(gk_editable(pointer))) }
        set {
            guard newValue != text else { return }
            // Writing the text re-emits "changed": keep that from echoing back as an intent.
            if let changedConnection {
                changedConnection.whileBlocked { gtk_editable_set_text(gk_editable(pointer), newValue) }
            } else {
                gtk_editable_set_text(gk_editable(pointer), newValue)
            }
        }
    }

    /// Runs `handler` with the new text on every edit. Not called when code sets `text`.
    public func onTextChanged(_ handler: @escaping @MainActor (String) -> Void) {
        changedConnection?.disconnect()
        changedHandler = handler
        changedConnection = connect("changed") { [weak self] in
            guard let self else { return }
            handler(self.text)
        }
    }

    /// Replaces the text as one user edit (select all, type): handlers see the
    /// new text once. (`gtk_editable_set_text` alone reports a deletion to ""
    /// first, then the insertion.)
    public func type(_ text: String) {
        guard text != self.text else { return }
        if let changedConnection {
            changedConnection.whileBlocked { gtk_editable_set_text(gk_editable(pointer), text) }
            changedHandler?(self.text)
        } else {
            gtk_editable_set_text(gk_editable(pointer), text)
        }
    }
}

/// `GtkEntry`.
@MainActor
public final class Entry: Editable {
    public init(placeholder: String = "") {
        super.init(sinking: gtk_entry_new())
        if !placeholder.isEmpty { gk_object_set_string(pointer, "placeholder-text", placeholder) }
    }

    /// Whether Enter activates the window's default widget (its Save button, say).
    public var activatesDefault: Bool {
        get { gtk_entry_get_activates_default(gk_entry(pointer)) != 0 }
        set { gtk_entry_set_activates_default(gk_entry(pointer), newValue ? 1 : 0) }
    }

    /// Runs `handler` when Enter is pressed in the entry.
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("activate", handler)
    }

    /// Presses Enter in the entry.
    public func activate() { gk_signal_emit_void(pointer, "activate") }

    /// Whether the entry draws its frame (a frameless entry reads as text until focused).
    public var hasFrame: Bool {
        get { gtk_entry_get_has_frame(gk_entry(pointer)) != 0 }
        set { gtk_entry_set_has_frame(gk_entry(pointer), newValue ? 1 : 0) }
    }

    /// Runs `handler` when keyboard focus leaves the entry.
    public func onFocusLeft(_ handler: @escaping @MainActor () -> Void) {
        let controller = gtk_event_controller_focus_new()!
        SignalConnection.connect(UnsafeMutableRawPointer(controller), "leave", handler)
        gtk_widget_add_controller(widget, controller)
    }
}
