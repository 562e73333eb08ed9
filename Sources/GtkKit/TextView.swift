import CGtk
import CGtkShims

/// `GtkTextView` for multi-line plain text, with its text two-way bound without echo.
@MainActor
public final class TextView: Widget {
    private let userHandlers = UserChangeHandlers()
    private var noHyphens: UnsafeMutablePointer<GtkTextTag>?
    /// Marks every other run of `ShapingRuns` while wrapping anywhere.
    private var runBreak: UnsafeMutablePointer<GtkTextTag>?

    /// An editable text view. Tab moves focus on instead of typing a tab: in a
    /// form, that is what keyboard users expect.
    /// - Parameter wrapMode: how lines break. The default breaks between words
    ///   (and inside words too wide for a line) as prose wants; GTK's own is `.none`.
    public init(wrapMode: WrapMode = .wordsThenCharacters) {
        super.init(sinking: gtk_text_view_new())
        gtk_text_view_set_wrap_mode(gk_text_view(pointer), wrapMode.gtk)
        gtk_text_view_set_accepts_tab(gk_text_view(pointer), 0)
    }

    private var buffer: UnsafeMutablePointer<GtkTextBuffer> { gtk_text_view_get_buffer(gk_text_view(pointer)) }

    /// The whole text. Setting it does not run `onTextChanged` handlers.
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
            userHandlers.whileBlocked { gtk_text_buffer_set_text(buffer, newValue, -1) }
            var start = GtkTextIter()
            var end = GtkTextIter()
            gtk_text_buffer_get_bounds(buffer, &start, &end)
            if noHyphens == nil { noHyphens = gk_text_buffer_create_no_hyphens_tag(buffer) }
            gtk_text_buffer_apply_tag(buffer, noHyphens, &start, &end)
            cutShapingRuns(newValue)
        }
    }

    /// While wrapping anywhere, tags every other run of `ShapingRuns` so that Pango
    /// shapes long unbroken text in short runs (otherwise untagged; the text is unchanged).
    private func cutShapingRuns(_ text: String) {
        var start = GtkTextIter()
        var end = GtkTextIter()
        if let runBreak {
            gtk_text_buffer_get_bounds(buffer, &start, &end)
            gtk_text_buffer_remove_tag(buffer, runBreak, &start, &end)
        }
        guard wrapMode == .characters else { return }
        if runBreak == nil { runBreak = gk_text_buffer_create_run_break_tag(buffer) }
        for run in ShapingRuns.alternateRuns(in: text) {
            gtk_text_buffer_get_iter_at_offset(buffer, &start, Int32(run.lowerBound))
            gtk_text_buffer_get_iter_at_offset(buffer, &end, Int32(run.upperBound))
            gtk_text_buffer_apply_tag(buffer, runBreak, &start, &end)
        }
    }

    /// Adds `handler`, run with the new text on every edit. Not called when code sets `text`.
    @discardableResult
    public func onTextChanged(_ handler: @escaping @MainActor (String) -> Void) -> SignalConnection {
        userHandlers.add(
            SignalConnection.connect(UnsafeMutableRawPointer(buffer), "changed") { [weak self] in
                guard let self else { return }
                handler(self.text)
            })
    }

    /// Replaces the text as a user would (select all, type), through GTK's own
    /// editing path: `changed` handlers run as they do for typing.
    public func type(_ text: String) {
        guard text != self.text else { return }
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_begin_user_action(buffer)
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        gtk_text_buffer_delete_interactive(buffer, &start, &end, 1)
        gtk_text_buffer_insert_interactive_at_cursor(buffer, text, -1, 1)
        gtk_text_buffer_end_user_action(buffer)
    }

    /// How the text breaks into lines.
    public var wrapMode: WrapMode {
        get { WrapMode(gtk_text_view_get_wrap_mode(gk_text_view(pointer))) }
        set {
            guard newValue != wrapMode else { return }
            gtk_text_view_set_wrap_mode(gk_text_view(pointer), newValue.gtk)
            cutShapingRuns(text)
        }
    }

    /// Whether the user can edit the text (false: a read-only, selectable text).
    public var isEditable: Bool {
        get { gtk_text_view_get_editable(gk_text_view(pointer)) != 0 }
        set {
            gtk_text_view_set_editable(gk_text_view(pointer), newValue ? 1 : 0)
            gtk_text_view_set_cursor_visible(gk_text_view(pointer), newValue ? 1 : 0)
        }
    }

    /// Sets the space between the text and the view's edges, in pixels.
    public func setTextMargins(_ margin: Int32) {
        let view = gk_text_view(pointer)
        gtk_text_view_set_top_margin(view, margin)
        gtk_text_view_set_bottom_margin(view, margin)
        gtk_text_view_set_left_margin(view, margin)
        gtk_text_view_set_right_margin(view, margin)
    }
}
