/// How a people search matches: the one rule every engine and the directory in
/// memory follow, so that the window, `roster-cli people --search` and the
/// database searches list the same people.
///
/// A query is folded like the search text (`TextFolder`) and matches a person
/// whose search text (`PersonSearchText`: name, username, email, company and
/// phone digits) contains it. A query that looks like a phone number — only
/// digits, spaces, `+`, `-`, `(`, `)` and `.`, with at least
/// `minimumPhoneDigits` digits — also matches by its digits alone: "+1 770" and
/// "770-736" find "1-770-736-8031" (digits "17707368031"). A query of digits
/// only is its own digit form, and finds phones at any length: "7" lists
/// everyone with a 7 in their phone, as it lists everyone with a 7 in their email.
///
/// So a person matches when their search text contains `text`, or `digits`
/// when there is one: at most two substring tests, each one pass.
public struct PersonSearchQuery: Sendable, Hashable {
    /// The folded query.
    public let text: [UInt8]
    /// The query's digits, when it looks like a phone number and they differ from `text`.
    public let digits: [UInt8]?

    /// The fewest digits a punctuated query needs to be matched by its digits:
    /// fewer ("+1", "(7") would match nearly everyone by a digit or two.
    public static let minimumPhoneDigits = 3

    /// `query` folded with `folder`.
    public init(_ query: String, folder: inout TextFolder) {
        self.init(folded: folder.folded(query))
    }

    /// A query already folded.
    public init(folded text: [UInt8]) {
        self.text = text
        digits = Self.phoneDigits(of: text)
    }

    /// The needles a search looks for: `text`, then `digits` when there is one.
    public var needles: [[UInt8]] { digits.map { [text, $0] } ?? [text] }

    /// Whether the query is empty: everyone matches it.
    public var isEmpty: Bool { text.isEmpty }

    /// Whether a person whose search text is `searchText` matches.
    public func isMatched(by searchText: [UInt8]) -> Bool {
        PersonSearchText.contains(searchText, text) || digits.map { PersonSearchText.contains(searchText, $0) } == true
    }

    /// Whether everyone who matches `self` also matches `earlier`, so that a search
    /// for `self` may check only `earlier`'s matches: `earlier`'s needles are inside
    /// `self`'s (typing on narrows).
    public func narrows(_ earlier: PersonSearchQuery) -> Bool {
        guard PersonSearchText.contains(text, earlier.text) else { return false }
        guard let digits else { return true }
        // Someone found by `digits` holds `earlier.digits`, or `earlier.text` when that is all digits.
        let earlierDigits = earlier.digits ?? (earlier.text.allSatisfy(PersonSearchText.isDigit) ? earlier.text : nil)
        guard let earlierDigits else { return false }
        return PersonSearchText.contains(digits, earlierDigits)
    }

    /// The digits of a folded query that looks like a phone number, or nil.
    static func phoneDigits(of text: [UInt8]) -> [UInt8]? {
        var digits: [UInt8] = []
        for byte in text {
            switch byte {
            case 0x30...0x39: digits.append(byte)
            case UInt8(ascii: " "), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "."):
                continue
            default:
                return nil
            }
        }
        guard digits.count >= minimumPhoneDigits, digits.count < text.count else { return nil }
        return digits
    }
}
