import Foundation

/// What a people search looks in: one person's folded name, username, email
/// and company, then the digits of their phone, in that order, separated by
/// `separator`; and how a query is matched against it (`PersonSearchQuery`).
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
    /// The phone is kept as its digits alone ("1-770-736-8031 x56442" as
    /// "1770736803156442"), so that a query's digits find it however either is
    /// punctuated (`PersonSearchQuery`); in the same record, so a search stays one scan.
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
        appendDigits(of: phone, folder: &folder, into: &output)
        return nameLength
    }

    /// Appends the ASCII digits of `text` folded (so that fullwidth and other
    /// compatibility digits count as theirs), nothing else.
    static func appendDigits(of text: String, folder: inout TextFolder, into output: inout [UInt8]) {
        let start = output.count
        folder.fold(text, into: &output)
        var kept = start
        for index in start..<output.count where isDigit(output[index]) {
            output[kept] = output[index]
            kept += 1
        }
        output.removeSubrange(kept...)
    }

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
