import CGtk
import CGtkShims

/// `GtkTextView` for multi-line plain text, with its text two-way bound without echo.
@MainActor
public final class TextView: Widget {
    private var changedConnection: SignalConnection?
    private var changedHandler: (@MainActor (String) -> Void)?

    public init() {
        super.init(sinking: gtk_text_view_new())
        gtk_text_view_set_wrap_mode(gk_text_view(pointer), GTK_WRAP_WORD_CHAR)
        gtk_text_view_set_accepts_tab(gk_text_view(pointer), 0)
    }

    private var buffer: UnsafeMutablePointer<GtkTextBuffer> { gtk_text_view_get_buffer(gk_text_view(pointer)) }

    public var text: String {
        get {
            var start = GtkTextIter()
            var end = GtkTextIter()
            gtk_text_buffer_get_bounds(buffer, &start, &end)
            let characters = gtk_text_buffer_get_text(buffer, &start, &end, 0)
            defer { g_free(characters) }
            return characters.map { String(cString: $0) } ?? ""
        }
        set {
            guard newValue != text else { return }
            if let changedConnection {
                changedConnection.whileBlocked { gtk_text_buffer_set_text(buffer, newValue, -1) }
            } else {
                gtk_text_buffer_set_text(buffer, newValue, -1)
            }
        }
    }

    /// Runs `handler` with the new text on every edit. Not called when code sets `text`.
    public func onTextChanged(_ handler: @escaping @MainActor (String) -> Void) {
        changedConnection?.disconnect()
        changedHandler = handler
        changedConnection = SignalConnection.connect(UnsafeMutableRawPointer(buffer), "changed") { [weak self] in
            guard let self else { return }
            handler(self.text)
        }
    }

    /// Replaces the text as one user edit.
    public func type(_ text: String) {
        guard text != self.text else { return }
        self.text = text
        changedHandler?(self.text)
    }
}
