import CAdw
import CGtk
import CGtkShims

/// `AdwActionRow`: a boxed list's row with a title and a subtitle under it, as GNOME lists a
/// setting or an entry of a log. Its title is its accessible name.
@MainActor
public final class ActionRow: Widget {
    /// A row titled `title`, with `subtitle` under it (none when empty).
    public init(title: String = "", subtitle: String = "") {
        super.init(sinking: adw_action_row_new())
        // Plain text: a title is data (a person's "<Ada & co>"), never Pango markup.
        adw_preferences_row_set_use_markup(gk_adw_preferences_row(pointer), 0)
        self.title = title
        self.subtitle = subtitle
        // A row of a log is read, not pressed.
        gtk_list_box_row_set_activatable(gk_list_box_row(pointer), 0)
    }

    private var row: UnsafeMutablePointer<AdwActionRow> { gk_adw_action_row(pointer) }

    /// The row's title; also its accessible name.
    public var title: String {
        get { adw_preferences_row_get_title(gk_adw_preferences_row(pointer)).map { String(cString: $0) } ?? "" }
        set {
            adw_preferences_row_set_title(gk_adw_preferences_row(pointer), newValue)
            setAccessibleLabel(newValue)
        }
    }

    /// The line under the title ("" hides it).
    public var subtitle: String {
        get { adw_action_row_get_subtitle(row).map { String(cString: $0) } ?? "" }
        set { adw_action_row_set_subtitle(row, newValue) }
    }

    /// How many lines the title may take before it is ellipsized (0: as many as it needs).
    public var titleLines: Int32 {
        get { adw_action_row_get_title_lines(row) }
        set { adw_action_row_set_title_lines(row, newValue) }
    }
}
