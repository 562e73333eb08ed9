/// Where a text view may cut long text into separately shaped runs.
///
/// Pango 1.50 wraps a paragraph by shaping its runs (items), and when it breaks a
/// line inside a run it shapes the pieces again: wrapping 2,000 characters with three
/// combining marks each anywhere shapes about six times the text (82 KB for a 14 KB
/// paragraph; 12.6 ms of CPU per layout with GTK's no-hyphens attribute, against 2.7 ms
/// unwrapped), and GtkTextView lays a paragraph out twice for one frame. Runs end where
/// the font changes, so an invisible font change every `length` characters bounds the
/// re-shaping (9 ms; shorter runs cost more in Pango's per-run break attributes). A cut
/// stops shaping across it — ligatures, kerning, joining — so cuts fall only between
/// characters of scripts whose letters neither join nor form conjuncts (Latin, Greek,
/// Cyrillic, CJK, Hangul, digits), never inside a character (a letter with its marks).
public enum ShapingRuns {
    /// Characters in each run before a cut is looked for.
    public static let length = 32

    /// The scalar offsets (GtkTextBuffer's character offsets) of every other run of
    /// `text`, cut after at least `length` characters where cutting is safe.
    public static func alternateRuns(in text: String, length: Int = length) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var offset = 0
        var runStart = 0
        var charactersInRun = 0
        var marked = false
        var previousIsSafe = false
        for character in text {
            let isSafe = character.unicodeScalars.first.map(isSafeAtCut) ?? false
            if charactersInRun >= length, previousIsSafe, isSafe {
                if marked { runs.append(runStart..<offset) }
                marked.toggle()
                runStart = offset
                charactersInRun = 0
            }
            charactersInRun += 1
            offset += character.unicodeScalars.count
            previousIsSafe = isSafe
        }
        if marked, runStart < offset { runs.append(runStart..<offset) }
        return runs
    }

    /// Whether a character starting with `scalar` may stand on either side of a cut.
    static func isSafeAtCut(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x21...0x7E, 0xC0...0x24F, 0x1E00...0x1EFF: return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        case 0x370...0x3FF, 0x1F00...0x1FFF, 0x400...0x52F: return scalar.properties.isAlphabetic
        case 0x3040...0x30FF, 0x4E00...0x9FFF, 0xAC00...0xD7AF: return true
        default: return false
        }
    }
}
