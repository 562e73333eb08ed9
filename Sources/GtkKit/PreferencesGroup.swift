import CAdw
import CGtk

/// `AdwPreferencesGroup`: related rows in one boxed list, under an optional title.
@MainActor
public final class PreferencesGroup: Widget {
    /// A group titled `title` (empty: no title).
    public init(title: String = "") {
        super.init(sinking: adw_preferences_group_new())
        if !title.isEmpty { self.title = title }
    }

    private var group: UnsafeMutablePointer<AdwPreferencesGroup> { gk_adw_preferences_group(pointer) }

    /// The heading above the list (empty: none).
    public var title: String {
        get { adw_preferences_group_get_title(group).map { String(cString: $0) } ?? "" }
        set { adw_preferences_group_set_title(group, newValue) }
    }

    /// Adds `child` at the end: a row (`PreferencesRow`, `EntryRow`) into the boxed list,
    /// any other widget below it.
    public func add(_ child: Widget) { adw_preferences_group_add(group, child.widget) }
}
