import CGtk

// Swift names for the C enums GtkKit's API takes, so that a program built on
// GtkKit never needs `import CGtk`. Each maps one to one onto GTK's values.

/// Which way a box, separator or paned lays out its children (`GtkOrientation`).
public enum Orientation: Sendable, Hashable {
    /// Left to right (right to left in RTL locales).
    case horizontal
    /// Top to bottom.
    case vertical

    var gtk: GtkOrientation { self == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL }
}

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

/// How a stack animates from one page to the next (`GtkStackTransitionType`).
/// GTK skips every animation when the desktop turns animations off.
public enum StackTransition: Sendable, Hashable, CaseIterable {
    /// The new page replaces the old one at once (GTK's default).
    case none
    /// The old page fades out as the new one fades in.
    case crossfade
    /// Pages slide sideways, in the direction of their order in the stack.
    case slideLeftRight
    /// Pages slide vertically, in the direction of their order in the stack.
    case slideUpDown
    /// The new page slides in from the right.
    case slideLeft
    /// The new page slides in from the left.
    case slideRight
    /// The new page slides in from the bottom.
    case slideUp
    /// The new page slides in from the top.
    case slideDown

    var gtk: GtkStackTransitionType {
        switch self {
        case .none: return GTK_STACK_TRANSITION_TYPE_NONE
        case .crossfade: return GTK_STACK_TRANSITION_TYPE_CROSSFADE
        case .slideLeftRight: return GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT_RIGHT
        case .slideUpDown: return GTK_STACK_TRANSITION_TYPE_SLIDE_UP_DOWN
        case .slideLeft: return GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT
        case .slideRight: return GTK_STACK_TRANSITION_TYPE_SLIDE_RIGHT
        case .slideUp: return GTK_STACK_TRANSITION_TYPE_SLIDE_UP
        case .slideDown: return GTK_STACK_TRANSITION_TYPE_SLIDE_DOWN
        }
    }

    init(_ type: GtkStackTransitionType) {
        self = Self.allCases.first { $0.gtk == type } ?? .none
    }
}

/// When a scrolled window shows a scrollbar on one axis (`GtkPolicyType`).
public enum PolicyType: Sendable, Hashable {
    /// Always, even when the content fits.
    case always
    /// Only when the content does not fit (GTK's default).
    case automatic
    /// Never: the content's size request on that axis is honoured instead, so the
    /// window grows to fit it (a list that must not scroll sideways).
    case never
    /// Never shown, but the content still scrolls (by touch, keyboard or code).
    case external

    var gtk: GtkPolicyType {
        switch self {
        case .always: return GTK_POLICY_ALWAYS
        case .automatic: return GTK_POLICY_AUTOMATIC
        case .never: return GTK_POLICY_NEVER
        case .external: return GTK_POLICY_EXTERNAL
        }
    }
}

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

/// Where text breaks into lines (`GtkWrapMode` for text views, `PangoWrapMode` for labels).
public enum WrapMode: Sendable, Hashable {
    /// No breaks: one line per paragraph (a text view's default).
    case none
    /// Between words only; a word wider than the line overflows it.
    case words
    /// Between any two characters: for text with long unbroken runs (URLs, ids).
    case characters
    /// Between words, and between characters inside a word wider than the line.
    case wordsThenCharacters

    var gtk: GtkWrapMode {
        switch self {
        case .none: return GTK_WRAP_NONE
        case .words: return GTK_WRAP_WORD
        case .characters: return GTK_WRAP_CHAR
        case .wordsThenCharacters: return GTK_WRAP_WORD_CHAR
        }
    }

    init(_ mode: GtkWrapMode) {
        switch mode {
        case GTK_WRAP_WORD: self = .words
        case GTK_WRAP_CHAR: self = .characters
        case GTK_WRAP_WORD_CHAR: self = .wordsThenCharacters
        default: self = .none
        }
    }

    /// Pango has no "none": a label that does not wrap turns wrapping off instead.
    var pango: PangoWrapMode {
        switch self {
        case .none, .words: return PANGO_WRAP_WORD
        case .characters: return PANGO_WRAP_CHAR
        case .wordsThenCharacters: return PANGO_WRAP_WORD_CHAR
        }
    }
}

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
