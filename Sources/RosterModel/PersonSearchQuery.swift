import Foundation

/// How a people search matches: the one rule every engine and the directory in
/// memory follow, so that the window, `roster-cli people --search` and the
/// database searches list the same people.
///
/// A query is folded like the search text (`TextFolder`) and matches a person
/// whose search text (`PersonSearchText`: name, username, email, company and
/// phone digits) contains it. A query written like a phone number — only
/// digits, spaces, `+`, `-`, `(`, `)`, `.` and `/`, with at least
/// `minimumPhoneDigits` digits, and perhaps an extension ("x56442", "ext. 12")
/// — also matches by its digit form (`PersonSearchText.phoneForm`, the same
/// reduction the stored phone gets): "+1 770" and "770-736" find
/// "1-770-736-8031 x56442" (digits "17707368031"), and so do "x56442",
/// "8031 x56442" and the whole number as shown. A query of digits only is its
/// own digit form, and finds phones at any length: "7" lists everyone with a 7
/// in their phone, as it lists everyone with a 7 in their email. Digits never
/// match across a number and its extension: "80315" does not find Leanne.
///
/// So a person matches when their search text contains `text`, or `digits`
/// when there is one: at most two substring tests, each one pass.
///
/// The rule is locale-independent: the same query finds the same people in
/// every language and on every front.
public struct PersonSearchQuery: Sendable, Hashable {
    /// The folded query.
    public let text: [UInt8]
    /// The query's digit form, when it is written like a phone number and that differs from `text`.
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

    /// The queries a desktop search's `terms` stand for, each to be matched as if typed
    /// in the People list's search, a person matching all of them. GNOME Shell's search
    /// provider is given the user's text split at white space, so a phone number typed with
    /// spaces arrives in pieces ("+1", "770"): terms next to each other that are each written
    /// like a phone number (digits, punctuation, an extension's "x") are put back together
    /// when together they make one ("+1 770", matched by its digits); every other term is a
    /// query of its own. `["leanne", "+1", "770"]` → `["leanne", "+1 770"]`;
    /// `["romaguera", "crona"]` → both. Blank terms are dropped: no terms, no queries.
    public static func queries(fromTerms terms: [String]) -> [String] {
        var folder = TextFolder()
        var queries: [String] = []
        var run: [String] = []
        func endRun() {
            if run.count > 1, PersonSearchQuery(run.joined(separator: " "), folder: &folder).digits != nil {
                queries.append(run.joined(separator: " "))
            } else {
                queries += run
            }
            run = []
        }
        for term in terms.map({ $0.trimmingCharacters(in: .whitespacesAndNewlines) }) where !term.isEmpty {
            var folded = folder.folded(term)
            if PersonSearchText.phoneForm(&folded, from: 0, isQuery: true) != nil {
                run.append(term)
            } else {
                endRun()
                queries.append(term)
            }
        }
        endRun()
        return queries
    }

    /// The digit form of a folded query written like a phone number, or nil.
    static func phoneDigits(of text: [UInt8]) -> [UInt8]? {
        var form = text
        guard let end = PersonSearchText.phoneForm(&form, from: 0, isQuery: true) else { return nil }
        form.removeSubrange(end...)
        guard form.count(where: PersonSearchText.isDigit) >= minimumPhoneDigits, form != text else { return nil }
        return form
    }
}
