import CGtk

/// Where a widget sits in space larger than it asks for (`GtkAlign`).
public enum Align: Sendable, Hashable {
    /// Takes all the space (GTK's default).
    case fill
    /// At the start edge (left, or right in RTL locales; top).
    case start
    /// At the end edge.
    case end
    /// Centred.
    case center
    /// On the text baseline of its row (vertical alignment only).
    case baseline

    var gtk: GtkAlign {
        switch self {
        case .fill: return GTK_ALIGN_FILL
        case .start: return GTK_ALIGN_START
        case .end: return GTK_ALIGN_END
        case .center: return GTK_ALIGN_CENTER
        case .baseline: return GTK_ALIGN_BASELINE
        }
    }

    init(_ align: GtkAlign) {
        switch align {
        case GTK_ALIGN_START: self = .start
        case GTK_ALIGN_END: self = .end
        case GTK_ALIGN_CENTER: self = .center
        case GTK_ALIGN_BASELINE: self = .baseline
        default: self = .fill
        }
    }
}
