import CGtk
import CGtkShims

/// `GtkBox`: children in a row or a column.
@MainActor
public final class Box: Widget {
    /// - Parameters:
    ///   - orientation: a row (`.horizontal`) or a column (`.vertical`).
    ///   - spacing: pixels between children.
    public init(_ orientation: Orientation, spacing: Int32 = 0) {
        super.init(sinking: gtk_box_new(orientation.gtk, spacing))
    }

    /// Appends `child` (GTK keeps its own reference).
    public func append(_ child: Widget) { gtk_box_append(gk_box(pointer), child.widget) }

    /// Whether the children go in a row or a column; changeable, e.g. to stack a row of
    /// buttons in a narrow window.
    public var orientation: Orientation {
        get { gtk_orientable_get_orientation(OpaquePointer(widget)) == GTK_ORIENTATION_VERTICAL ? .vertical : .horizontal }
        set { gtk_orientable_set_orientation(OpaquePointer(widget), newValue.gtk) }
    }

    /// Removes `child` (GTK drops its reference; the wrapper keeps its own).
    public func remove(_ child: Widget) { gtk_box_remove(gk_box(pointer), child.widget) }
}
