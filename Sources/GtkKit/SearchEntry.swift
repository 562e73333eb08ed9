import CGtk
import CGtkShims

/// `GtkSearchEntry`, with its text two-way bound without echo.
@MainActor
public final class SearchEntry: Editable {
    /// A search entry showing `placeholder` in grey while empty.
    public init(placeholder: String) {
        super.init(sinking: gtk_search_entry_new())
        gk_object_set_string(pointer, "placeholder-text", placeholder)
    }

    /// Runs `handler` when the user stops the search (Escape).
    @discardableResult
    public func onSearchStopped(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("stop-search", handler)
    }

    /// Lets typing anywhere in `widget` start a search here.
    public func captureKeys(from widget: Widget) {
        gtk_search_entry_set_key_capture_widget(gk_search_entry(pointer), widget.widget)
    }

    /// Emits `stop-search` as pressing Escape does.
    public func emitStopSearch() { gk_signal_emit_void(pointer, "stop-search") }
}
