import CGtk
import CGtkShims

/// `GtkEditableLabel`: a label that becomes an entry on double-click or Enter.
@MainActor
public final class EditableLabel: Widget {
    private var committed: (@MainActor (String) -> Void)?

    public init() {
        super.init(sinking: gtk_editable_label_new(""))
        SignalConnection.connect(pointer, "notify::editing", pointer: { [weak self] _ in
            guard let self, !self.isEditing else { return }
            self.committed?(self.text)
        })
    }

    public var text: String {
        get { String(cString: gtk_editable_get_text(gk_editable(pointer))) }
        set { if newValue != text { gtk_editable_set_text(gk_editable(pointer), newValue) } }
    }

    public var isEditing: Bool { gtk_editable_label_get_editing(gk_editable_label(pointer)) != 0 }

    /// Runs `handler` with the text when an edit ends (Enter or focus out).
    public func onEditCommitted(_ handler: @escaping @MainActor (String) -> Void) { committed = handler }

    /// Edits the text as a user would: start editing, type, press Enter.
    public func edit(to text: String) {
        gtk_editable_label_start_editing(gk_editable_label(pointer))
        gtk_editable_set_text(gk_editable(pointer), text)
        gtk_editable_label_stop_editing(gk_editable_label(pointer), 1)
    }
}
