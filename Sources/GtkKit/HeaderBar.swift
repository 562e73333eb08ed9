import CAdw
import CGtk

/// `AdwHeaderBar`: a window's or a pane's title bar, with the window buttons
/// (close, and others the desktop asks for) at its ends.
@MainActor
public final class HeaderBar: Widget {
    /// A header bar showing the window title and the window buttons.
    public init() {
        super.init(sinking: adw_header_bar_new())
    }

    private var bar: OpaquePointer { gk_adw_header_bar(pointer) }

    /// Shows `widget` in the middle (default: the window title).
    public func setTitleWidget(_ widget: Widget) { adw_header_bar_set_title_widget(bar, widget.widget) }
    /// Adds `widget` at the start (left in left-to-right languages), after those added before.
    public func packStart(_ widget: Widget) { adw_header_bar_pack_start(bar, widget.widget) }
    /// Adds `widget` at the end, before those added before.
    public func packEnd(_ widget: Widget) { adw_header_bar_pack_end(bar, widget.widget) }

    /// Whether the window buttons at the start are shown. Side-by-side panes each
    /// have a header bar; each shows only the buttons on its own outer side.
    public var showsStartTitleButtons: Bool {
        get { adw_header_bar_get_show_start_title_buttons(bar) != 0 }
        set { adw_header_bar_set_show_start_title_buttons(bar, newValue ? 1 : 0) }
    }

    /// Whether the window buttons at the end are shown (see `showsStartTitleButtons`).
    public var showsEndTitleButtons: Bool {
        get { adw_header_bar_get_show_end_title_buttons(bar) != 0 }
        set { adw_header_bar_set_show_end_title_buttons(bar, newValue ? 1 : 0) }
    }
}
