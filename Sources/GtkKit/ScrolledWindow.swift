import CGtk
import CGtkShims

/// `GtkScrolledWindow`.
@MainActor
public final class ScrolledWindow: Widget {
    /// - Parameters:
    ///   - child: the content that scrolls.
    ///   - horizontal: when to scroll sideways; `.never` makes the window as wide
    ///     as the content asks (lists, forms), GTK's default is `.automatic`.
    ///   - vertical: when to scroll up and down.
    public init(child: Widget, horizontal: PolicyType = .automatic, vertical: PolicyType = .automatic) {
        super.init(sinking: gtk_scrolled_window_new())
        gtk_scrolled_window_set_child(gk_scrolled_window(pointer), child.widget)
        setPolicy(horizontal: horizontal, vertical: vertical)
    }

    /// Sets when each scrollbar shows.
    public func setPolicy(horizontal: PolicyType, vertical: PolicyType) {
        gtk_scrolled_window_set_policy(gk_scrolled_window(pointer), horizontal.gtk, vertical.gtk)
    }

    /// Grows with its content up to `maxHeight` pixels, then scrolls (nil: takes what it is given).
    public func fitContent(maxHeight: Int32?) {
        let scrolled = gk_scrolled_window(pointer)
        gtk_scrolled_window_set_propagate_natural_height(scrolled, maxHeight == nil ? 0 : 1)
        gtk_scrolled_window_set_max_content_height(scrolled, maxHeight ?? -1)
    }

    /// The least height the content area asks for, in pixels (it scrolls past that, up to its maximum).
    public func setMinimumContentHeight(_ height: Int32) {
        gtk_scrolled_window_set_min_content_height(gk_scrolled_window(pointer), height)
    }

    /// Whether a frame is drawn around the content.
    public var hasFrame: Bool {
        get { gtk_scrolled_window_get_has_frame(gk_scrolled_window(pointer)) != 0 }
        set { gtk_scrolled_window_set_has_frame(gk_scrolled_window(pointer), newValue ? 1 : 0) }
    }
}
