import CAdw
import CGtk

/// `AdwStatusPage`: a large icon, a title and a description — an empty or failed
/// state — with an optional child (buttons) below.
@MainActor
public final class StatusPage: Widget {
    /// A page with the themed icon `iconName` (drawn large and dimmed), `title` and `description`.
    public init(iconName: String, title: String = "", description: String = "") {
        super.init(sinking: adw_status_page_new())
        adw_status_page_set_icon_name(page, iconName)
        self.title = title
        details = description
        applyDetails()  // observers do not run in an initialiser
    }

    private var page: OpaquePointer { gk_adw_status_page(pointer) }

    /// The title, in large bold type under the icon.
    public var title: String {
        get { adw_status_page_get_title(page).map { String(cString: $0) } ?? "" }
        set { adw_status_page_set_title(page, newValue) }
    }

    /// The description under the title, as plain text. (libadwaita reads it as
    /// Pango markup: it is escaped, so a name with "<" or "&" shows as typed.)
    public var details: String = "" {
        didSet { applyDetails() }
    }

    private func applyDetails() {
        let escaped = g_markup_escape_text(details, -1)
        defer { g_free(escaped) }
        adw_status_page_set_description(page, escaped)
    }

    /// Shows the themed icon `name` instead (say, a search icon for "no results").
    public func setIconName(_ name: String) { adw_status_page_set_icon_name(page, name) }

    /// Shows `child` under the description.
    public func setChild(_ child: Widget) { adw_status_page_set_child(page, child.widget) }
}
