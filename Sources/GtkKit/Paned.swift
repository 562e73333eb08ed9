import CGtk
import CGtkShims

/// `GtkPaned`: two panes side by side with a draggable divider.
@MainActor
public final class Paned: Widget {
    /// Two panes, the start pane `position` pixels wide (or tall). The start pane
    /// keeps its size when the paned grows (the end pane takes the rest), and
    /// neither pane can be dragged smaller than it asks to be: a sidebar and its
    /// content. The `resizes…` and `shrinks…` properties change that.
    /// - Parameters:
    ///   - orientation: `.horizontal` (GTK's default) puts the panes side
    ///     by side, `.vertical` one above the other.
    ///   - start: the start pane (left, or top).
    ///   - end: the end pane (right, or bottom).
    ///   - position: the start pane's width (or height), in pixels.
    public init(_ orientation: Orientation = .horizontal, start: Widget, end: Widget, position: Int32) {
        super.init(sinking: gtk_paned_new(orientation.gtk))
        let paned = gk_paned(pointer)
        gtk_paned_set_start_child(paned, start.widget)
        gtk_paned_set_end_child(paned, end.widget)
        gtk_paned_set_resize_start_child(paned, 0)
        gtk_paned_set_shrink_start_child(paned, 0)
        gtk_paned_set_shrink_end_child(paned, 0)
        gtk_paned_set_position(paned, position)
    }

    private var paned: OpaquePointer { gk_paned(pointer) }

    /// The divider's distance from the start edge, in pixels.
    public var position: Int32 {
        get { gtk_paned_get_position(paned) }
        set { gtk_paned_set_position(paned, newValue) }
    }

    /// Whether the start pane grows and shrinks with the paned.
    public var resizesStartChild: Bool {
        get { gtk_paned_get_resize_start_child(paned) != 0 }
        set { gtk_paned_set_resize_start_child(paned, newValue ? 1 : 0) }
    }

    /// Whether the end pane grows and shrinks with the paned.
    public var resizesEndChild: Bool {
        get { gtk_paned_get_resize_end_child(paned) != 0 }
        set { gtk_paned_set_resize_end_child(paned, newValue ? 1 : 0) }
    }

    /// Whether the divider can make the start pane smaller than it asks to be.
    public var shrinksStartChild: Bool {
        get { gtk_paned_get_shrink_start_child(paned) != 0 }
        set { gtk_paned_set_shrink_start_child(paned, newValue ? 1 : 0) }
    }

    /// Whether the divider can make the end pane smaller than it asks to be.
    public var shrinksEndChild: Bool {
        get { gtk_paned_get_shrink_end_child(paned) != 0 }
        set { gtk_paned_set_shrink_end_child(paned, newValue ? 1 : 0) }
    }
}
