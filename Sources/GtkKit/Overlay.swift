import CGtk
import CGtkShims

/// `GtkOverlay`: widgets drawn over one main child, which alone sets the size (an overlay
/// takes the main child's allocation, so a long label over it ellipsizes instead of widening it).
@MainActor
public final class Overlay: Widget {
    /// - Parameter child: the main child, which sets the overlay's size.
    public init(child: Widget) {
        super.init(sinking: gtk_overlay_new())
        gtk_overlay_set_child(gk_overlay(pointer), child.widget)
    }

    /// Draws `widget` over the main child, in its allocation.
    public func addOverlay(_ widget: Widget) {
        gtk_overlay_add_overlay(gk_overlay(pointer), widget.widget)
    }
}
