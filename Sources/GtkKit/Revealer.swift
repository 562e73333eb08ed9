import CGtk
import CGtkShims

/// `GtkRevealer`: shows or hides its child with a slide.
@MainActor
public final class Revealer: Widget {
    public init(child: Widget) {
        super.init(sinking: gtk_revealer_new())
        gtk_revealer_set_child(gk_revealer(pointer), child.widget)
        gtk_revealer_set_transition_type(gk_revealer(pointer), GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP)
    }

    public var revealsChild: Bool {
        get { gtk_revealer_get_reveal_child(gk_revealer(pointer)) != 0 }
        set { gtk_revealer_set_reveal_child(gk_revealer(pointer), newValue ? 1 : 0) }
    }
}

/// `GtkGrid`.
@MainActor
public final class Grid: Widget {
    public init(rowSpacing: UInt32 = 6, columnSpacing: UInt32 = 12) {
        super.init(sinking: gtk_grid_new())
        gtk_grid_set_row_spacing(gk_grid(pointer), rowSpacing)
        gtk_grid_set_column_spacing(gk_grid(pointer), columnSpacing)
    }

    public func attach(_ child: Widget, column: Int32, row: Int32, width: Int32 = 1, height: Int32 = 1) {
        gtk_grid_attach(gk_grid(pointer), child.widget, column, row, width, height)
    }
}
