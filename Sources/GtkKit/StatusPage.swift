import CAdw
import CGtk

/// `AdwStatusPage`: a large icon, a title and a description — an empty or failed
/// state — with an optional child (buttons) below.
@MainActor
public final class StatusPage: Widget {
    public init(iconName: String, title: String = "", description: String = "") {
        super.init(sinking: adw_status_page_new())
        adw_status_page_set_icon_name(page, iconName)
        self.title = title
        self.details = description
    }

    private var page: OpaquePointer { gk_adw_status_page(pointer) }

    public var title: String {
        get { adw_status_page_get_title(page).map { String(cString: $0) } ?? "" }
        set { adw_status_page_set_title(page, newValue) }
    }

    /// The description under the title (plain text: markup is escaped).
    public var details: String {
        get { adw_status_page_get_description(page).map { String(cString: $0) } ?? "" }
        set {
            let escaped = g_markup_escape_text(newValue, -1)
            defer { g_free(escaped) }
            adw_status_page_set_description(page, escaped)
        }
    }

    public func setIconName(_ name: String) { adw_status_page_set_icon_name(page, name) }

    /// Shows `child` under the description.
    public func setChild(_ child: Widget) { adw_status_page_set_child(page, child.widget) }
}
