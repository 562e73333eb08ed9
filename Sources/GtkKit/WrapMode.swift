import CGtk

/// Where text breaks into lines (`GtkWrapMode` for text views, `PangoWrapMode` for labels).
public enum WrapMode: Sendable, Hashable, CaseIterable {
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

    /// The case that stands for `mode`, read back from GTK: the one whose `gtk` it is
    /// (the mapping is written once, above); `.none` for a value this kit has no case for.
    init(_ mode: GtkWrapMode) {
        self = Self.allCases.first { $0.gtk == mode } ?? .none
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

extension WrapMode {
    /// The case that stands for a label's `mode`, from `pango`: the last that maps to it, so
    /// `PANGO_WRAP_WORD` reads back as `.words` (a label that does not wrap says so itself).
    init(pango mode: PangoWrapMode) {
        self = Self.allCases.last { $0.pango == mode } ?? .words
    }
}
