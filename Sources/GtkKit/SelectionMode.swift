import CGtk

/// How many rows of a list box the user can select (`GtkSelectionMode`).
public enum SelectionMode: Sendable, Hashable, CaseIterable {
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

    /// The case that stands for `mode`, read back from GTK: the one whose `gtk` it is
    /// (the mapping is written once, above); `.single` for a value this kit has no case for.
    init(_ mode: GtkSelectionMode) {
        self = Self.allCases.first { $0.gtk == mode } ?? .single
    }
}
