import CNcursesw

/// How many terminal columns text takes (`wcwidth`, per character), and text cut to a
/// number of columns: what makes Émile, Žofie, CJK names and emoji line up.
public enum DisplayWidth {
    /// The columns one character takes: 0 (a control), 1 or 2 (wide: CJK, most emoji).
    public static func of(_ character: Character) -> Int {
        var width = 0
        for scalar in character.unicodeScalars {
            // An emoji presentation selector makes the character an emoji: two columns.
            if scalar.value == 0xFE0F { return 2 }
            width = max(width, Int(cncurses_wcwidth(scalar.value)))
        }
        return min(width, 2)
    }

    /// The columns `text` takes.
    public static func of(_ text: String) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// `text` cut to at most `columns` columns (never half a wide character), ending in "…"
    /// when cut and `ellipsis` is set.
    public static func clip(_ text: String, to columns: Int, ellipsis: Bool = true) -> String {
        guard columns > 0 else { return "" }
        guard of(text) > columns else { return text }
        let limit = ellipsis ? columns - 1 : columns
        var result = ""
        var used = 0
        for character in text {
            let width = of(character)
            if used + width > limit { break }
            result.append(character)
            used += width
        }
        return ellipsis ? result + "…" : result
    }

    /// `text` clipped to `columns` and padded with spaces to exactly `columns` columns.
    public static func pad(_ text: String, to columns: Int) -> String {
        let clipped = clip(text, to: columns)
        return clipped + String(repeating: " ", count: max(0, columns - of(clipped)))
    }

    /// The last `columns` columns of `text` (for a text box whose text is longer than the box).
    public static func tail(_ text: String, columns: Int) -> String {
        var result = ""
        var used = 0
        for character in text.reversed() {
            let width = of(character)
            if used + width > columns { break }
            result.insert(character, at: result.startIndex)
            used += width
        }
        return result
    }

    /// `text` broken into lines of at most `width` columns, at spaces where it can (a word
    /// wider than a line is clipped); each newline starts a line.
    public static func wrapped(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if DisplayWidth.of(candidate) <= width {
                    line = candidate
                } else {
                    if !line.isEmpty { lines.append(line) }
                    line = DisplayWidth.clip(String(word), to: width)
                }
            }
            lines.append(line)
        }
        return lines
    }
    /// `text` laid out in rows of at most `width` columns, as a multi-line text box shows it;
    /// each newline starts a row.
    ///
    /// Between words (`anywhere` false), as `fold -s` does: a row ends after a word's space and
    /// leaves its last column free for it, so only a word wider than a row fills the last column
    /// (it breaks between characters, from the start of a row). Anywhere: every row filled to
    /// `width`, broken between any two characters (never inside a wide one).
    public static func folded(_ text: String, width: Int, anywhere: Bool) -> [String] {
        guard width > 1 else { return [] }
        var rows: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var row = ""
            var used = 0
            func put(_ character: Character) {
                let columns = of(character)
                if used + columns > width {
                    rows.append(row)
                    row = ""
                    used = 0
                }
                row.append(character)
                used += columns
            }
            if anywhere {
                paragraph.forEach(put)
            } else {
                // Words, each with the spaces after it.
                var rest = Substring(paragraph)
                while !rest.isEmpty {
                    let word = rest.prefix { $0 != " " }
                    let spaces = rest.dropFirst(word.count).prefix { $0 == " " }
                    rest = rest.dropFirst(word.count + spaces.count)
                    let wordWidth = of(String(word))
                    if used > 0, used + wordWidth > width - 1 {
                        rows.append(row)
                        row = ""
                        used = 0
                    }
                    word.forEach(put)
                    // The spaces stay on the row, as far as it has room for them.
                    for space in spaces where used < width {
                        row.append(space)
                        used += 1
                    }
                }
            }
            rows.append(row)
        }
        return rows
    }
}
