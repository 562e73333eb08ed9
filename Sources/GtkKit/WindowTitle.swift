import CAdw
import CGtk

/// `AdwWindowTitle`: a title and an optional subtitle, for a header bar's middle.
@MainActor
public final class WindowTitle: Widget {
    /// A title, with a second line when `subtitle` is not empty.
    public init(title: String, subtitle: String = "") {
        super.init(sinking: adw_window_title_new(title, subtitle))
    }

    /// The main line.
    public var title: String {
        get { String(cString: adw_window_title_get_title(gk_adw_window_title(pointer))) }
        set { adw_window_title_set_title(gk_adw_window_title(pointer), newValue) }
    }

    /// The second line; empty hides it.
    public var subtitle: String {
        get { String(cString: adw_window_title_get_subtitle(gk_adw_window_title(pointer))) }
        set { adw_window_title_set_subtitle(gk_adw_window_title(pointer), newValue) }
    }
}
