import CAdw
import CGtk
import CGtkShims

/// `AdwPreferencesRow` holding a widget of our own: a row of a `PreferencesGroup`'s boxed
/// list that is not an entry (an inline message under the row it belongs to, say).
@MainActor
public final class PreferencesRow: Widget {
    /// A row showing `child`; it takes no clicks (`isActivatable`) unless told to.
    public init(child: Widget) {
        super.init(sinking: adw_preferences_row_new())
        gtk_list_box_row_set_child(gk_list_box_row(pointer), child.widget)
        isActivatable = false
    }

    /// Whether clicking the row (or Enter on it) activates it.
    public var isActivatable: Bool {
        get { gtk_list_box_row_get_activatable(gk_list_box_row(pointer)) != 0 }
        set { gtk_list_box_row_set_activatable(gk_list_box_row(pointer), newValue ? 1 : 0) }
    }
}
