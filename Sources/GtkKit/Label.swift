import CGtk
import CGtkShims

/// `GtkLabel`.
@MainActor
public final class Label: Widget {
    /// A label showing `text` as plain text (no markup).
    public init(_ text: String = "") {
        super.init(sinking: gtk_label_new(text))
    }

    private var label: OpaquePointer { gk_label(pointer) }

    /// The text shown.
    public var text: String {
        get { String(cString: gtk_label_get_text(label)) }
        set { if newValue != text { gtk_label_set_text(label, newValue) } }
    }

    /// Whether long text breaks into lines (at words; see `wrapMode`).
    public var wraps: Bool {
        get { gtk_label_get_wrap(label) != 0 }
        set { gtk_label_set_wrap(label, newValue ? 1 : 0) }
    }

    /// Horizontal alignment of the text inside the label, 0 (start) to 1 (end).
    public var xAlign: Float {
        get { gtk_label_get_xalign(label) }
        set { gtk_label_set_xalign(label, newValue) }
    }

    /// Whether a label too narrow for its text cuts it at the end with "…"
    /// (`ellipsize == .end`). A label that ellipsizes asks only for the width of
    /// "…", so it no longer widens its container.
    public var ellipsizes: Bool {
        get { ellipsize != .none }
        set { ellipsize = newValue ? .end : .none }
    }

    /// Where a label too narrow for its text cuts it.
    public var ellipsize: EllipsizeMode {
        get { EllipsizeMode(gtk_label_get_ellipsize(label)) }
        set { gtk_label_set_ellipsize(label, newValue.pango) }
    }

    /// How the label breaks into lines; `.none` keeps it on one line (GTK's default).
    public var wrapMode: WrapMode {
        get { wraps ? WrapMode(pango: gtk_label_get_wrap_mode(label)) : .none }
        set {
            gtk_label_set_wrap(label, newValue == .none ? 0 : 1)
            if newValue != .none { gtk_label_set_wrap_mode(label, newValue.pango) }
        }
    }

    /// Whether the user can select and copy the text.
    public var isSelectable: Bool {
        get { gtk_label_get_selectable(label) != 0 }
        set { gtk_label_set_selectable(label, newValue ? 1 : 0) }
    }

    /// Whether the lines are centred on each other (`justification == .center`).
    public var justifiesCenter: Bool {
        get { justification == .center }
        set { justification = newValue ? .center : .left }
    }

    /// How the lines of a multi-line label line up.
    public var justification: Justification {
        get { Justification(gtk_label_get_justify(label)) }
        set { gtk_label_set_justify(label, newValue.gtk) }
    }

    /// The widest the label asks to be, in characters (-1: as wide as its text).
    /// A wrapping label with a bound wraps instead of widening a narrow container.
    public var maximumWidthInCharacters: Int32 {
        get { gtk_label_get_max_width_chars(label) }
        set { gtk_label_set_max_width_chars(label, newValue) }
    }
}
