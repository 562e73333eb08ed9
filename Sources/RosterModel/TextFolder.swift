import Foundation

/// Folds text for sorting, sectioning and searching: case and diacritics are
/// removed the way Latin-to-ASCII transliteration does (É→e, Ł→l, Ø→o, Æ→ae,
/// ß→ss, ǆ→dz), other scripts are lower-cased and kept.
///
/// In the model because the database keeps folded text (`person.searchText`,
/// see `PersonSearchText`) that must equal what the view model's directory
/// folds in memory: one implementation serves both.
///
/// ASCII text (most names, all emails) takes a byte loop; other characters are
/// decomposed once and remembered, which is what keeps folding 100,000 names
/// inside the load budget. Not thread-safe: one folder per building task.
public struct TextFolder {
    private var cache: [UInt32: [UInt8]] = [:]

    /// Letters that do not decompose into a base letter plus marks, with their
    /// Latin-ASCII transliterations.
    private static let transliterations: [UInt32: String] = [
        0x00C6: "ae", 0x00E6: "ae",  // Æ æ
        0x00D0: "d", 0x00F0: "d",  // Ð ð
        0x00D8: "o", 0x00F8: "o",  // Ø ø
        0x00DE: "th", 0x00FE: "th",  // Þ þ
        0x00DF: "ss", 0x1E9E: "ss",  // ß ẞ
        0x0110: "d", 0x0111: "d",  // Đ đ
        0x0126: "h", 0x0127: "h",  // Ħ ħ
        0x0131: "i",  // ı
        0x0138: "q",  // ĸ
        0x0141: "l", 0x0142: "l",  // Ł ł
        0x014A: "n", 0x014B: "n",  // Ŋ ŋ
        0x0152: "oe", 0x0153: "oe",  // Œ œ
        0x0166: "t", 0x0167: "t",  // Ŧ ŧ
        0x0180: "b", 0x0181: "b", 0x0187: "c", 0x0188: "c", 0x0189: "d", 0x018A: "d",
        0x0191: "f", 0x0192: "f", 0x0197: "i", 0x0198: "k", 0x0199: "k", 0x019A: "l",
        0x019D: "n", 0x019E: "n", 0x01A4: "p", 0x01A5: "p", 0x01AB: "t", 0x01AC: "t",
        0x01AD: "t", 0x01AE: "t", 0x01B3: "y", 0x01B4: "y", 0x01B5: "z", 0x01B6: "z",
        0x01E4: "g", 0x01E5: "g", 0x0237: "j", 0x023A: "a", 0x023B: "c", 0x023C: "c",
        0x023D: "l", 0x023E: "t", 0x0243: "b", 0x0246: "e", 0x0247: "e", 0x0248: "j",
        0x0249: "j", 0x024C: "r", 0x024D: "r", 0x024E: "y", 0x024F: "y",
    ]

    /// A folder with nothing remembered yet.
    public init() {}

    /// Appends the folded form of `text` to `output`.
    public mutating func fold(_ text: String, into output: inout [UInt8]) {
        foldText(text, into: &output)
    }

    /// The folded form of `text`.
    public mutating func folded(_ text: String) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        foldText(text, into: &output)
        return output
    }

    // Generic inside the module only: callers in other modules reach it through the
    // `String` entry points above, so it is specialised here rather than called unspecialised.
    private mutating func foldText(_ text: some StringProtocol, into output: inout [UInt8]) {
        var hasNonASCII = false
        for byte in text.utf8 {
            if byte < 0x80 {
                output.append(Self.foldASCII(byte))
            } else {
                hasNonASCII = true
                break
            }
        }
        guard hasNonASCII else { return }
        // Redo the tail scalar by scalar: find where the ASCII prefix ended.
        let asciiPrefix = text.utf8.prefix(while: { $0 < 0x80 }).count
        for scalar in text.unicodeScalars.dropFirst(asciiPrefix) {
            fold(scalar, into: &output)
        }
    }

    private mutating func fold(_ scalar: Unicode.Scalar, into output: inout [UInt8]) {
        if scalar.isASCII {
            output.append(Self.foldASCII(UInt8(scalar.value)))
            return
        }
        if let known = cache[scalar.value] {
            output.append(contentsOf: known)
            return
        }
        var folded: [UInt8] = []
        if let ascii = Self.transliterations[scalar.value] {
            folded = Array(ascii.utf8)
        } else {
            // Compatibility decomposition turns "É" into "E" + U+0301 and "ǆ" into "dž"; marks are dropped.
            for part in String(scalar).decomposedStringWithCompatibilityMapping.unicodeScalars {
                switch part.properties.generalCategory {
                case .nonspacingMark, .spacingMark, .enclosingMark, .format, .control:
                    continue
                default:
                    if part.isASCII {
                        folded.append(Self.foldASCII(UInt8(part.value)))
                    } else if let known = Self.transliterations[part.value] {
                        folded.append(contentsOf: known.utf8)
                    } else {
                        folded.append(contentsOf: part.properties.lowercaseMapping.utf8)
                    }
                }
            }
        }
        cache[scalar.value] = folded
        output.append(contentsOf: folded)
    }

    @inline(__always)
    private static func foldASCII(_ byte: UInt8) -> UInt8 {
        if byte >= 0x41 && byte <= 0x5A { return byte | 0x20 }
        if byte < 0x20 || byte == 0x7F { return 0x20 }  // control characters never match anything typed
        return byte
    }

    /// Whether a name's first character belongs to the Latin script and is a
    /// letter, so that its folded form picks a letter section.
    public static func isLatinLetter(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        guard latinRanges.contains(where: { $0.contains(value) }) else { return false }
        return scalar.properties.isAlphabetic
    }

    private static let latinRanges: [ClosedRange<UInt32>] = [
        0x0041...0x005A, 0x0061...0x007A,  // ASCII
        0x00C0...0x024F,  // Latin-1 Supplement letters, Extended-A and -B
        0x0250...0x02AF,  // IPA extensions
        0x1E00...0x1EFF,  // Latin Extended Additional
        0x2C60...0x2C7F, 0xA720...0xA7FF, 0xAB30...0xAB6F,  // Extended-C, -D, -E
        0xFF21...0xFF3A, 0xFF41...0xFF5A,  // fullwidth
    ]
}
