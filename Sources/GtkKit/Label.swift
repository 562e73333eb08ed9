import CGtk
import CGtkShims

/// `GtkLabel`.
@MainActor
public final class Label: Widget {
    public init(_ text: String = "") {
        super.init(sinking: gtk_label_new(text))
    }

    private var label: OpaquePointer { gk_label(pointer) }

    public var text: String {
        get { String(cString: gtk_label_get_text(label)) }
        set { if newValue != text { gtk_label_set_text(label, newValue) } }
    }

    public var wraps: Bool {
        get { gtk_label_get_wrap(label) != 0 }
        set { gtk_label_set_wrap(label, newValue ? 1 : 0) }
    }

    /// Horizontal alignment of the text inside the label, 0 (start) to 1 (end).
    public var xAlign: Float {
        get { gtk_label_get_xalign(label) }
        set { gtk_label_set_xalign(label, newValue) }
    }

    public var ellipsizes: Bool {
        get { gtk_label_get_ellipsize(label) != PANGO_ELLIPSIZE_NONE }
        set { gtk_label_set_ellipsize(label, newValue ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE) }
    }

    public var isSelectable: Bool {
        get { gtk_label_get_selectable(label) != 0 }
        set { gtk_label_set_selectable(label, newValue ? 1 : 0) }
    }

    public var justifiesCenter: Bool {
        get { gtk_label_get_justify(label) == GTK_JUSTIFY_CENTER }
        set { gtk_label_set_justify(label, newValue ? GTK_JUSTIFY_CENTER : GTK_JUSTIFY_LEFT) }
    }

    /// The widest the label asks to be, in characters (-1: as wide as its text).
    /// A wrapping label with a bound wraps instead of widening a narrow container.
    public var maximumWidthInCharacters: Int32 {
        get { gtk_label_get_max_width_chars(label) }
        set { gtk_label_set_max_width_chars(label, newValue) }
    }
}
