import CGtk

/// How the lines of a multi-line label line up with each other (`GtkJustification`).
/// It does not move the label in its space: that is `xAlign` and `halign`.
public enum Justification: Sendable, Hashable {
    /// Lines start at the left edge (GTK's default).
    case left
    /// Lines end at the right edge.
    case right
    /// Lines are centred.
    case center
    /// Lines fill the width (the last line starts at the left).
    case fill

    var gtk: GtkJustification {
        switch self {
        case .left: return GTK_JUSTIFY_LEFT
        case .right: return GTK_JUSTIFY_RIGHT
        case .center: return GTK_JUSTIFY_CENTER
        case .fill: return GTK_JUSTIFY_FILL
        }
    }

    init(_ justification: GtkJustification) {
        switch justification {
        case GTK_JUSTIFY_RIGHT: self = .right
        case GTK_JUSTIFY_CENTER: self = .center
        case GTK_JUSTIFY_FILL: self = .fill
        default: self = .left
        }
    }
}
