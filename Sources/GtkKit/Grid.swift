import CGtk
import CGtkShims

/// `GtkGrid`.
@MainActor
public final class Grid: Widget {
    /// A grid; the default spacings are the GNOME HIG's for label/field forms (GTK's own are 0).
    public init(rowSpacing: UInt32 = 6, columnSpacing: UInt32 = 12) {
        super.init(sinking: gtk_grid_new())
        gtk_grid_set_row_spacing(gk_grid(pointer), rowSpacing)
        gtk_grid_set_column_spacing(gk_grid(pointer), columnSpacing)
    }

    /// Puts `child` at `column`, `row`, spanning `width` columns and `height` rows.
    public func attach(_ child: Widget, column: Int32, row: Int32, width: Int32 = 1, height: Int32 = 1) {
        gtk_grid_attach(gk_grid(pointer), child.widget, column, row, width, height)
    }
}
