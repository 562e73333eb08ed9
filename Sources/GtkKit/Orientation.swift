import CGtk

// This enum and its kin (Align, StackTransition, PolicyType, Justification,
// EllipsizeMode, WrapMode, SelectionMode) are Swift names for the C enums GtkKit's
// API takes, so that a program built on GtkKit never needs `import CGtk`. Each maps
// one to one onto GTK's values.

/// Which way a box, separator or paned lays out its children (`GtkOrientation`).
public enum Orientation: Sendable, Hashable {
    /// Left to right (right to left in RTL locales).
    case horizontal
    /// Top to bottom.
    case vertical

    var gtk: GtkOrientation { self == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL }
}
