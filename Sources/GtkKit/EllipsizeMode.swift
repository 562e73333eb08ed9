import CGtk

/// Where a label too narrow for its text cuts it with "…" (`PangoEllipsizeMode`).
public enum EllipsizeMode: Sendable, Hashable, CaseIterable {
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

    /// The case that stands for `mode`, read back from GTK: the one whose `pango` it is
    /// (the mapping is written once, above); `.none` for a value this kit has no case for.
    init(_ mode: PangoEllipsizeMode) {
        self = Self.allCases.first { $0.pango == mode } ?? .none
    }
}
