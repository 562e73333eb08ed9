/// Seeded, reproducible mutations of byte strings for the fuzz tests: each run
/// takes a seed input and applies a few edits that parsers find hard (quotes,
/// escapes, brackets, invalid UTF-8, huge numbers, deep nesting, truncation).
///
/// A failing run is reproduced from its printed seed and run number alone.
public struct FuzzMutator {
    private var random: SplitMix64

    public init(seed: UInt64) { random = SplitMix64(seed: seed) }

    /// Fragments spliced into inputs: JSON and scenario syntax, escapes that name
    /// surrogates, control characters and bidi overrides, invalid UTF-8, numbers
    /// out of range, and nesting deeper than any parser's limit.
    public var dictionary: [[UInt8]] =
        [
            "\"", "\\", "{", "}", "[", "]", ",", ":", "\"\"\"", "#", "\n", "\r\n", "\r", "\t", " ",
            "null", "true", "false", "-0", "1e999999", "-1", "0.5", "99999999999999999999999",
            "\\u0000", "\\ud800", "\\udc00", "\\u202e", "\\u{D800}", "\\u{110000}", "\\u{", "\\x",
            "\u{202E}", "\u{0}", "\u{1B}[2J", "é", "\u{301}\u{301}\u{301}", "👩‍👩‍👧",
            "\"id\"", "\"name\"", "\"email\"", "\"users\"", "\"todos\"", "\"userId\"", "\"dueDate\"", "\"avatar\"",
            "\"2026-02-30\"", "\"javascript:alert(1)\"", "\"@\"",
            "expect", "search", "select", "tap", "set", "open", "data", "import", "choose avatar", "advance",
            "transcript", "count", "=", "save", "tasks", "profile",
        ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80]]
        + [Array(repeating: UInt8(ascii: "["), count: 600), Array(repeating: UInt8(ascii: "{"), count: 300)]

    /// A random whole number in `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

    /// `input` with one to four random edits.
    public mutating func mutate(_ input: [UInt8]) -> [UInt8] {
        var bytes = input
        for _ in 0..<int(1...4) {
            let position = bytes.isEmpty ? 0 : int(0...bytes.count)
            switch int(0...7) {
            case 0 where !bytes.isEmpty:  // flip a bit
                let index = min(position, bytes.count - 1)
                bytes[index] ^= UInt8(1 << int(0...7))
            case 1:  // a random byte
                bytes.insert(UInt8(int(0...255)), at: position)
            case 2, 3:  // a fragment from the dictionary
                bytes.insert(contentsOf: dictionary[int(0...dictionary.count - 1)], at: position)
            case 4 where !bytes.isEmpty:  // delete a range
                let end = min(bytes.count, position + int(1...64))
                bytes.removeSubrange(min(position, bytes.count)..<end)
            case 5 where !bytes.isEmpty:  // duplicate a range somewhere else
                let start = int(0...bytes.count - 1)
                let slice = bytes[start..<min(bytes.count, start + int(1...256))]
                bytes.insert(contentsOf: slice, at: int(0...bytes.count))
            case 6:  // truncate
                bytes.removeSubrange(min(position, bytes.count)...)
            default:  // overwrite with a fragment
                let fragment = dictionary[int(0...dictionary.count - 1)]
                let end = min(bytes.count, position + fragment.count)
                bytes.replaceSubrange(min(position, bytes.count)..<end, with: fragment)
            }
        }
        return bytes
    }
}
