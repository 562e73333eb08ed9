extension ImportError {
    /// Why a vCard file is not well formed (`malformedVCard`): typed, so the view models word it.
    public enum VCardProblem: Sendable, Equatable, CustomStringConvertible {
        /// The card that begins on this line has no `END:VCARD` (the file is cut short).
        case missingEnd
        /// An `END:VCARD` with no card open.
        case endWithoutBegin
        /// A `BEGIN:VCARD` inside the card that begins on `cardLine`.
        case beginInsideCard(cardLine: Int)
        /// Text outside `BEGIN:VCARD` … `END:VCARD`.
        case outsideCard
        /// A line with no `:` between the property's name and its value.
        case missingColon
        /// A line with no property name before its `:` or `;`.
        case missingName
        /// A VERSION other than 2.1, 3.0 and 4.0.
        case unsupportedVersion(String)
        /// A CHARSET Roster does not read.
        case unsupportedCharset(String)
        /// Bytes that are not text in the character set named.
        case invalidText(charset: String)
        /// The file holds no card at all.
        case noCard

        /// The English wording, for logs.
        public var description: String {
            switch self {
            case .missingEnd: return "the card that begins here has no END:VCARD"
            case .endWithoutBegin: return "END:VCARD without BEGIN:VCARD"
            case .beginInsideCard(let line): return "BEGIN:VCARD inside the card of line \(line)"
            case .outsideCard: return "text outside a card"
            case .missingColon: return "no “:” after the property name"
            case .missingName: return "no property name"
            case .unsupportedVersion(let version): return "unsupported VERSION \(version)"
            case .unsupportedCharset(let charset): return "unsupported CHARSET \(charset)"
            case .invalidText(let charset): return "not \(charset) text"
            case .noCard: return "no card"
            }
        }
    }
}
