/// How a multi-line text breaks into lines.
public enum TextWrap: String, Sendable, Codable, Equatable {
    /// Between words; a word wider than the line breaks between characters.
    case words
    /// Anywhere between characters: for text with a very long unbroken run (a
    /// pasted URL, a key, one letter with many combining marks), which word
    /// wrapping lays out in time that grows with the run's length squared.
    case anywhere

    /// Runs longer than this many characters are wrapped anywhere: no word of
    /// any language comes close, and such a run is laid out within one frame.
    public static let longestWord = 60

    /// The wrap that lays `text` out quickly and, for prose, by words.
    public static func suited(to text: String) -> TextWrap {
        var run = 0
        for character in text {
            if character.isWhitespace {
                run = 0
            } else {
                run += 1
                if run > longestWord { return .anywhere }
            }
        }
        return .words
    }
}
