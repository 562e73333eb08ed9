/// Characters no stored text may hold: they corrupt terminals (escapes), hide
/// text (NUL truncates C strings) or reorder what a reader sees (bidi overrides).
enum TextSafety {
    /// Whether `text` holds a control character (line breaks and tabs only when
    /// `allowsLineBreaks`), a bidirectional override or isolate, or a noncharacter.
    static func hasForbiddenCharacters(_ text: String, allowsLineBreaks: Bool) -> Bool {
        text.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x0A, 0x09: return !allowsLineBreaks
            case 0x0D: return !allowsLineBreaks
            case 0x00...0x1F, 0x7F...0x9F: return true
            case 0x202A...0x202E, 0x2066...0x2069: return true
            case 0x2028, 0x2029: return true
            case 0xFFFE, 0xFFFF: return true
            default: return false
            }
        }
    }
}
