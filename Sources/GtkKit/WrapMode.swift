import CGtk

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

extension WrapMode {
    init(pango mode: PangoWrapMode) {
        switch mode {
        case PANGO_WRAP_CHAR: self = .characters
        case PANGO_WRAP_WORD_CHAR: self = .wordsThenCharacters
        default: self = .words
        }
    }
}
