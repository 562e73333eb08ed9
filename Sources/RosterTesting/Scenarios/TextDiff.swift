/// A line diff for failure messages: unchanged lines with two spaces, removed
/// with "- ", added with "+ ", trimmed to a little context around the changes.
public enum TextDiff {
    /// The lines that differ between `expected` and `actual`, with `context` unchanged lines around each change.
    public static func unified(expected: String, actual: String, context: Int = 3) -> String {
        let old = lines(of: expected)
        let new = lines(of: actual)
        // Longest common subsequence table; transcripts are small.
        var table = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                table[i][j] = old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var lines: [(mark: Character, text: String)] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                lines.append((" ", old[i]))
                i += 1
                j += 1
            } else if i < old.count, j == new.count || table[i + 1][j] >= table[i][j + 1] {
                // Removals before additions, as diff(1) prints them.
                lines.append(("-", old[i]))
                i += 1
            } else {
                lines.append(("+", new[j]))
                j += 1
            }
        }
        let changed = lines.indices.filter { lines[$0].mark != " " }
        let keep = Set(changed.flatMap { max(0, $0 - context)...min(lines.count - 1, $0 + context) })
        var output: [String] = []
        var skipped = false
        for index in lines.indices {
            if keep.contains(index) {
                output.append("\(lines[index].mark) \(lines[index].text)")
                skipped = false
            } else if !skipped {
                output.append("  …")
                skipped = true
            }
        }
        return output.joined(separator: "\n") + "\n"
    }

    /// The lines of `text`, without the empty one after a final line break.
    private static func lines(of text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
