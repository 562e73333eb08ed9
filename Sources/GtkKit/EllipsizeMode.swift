import CGtk

/// Where a label too narrow for its text cuts it with "…" (`PangoEllipsizeMode`).
public enum EllipsizeMode: Sendable, Hashable {
    /// Never cut: the label asks for the width of its text (GTK's default).
    case none
    /// "…end of the text".
    case start
    /// "Start…end".
    case middle
    /// "Start of the text…": what lists of names usually want.
    case end

    var pango: PangoEllipsizeMode {
        switch self {
        case .none: return PANGO_ELLIPSIZE_NONE
        case .start: return PANGO_ELLIPSIZE_START
        case .middle: return PANGO_ELLIPSIZE_MIDDLE
        case .end: return PANGO_ELLIPSIZE_END
        }
    }

    init(_ mode: PangoEllipsizeMode) {
        switch mode {
        case PANGO_ELLIPSIZE_START: self = .start
        case PANGO_ELLIPSIZE_MIDDLE: self = .middle
        case PANGO_ELLIPSIZE_END: self = .end
        default: self = .none
        }
    }
}
