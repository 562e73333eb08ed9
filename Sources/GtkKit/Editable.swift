import CGtk
import CGtkShims

/// A widget implementing `GtkEditable` (entries, search entries), with its text
/// two-way bound without echo.
@MainActor
open class Editable: Widget {
    private let userHandlers = UserChangeHandlers()

    /// The text. Setting it does not run `onTextChanged` handlers (no echo back to a view model).
    public var text: String {
        get { String(cString: gtk_editable_get_text(gk_editable(pointer))) }
        set {
            guard newValue != text else { return }
            // Writing the text re-emits "changed": keep that from echoing back as an intent.
            userHandlers.whileBlocked { gtk_editable_set_text(gk_editable(pointer), newValue) }
        }
    }

    /// Whether the user can change the text (false: it can still be selected and copied).
    public var isEditable: Bool {
        get { gtk_editable_get_editable(gk_editable(pointer)) != 0 }
        set { gtk_editable_set_editable(gk_editable(pointer), newValue ? 1 : 0) }
    }

    /// Adds `handler`, run with the new text on every edit. Not called when code sets `text`.
    @discardableResult
    public func onTextChanged(_ handler: @escaping @MainActor (String) -> Void) -> SignalConnection {
        userHandlers.add(
            connect("changed") { [weak self] in
                guard let self else { return }
                handler(self.text)
            })
    }

    /// Changes the text to `text` as a user at the keyboard would, through GTK's
    /// own editing calls (so `changed` runs as it does for typing): the part after
    /// what both texts start with is deleted (Backspace), then the rest of `text`
    /// is typed. Growing "cl" to "cle" is one insertion, as the keystroke is;
    /// replacing a text with an unrelated one is a deletion, then an insertion.
    public func type(_ text: String) {
        let old = Array(self.text.unicodeScalars)
        let new = Array(text.unicodeScalars)
        // GtkEditable positions count characters (Unicode scalars), not bytes.
        var common = 0
        while common < min(old.count, new.count), old[common] == new[common] { common += 1 }
        let editable = gk_editable(pointer)
        if common < old.count { gtk_editable_delete_text(editable, Int32(common), -1) }
        if common < new.count {
            var position = Int32(common)
            gtk_editable_insert_text(editable, String(String.UnicodeScalarView(new[common...])), -1, &position)
        }
        gtk_editable_set_position(editable, -1)
    }
}
