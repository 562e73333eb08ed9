import Foundation

/// What a people search looks in: one person's folded name, username, email
/// and company, then their phone's digits (`appendPhone`), in that order,
/// separated by `separator`; and how a query is matched against it
/// (`PersonSearchQuery`).
///
/// One definition for every place that holds it: the view model's directory in
/// memory and the databases' search columns (`person.searchText` in SQLite,
/// `person.search_text` in PostgreSQL), which let `roster-cli people --search`
/// answer from the database. All must list exactly the same people, so all
/// build the text here. A change of this layout needs a schema migration in
/// each engine that recomputes the column of existing rows.
public enum PersonSearchText {
    /// Between two fields. Folded text never holds it (control characters fold
    /// to spaces), so a folded query never matches across two fields.
    public static let separator: UInt8 = 0x01

    /// Where a phone's extension starts in its digit form: "1-770-736-8031 x56442"
    /// is kept as "17707368031", this byte, "56442". Folded text never holds it, so
    /// only a query that names an extension ("x56442", `PersonSearchQuery`) finds it,
    /// and no digits match across the number and its extension ("80315" is not in it).
    public static let extensionMark: UInt8 = 0x02

    /// `name` without leading and trailing white space, as the directory shows
    /// and sorts it; returns the same string (no copy, no Foundation) in the
    /// common case where there is none.
    public static func trimmedName(_ name: String) -> String {
        let scalars = name.unicodeScalars
        guard let first = scalars.first, let last = scalars.last else { return name }
        if !first.properties.isWhitespace && !last.properties.isWhitespace { return name }
        return name.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Appends the search text of a person whose name is `name` (already
    /// trimmed) to `output`; returns how many bytes the folded name took, which
    /// come first: the folded name is also the directory's sort key.
    ///
    /// The phone is kept as its digits alone, its extension apart (`phoneForm`:
    /// "1-770-736-8031 x56442" as "17707368031", `extensionMark`, "56442"), so that a
    /// query's digits find it however either is punctuated (`PersonSearchQuery`); in
    /// the same record, so a search stays one scan.
    @discardableResult
    public static func append(
        name: String, username: String, email: String, company: String, phone: String,
        folder: inout TextFolder, into output: inout [UInt8]
    ) -> Int {
        let start = output.count
        folder.fold(name, into: &output)
        let nameLength = output.count - start
        output.append(separator)
        folder.fold(username, into: &output)
        output.append(separator)
        folder.fold(email, into: &output)
        output.append(separator)
        folder.fold(company, into: &output)
        output.append(separator)
        appendPhone(phone, folder: &folder, into: &output)
        return nameLength
    }

    /// Appends the digit form of `phone` (`phoneForm`), folded first so that fullwidth
    /// and other compatibility digits count as theirs.
    static func appendPhone(_ phone: String, folder: inout TextFolder, into output: inout [UInt8]) {
        let start = output.count
        folder.fold(phone, into: &output)
        let end = phoneForm(&output, from: start, isQuery: false)!
        output.removeSubrange(end...)
    }

    /// The digit form of `phone` (`phoneForm`) as text, split at its extension:
    /// "1-770-736-8031 x56442" → ("17707368031", "56442"). What a `tel:` address dials.
    public static func phoneDigits(_ phone: String) -> (number: String, extension: String) {
        var folder = TextFolder()
        var form: [UInt8] = []
        appendPhone(phone, folder: &folder, into: &form)
        let parts = form.split(separator: extensionMark, maxSplits: 1, omittingEmptySubsequences: false)
        return (String(decoding: parts.first ?? [], as: UTF8.self), parts.count > 1 ? String(decoding: parts[1], as: UTF8.self) : "")
    }

    /// Rewrites the folded text in `bytes[start...]`, in place, as its digit form, and
    /// returns where the form ends: the one reduction of a phone number, for a stored
    /// phone and for a query (`PersonSearchQuery`) alike.
    ///
    /// The form is the text's digits, and from its first letter on (the extension's
    /// "x" or "ext", the only letters a phone may hold) `extensionMark`, then the
    /// digits after it: "1-770-736-8031 x56442" → "17707368031" `extensionMark`
    /// "56442"; "(254)954-1289" → "2549541289". Everything else is dropped.
    ///
    /// A query (`isQuery`) has a digit form only when it is written like a phone
    /// number: digits, `phonePunctuation`, and at most one run of letters that is an
    /// extension's marker or the start of one ("x", "e", "ex", "ext"; "ext." as its
    /// dot is punctuation). Nil for any other query.
    static func phoneForm(_ bytes: inout [UInt8], from start: Int, isQuery: Bool) -> Int? {
        var kept = start
        var inExtension = false
        var marker: [UInt8] = []
        var markerEnded = false
        for index in start..<bytes.count {
            let byte = bytes[index]
            let isLetter = byte >= 0x61 && byte <= 0x7A
            if isDigit(byte) {
                bytes[kept] = byte
                kept += 1
            } else if isLetter {
                if !inExtension {
                    inExtension = true
                    bytes[kept] = extensionMark
                    kept += 1
                }
                guard isQuery else { continue }
                if markerEnded { return nil }
                marker.append(byte)
            } else if isQuery && !phonePunctuation.contains(byte) {
                return nil
            }
            if !isLetter && !marker.isEmpty { markerEnded = true }
        }
        if isQuery && inExtension && !extensionMarkers.contains(marker) { return nil }
        return kept
    }

    /// The characters a query written as a phone number may hold besides digits and an
    /// extension: those the rules allow in a phone (`PersonRules`), "+", "-", "(", ")",
    /// ".", "/" and the space.
    static let phonePunctuation: [UInt8] = Array(" +-()./".utf8)

    /// How a query may name an extension, typed out or on its way ("e", "ex").
    static let extensionMarkers: Set<[UInt8]> = [Array("x".utf8), Array("e".utf8), Array("ex".utf8), Array("ext".utf8)]

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// The search text of `person`.
    public static func of(_ person: Person, folder: inout TextFolder) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(
            person.name.utf8.count + person.username.utf8.count + person.email.utf8.count
                + person.companyName.utf8.count + person.phone.utf8.count + 4)
        append(
            name: trimmedName(person.name), username: person.username, email: person.email,
            company: person.companyName, phone: person.phone, folder: &folder, into: &output)
        return output
    }

    /// The search text of `person` as the database stores it (valid UTF-8: folding keeps whole characters).
    public static func column(of person: Person) -> String {
        var folder = TextFolder()
        return String(decoding: of(person, folder: &folder), as: UTF8.self)
    }

    /// Whether `text` contains `query` (both folded): an empty query is in
    /// everything. The matching rule is `PersonSearchQuery.isMatched(by:)`.
    public static func contains(_ text: [UInt8], _ query: [UInt8]) -> Bool {
        guard query.count <= text.count else { return false }
        guard let first = query.first else { return true }
        for start in 0...(text.count - query.count) where text[start] == first {
            if text[start..<(start + query.count)].elementsEqual(query) { return true }
        }
        return false
    }
}

/// The answer to a search of the directory (`PeopleStore.searchPeople(matching:)`).
public struct PeopleSearchResult: Sendable, Equatable {
    /// The people matching the search, in no particular order (the view model decides it).
    public var people: [Person]
    /// How many people the directory holds in all, matching or not.
    public var total: Int

    /// A result listing `people` out of `total`.
    public init(people: [Person], total: Int) {
        self.people = people
        self.total = total
    }
}
