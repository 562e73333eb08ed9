import CGtk

/// How many rows of a list box the user can select (`GtkSelectionMode`).
public enum SelectionMode: Sendable, Hashable {
    /// None: rows are only activated (a list of actions, a checklist).
    case none
    /// At most one, and the user can clear it (GTK's default).
    case single
    /// Exactly one once a row was selected; the user cannot clear it.
    case browse
    /// Any number (Ctrl- and Shift-click).
    case multiple

    var gtk: GtkSelectionMode {
        switch self {
        case .none: return GTK_SELECTION_NONE
        case .single: return GTK_SELECTION_SINGLE
        case .browse: return GTK_SELECTION_BROWSE
        case .multiple: return GTK_SELECTION_MULTIPLE
        }
    }

    init(_ mode: GtkSelectionMode) {
        switch mode {
        case GTK_SELECTION_NONE: self = .none
        case GTK_SELECTION_BROWSE: self = .browse
        case GTK_SELECTION_MULTIPLE: self = .multiple
        default: self = .single
        }
    }
}
