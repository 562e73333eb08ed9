import CGtk
import CGtkShims

/// `GtkSeparator`.
@MainActor
public final class Separator: Widget {
    /// A `.horizontal` separator is a horizontal line (it separates a column's children).
    public init(_ orientation: Orientation) {
        super.init(sinking: gtk_separator_new(orientation.gtk))
    }
}
