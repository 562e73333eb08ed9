import CAdw
import CGtk
import CGtkShims

/// `AdwEntryRow` (libadwaita 1.2): a boxed list's row that is a one-line text field, its
/// title shown inside it, with widgets before (`addPrefix`) and after (`addSuffix`) the text.
@MainActor
public final class EntryRow: Editable {
    /// A row titled `title`, which is also its accessible name.
    public init(title: String) {
        super.init(sinking: adw_entry_row_new())
        self.title = title
    }

    private var row: UnsafeMutablePointer<AdwEntryRow> { gk_adw_entry_row(pointer) }

    /// The field's name, shown in the row (as a placeholder while empty, above the text after).
    public var title: String {
        get { adw_preferences_row_get_title(gk_adw_preferences_row(pointer)).map { String(cString: $0) } ?? "" }
        set {
            adw_preferences_row_set_title(gk_adw_preferences_row(pointer), newValue)
            // libadwaita 1.2 relates the row to its title label; a label of its own is what
            // every toolkit-side reader (and `accessibleName`) sees.
            setAccessibleLabel(newValue)
        }
    }

    /// Whether Enter in the row activates the window's default widget (its Save button, say).
    public var activatesDefault: Bool {
        get { adw_entry_row_get_activates_default(row) != 0 }
        set { adw_entry_row_set_activates_default(row, newValue ? 1 : 0) }
    }

    /// Puts `widget` before the text (an icon naming the field).
    public func addPrefix(_ widget: Widget) { adw_entry_row_add_prefix(row, widget.widget) }

    /// Puts `widget` after the text (a button acting on it).
    public func addSuffix(_ widget: Widget) { adw_entry_row_add_suffix(row, widget.widget) }
}
