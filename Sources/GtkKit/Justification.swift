import CGtk

/// How the lines of a multi-line label line up with each other (`GtkJustification`).
/// It does not move the label in its space: that is `xAlign` and `halign`.
public enum Justification: Sendable, Hashable, CaseIterable {
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

    /// The case that stands for `justification`, read back from GTK: the one whose `gtk` it is
    /// (the mapping is written once, above); `.left` for a value this kit has no case for.
    init(_ justification: GtkJustification) {
        self = Self.allCases.first { $0.gtk == justification } ?? .left
    }
}
