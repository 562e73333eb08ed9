import Foundation
import GRDB
import RosterModel
import RosterSQLite
import RosterTestSupport
import Testing

@testable import RosterSearch

/// `PeopleDirectory`'s build from packed columns: the order its integer sort keys
/// give equals a whole-name comparison, a load from the database equals one from
/// whole people, and the row text it keeps stays bounded under edits.
@Suite("Building the people directory")
struct PeopleDirectoryBuildTests {
    /// Names sharing long folded prefixes: the keys hold 15 bytes, ties go to the text.
    static let lookalikes = [
        "Alexandria Ocasio", "Alexandria Ocasio-Cortez", "Alexandria Ocasiox", "ALEXANDRIA OCASIO", "Alexandria Ocasi",
        "Alexandria Ocas", "Alexandria Oca", "Alexandria Ocaś", "Alexandria Ocaśio", "Alexandria Ocasíö", "Alexandria Ocas ",
        "Alexandria  Ocasio", "Alexandria", "alexandria ocasio cortez jr", "Alexandria Ocasio-Cortez", "Æ", "Ae", "AE ",
        "Žofie Nováková-Dvořáková", "Zofie Novakova-Dvorakova", "Zofie Novakova-Dvorakov", "42 Wallaby Way, Sydney", "42 Wallaby Way",
    ]

    private static func people() -> [Person] {
        // Ids in reverse, so that order by id is not the order of input.
        lookalikes.enumerated().map { index, name in
            Person(id: PersonID(Int64(1_000 - index)), name: name, email: "p\(index)@example.org")
        }
    }

    @Test("the order is by section, then the whole folded name bytewise (shorter first), then id")
    func orderEqualsWholeNameComparison() {
        let people = Self.people()
        let directory = PeopleDirectory(people: people)
        var folder = TextFolder()
        let expected = people.map { person in
            let name = PersonSearchText.trimmedName(person.name)
            return (section: PeopleSectionKind.of(name: name, folder: &folder), name: folder.folded(name), id: person.id)
        }.sorted { lhs, rhs in
            if lhs.section != rhs.section { return lhs.section < rhs.section }
            if lhs.name != rhs.name { return lhs.name.lexicographicallyPrecedes(rhs.name) }
            return lhs.id < rhs.id
        }.map(\.id)
        #expect((0..<directory.count).map { directory.id(at: $0) } == expected)

        // Put in one at a time, each where a fresh build would put it.
        var index = PeopleSearchIndex(directory: PeopleDirectory(people: []))
        for person in people.shuffled() { _ = index.apply(upserting: [person], removing: [], query: "") }
        #expect(index.directory.hasSameIndex(as: directory))
    }

    @Test("a load from the database's packed rows equals a build from whole people, untrimmed names and rows without folded text included")
    func databaseColumnsEqualPeople() async throws {
        let tmp = try TemporaryDirectory(prefix: "roster-directory-build")
        let database = try RosterDatabase(path: tmp.path("roster.sqlite"))
        try await database.insert(
            Self.people()
                + generatedPeople(count: 1_200, seed: 4).map { person in
                    var person = person
                    person.id = PersonID(person.id.rawValue + 10_000)
                    return person
                })
        // Another program's writes: no folded text.
        try await DatabaseQueue(path: tmp.path("roster.sqlite")).write { db in
            try db.execute(sql: "INSERT INTO person (id, name, username, email) VALUES (50, '  Ünal Çelik ', 'uc', 'unal@example.tr')")
            try db.execute(sql: "UPDATE person SET name = 'Ocasio, Alexandria' WHERE id = 1000")
        }
        let fromRows = PeopleDirectory(columns: try await database.fetchPeopleList())
        let fromPeople = PeopleDirectory(people: try await database.fetchPeople())
        #expect(fromRows.count == 1_200 + Self.lookalikes.count + 1)
        #expect(fromRows.hasSameIndex(as: fromPeople))

        // More matches than one statement's worth of ids: the packed search lists what the search lists.
        for query in ["a", "e", "ocasio", "unal", ""] {
            let packed = try await database.searchPeopleList(matching: query)
            let found = try await database.searchPeople(matching: query)
            #expect(Set(packed.columns.ids) == Set(found.people.map(\.id)), "query \(query)")
            #expect(PeopleDirectory(columns: packed.columns).hasSameIndex(as: PeopleDirectory(people: found.people)), "query \(query)")
        }
        #expect(try await database.searchPeopleList(matching: "e").columns.count > 500)
    }

    @Test("edits outside a row keep its stored text; edits to it are rewritten away in time; a copy taken before stays as it was")
    func storedRowTextStaysBounded() throws {
        var people = (1...30).map { Person(id: PersonID(Int64($0)), name: "Person \($0)", email: "p\($0)@example.org", phone: "1") }
        var index = PeopleSearchIndex(directory: PeopleDirectory(people: people))
        let stored = index.directory.displayText.count
        for round in 0..<200 {
            people[round % people.count].phone = "\(round)"
            _ = index.apply(upserting: [people[round % people.count]], removing: [], query: "")
        }
        #expect(index.directory.displayText.count == stored, "a phone number is not in the row")

        let before = index.directory
        let snapshot = (0..<before.count).map {
            [String(before.id(at: $0)), before.name(at: $0), before.email(at: $0), before.company(at: $0)]
        }
        var largest = 0
        for round in 0..<3_000 {
            people[round % people.count].companyName = "Company \(round)"
            _ = index.apply(upserting: [people[round % people.count]], removing: [], query: "")
            largest = max(largest, index.directory.displayText.count)
        }
        #expect(index.directory.hasSameIndex(as: PeopleDirectory(people: people)))
        #expect(largest < stored + 1_100 * 40, "stored row text reached \(largest) bytes")
        #expect(
            (0..<before.count).map { [String(before.id(at: $0)), before.name(at: $0), before.email(at: $0), before.company(at: $0)] }
                == snapshot, "the directory a listing kept changed")
    }

    @Test("an email that is its own folded form is shown from the search record, any other from the row text, through edits")
    func emailsKeptOnce() throws {
        let emails = ["plain@example.org", "Mixed@Example.org", "élan@example.org", "", "x@y"]
        var people = emails.enumerated().map { index, email in
            Person(id: PersonID(Int64(index + 1)), name: "Person \(index)", username: "user\(index)", email: email)
        }
        var index = PeopleSearchIndex(directory: PeopleDirectory(people: people))
        func shownEmails() -> [PersonID: String] {
            let directory = index.directory
            return Dictionary(uniqueKeysWithValues: (0..<directory.count).map { (directory.id(at: $0), directory.email(at: $0)) })
        }
        #expect(shownEmails() == Dictionary(uniqueKeysWithValues: people.map { ($0.id, $0.email) }))
        // Only the two emails that are not their folded form are in the row text.
        let rowText = people.map { $0.name.utf8.count + $0.companyName.utf8.count }.reduce(0, +)
        #expect(index.directory.displayText.count == rowText + "Mixed@Example.org".utf8.count + "élan@example.org".utf8.count)

        // Edits in place (same name: same place), from one kind of email to the other, and a username alone.
        let edits = [
            (0, "Now@Mixed.org"), (1, "now-plain@example.org"), (2, "élan@example.org"), (4, "x@y"), (4, "z@y"), (3, "Up@Case.org"),
        ]
        for (round, (slot, email)) in edits.enumerated() {
            people[slot].email = email
            if round == 3 { people[slot].username = "renamed" }
            _ = index.apply(upserting: [people[slot]], removing: [], query: "")
            #expect(shownEmails() == Dictionary(uniqueKeysWithValues: people.map { ($0.id, $0.email) }), "after edit \(round)")
            #expect(index.directory.hasSameIndex(as: PeopleDirectory(people: people)))
        }
        // Moved (renamed), then the row text rewritten (others' rows edited): the email
        // left to the record ("z@y") stays so.
        people[1].name = "Aaron"
        _ = index.apply(upserting: [people[1]], removing: [], query: "")
        for round in 0..<1_100 {
            people[round % 3].companyName = "Company \(round)"
            _ = index.apply(upserting: [people[round % 3]], removing: [], query: "")
        }
        #expect(index.directory.discardedEntries < 1_100, "the row text was rewritten")
        #expect(shownEmails() == Dictionary(uniqueKeysWithValues: people.map { ($0.id, $0.email) }))
        #expect(index.directory.hasSameIndex(as: PeopleDirectory(people: people)))
        var search = PeopleSearchIndex(directory: index.directory)
        #expect(search.matches(for: "now-plain").count == 1)
    }
}
