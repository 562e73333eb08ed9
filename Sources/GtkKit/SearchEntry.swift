import CGtk
import CGtkShims

/// `GtkSearchEntry`, with its text two-way bound without echo.
@MainActor
public final class SearchEntry: Widget {
    private var changedConnection: SignalConnection?
    private var changedHandler: (@MainActor (String) -> Void)?

    public init(placeholder: String) {
        super.init(sinking: gtk_search_entry_new())
        gk_object_set_string(pointer, "placeholder-text", placeholder)
    }

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

    /// Runs `handler` with the new text on every edit (no delay, unlike `search-changed`).
    /// Not called when code sets `text`.
    public func onTextChanged(_ handler: @escaping @MainActor (String) -> Void) {
        changedConnection?.disconnect()
        changedHandler = handler
        changedConnection = connect("changed") { [weak self] in
            guard let self else { return }
            handler(self.text)
        }
    }

    /// Runs `handler` when the user stops the search (Escape).
    @discardableResult
    public func onStopSearch(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("stop-search", handler)
    }

    /// Lets typing anywhere in `widget` start a search here.
    public func captureKeys(from widget: Widget) {
        gtk_search_entry_set_key_capture_widget(gk_search_entry(pointer), widget.widget)
    }

    /// Emits `stop-search` as pressing Escape does.
    public func emitStopSearch() { gk_signal_emit_void(pointer, "stop-search") }

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
