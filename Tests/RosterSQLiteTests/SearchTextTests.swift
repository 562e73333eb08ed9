import Foundation
import GRDB
import RosterTestSupport
import Testing

@testable import RosterModel
@testable import RosterSQLite

/// `person.searchText` (v4) and `RosterDatabase.searchPeople`: the column is
/// backfilled by the migration, right after every write, and the SQL search
/// lists exactly the people the matching rule (`PersonSearchText`, the one the
/// view model's directory uses) lists.
@Suite("Searching in the database: the folded column and the SQL search")
struct SearchTextTests {
    let tmp: TemporaryDirectory

    init() throws {
        tmp = try TemporaryDirectory(prefix: "roster-search-text")
    }

    static let people: [Person] = [
        Person(id: 1, name: "Émile Zola", username: "emile", email: "emile@example.org"),
        Person(id: 2, name: "ÉMILE ZOLA", username: "EZ", email: "EZ@Example.ORG"),
        Person(id: 3, name: "Antonín Dvořák", username: "dvorak", email: "antonin@example.cz"),
        Person(id: 4, name: "Łukasz Straße", username: "lukasz_s", email: "lukasz_s@example.pl"),
        Person(id: 5, name: "50% Off", username: "fifty%", email: "deals%50@example.com"),
        Person(id: 6, name: "under_score", username: "a_b", email: "a_b@example.com"),
        Person(id: 7, name: "Back\\slash", username: "back\\slash", email: "back@example.com"),
        Person(id: 8, name: "O'Brien \"Quoted\"", username: "obrien", email: "o'brien@example.ie"),
        Person(id: 9, name: "🙂 Smile 👩🏽‍💻", username: "smile", email: "smile@example.com"),
        Person(id: 10, name: "Дмитрий Иванов", username: "dima", email: "dima@example.ru"),
        Person(id: 11, name: "  Padded  ", username: "padded", email: "padded@example.com"),
        Person(id: 12, name: "Ægir Þór ǆ", username: "aegir", email: "aegir@example.dk"),
        Person(id: 13, name: "Ana", email: "ana@example.com", phone: "1-770-736-8031 x56442", companyName: "Romaguera-Crona"),
        Person(id: 14, name: "Bo", email: "bo@example.com", phone: "+49 (30) 1770-736", companyName: "Straße & Söhne"),
    ]

    static let queries = [
        "", "e", "É", "emile", "EMILE", "emile zola", "%", "_", "%_", "\\", "a_b", "50%", "'", "\"", "o'b",
        "🙂", "🏽", "ss", "straße", "ß", "dvorak", "DVOŘÁK", "ł", "ae", "thor", "dz", "д", "ИВАН", "@", ".", "padded",
        "zzzz", "\u{1}", "\t", "x\u{1}y", "\u{301}", "\u{200B}", "com",
        "770", "7368031", "+1 770", "1-770-736", "(770) 736", "+1 7", "49", "romaguera", "SÖHNE", "soehne", "crona\u{1}",
        "x56442", "8031 x56442", "1-770-736-8031 x56442", "80315", "56442", "ext 5644", "8031 y5",
    ]

    /// A store with only `fetchPeople`: its search is `PeopleStore`'s own, the rule in Swift.
    struct Reference: PeopleStore {
        let people: [Person]
        func fetchPeople() async throws -> [Person] { people }
    }

    private func ids(_ result: PeopleSearchResult) -> [PersonID] { result.people.map(\.id).sorted() }

    /// Every row's column, by id (nil: NULL).
    private func columns(_ database: RosterDatabase) throws -> [PersonID: String?] {
        try database.writer.read { db in
            var result: [PersonID: String?] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT id, searchText FROM person") {
                let id: PersonID = row[0]
                result[id] = .some(row[1] as String?)
            }
            return result
        }
    }

    /// What the column must hold for each person stored now.
    private func expectedColumns(_ database: RosterDatabase) async throws -> [PersonID: String?] {
        var folder = TextFolder()
        var result: [PersonID: String?] = [:]
        for person in try await database.fetchPeople() {
            result[person.id] = .some(String(decoding: PersonSearchText.of(person, folder: &folder), as: UTF8.self))
        }
        return result
    }

    private func expectSameAnswers(_ database: RosterDatabase, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let reference = Reference(people: try await database.fetchPeople())
        for query in Self.queries {
            let sql = try await database.searchPeople(matching: query)
            let swift = try await reference.searchPeople(matching: query)
            #expect(ids(sql) == ids(swift), "query \(query.debugDescription)", sourceLocation: sourceLocation)
            #expect(sql.total == swift.total, sourceLocation: sourceLocation)
        }
    }

    /// Opens the older database at `path` with `RosterDatabase`, which migrates it, and reports
    /// the migrations applied since and the change log's last entry before and after.
    private func openMigrating(_ path: String) async throws -> (
        database: RosterDatabase, migrations: [String], logBefore: Int?, logAfter: Int?
    ) {
        let lastLogEntry = "SELECT max(seq) FROM changeLog"
        let logBefore = try await {
            let queue = try DatabaseQueue(path: path)
            defer { try? queue.close() }
            return try await queue.read { try Int.fetchOne($0, sql: lastLogEntry) }
        }()
        let database = try RosterDatabase(path: path)
        let (migrations, logAfter) = try await database.writer.read { db in
            (
                try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier"),
                try Int.fetchOne(db, sql: lastLogEntry)
            )
        }
        return (database, migrations, logBefore, logAfter)
    }

    /// The database at `name` as the migration `version` left it (RosterSchema's own
    /// migrations up to it, as released) with the rows `fill` writes, then opened as
    /// `openMigrating` does.
    private func migrating(_ name: String, leftBy version: String, _ fill: @escaping @Sendable (Database) throws -> Void) async throws
        -> (database: RosterDatabase, migrations: [String], logBefore: Int?, logAfter: Int?)
    {
        let path = tmp.path(name)
        let queue = try DatabaseQueue(path: path)
        try RosterSchema.migrator.migrate(queue, upTo: version)
        try await queue.write(fill)
        try queue.close()
        return try await openMigrating(path)
    }

    @Test("the SQL search lists exactly what the rule lists, for accents, case, wildcards, quotes, emoji and blanks")
    func sameAnswers() async throws {
        let database = try RosterDatabase(path: tmp.path("roster.sqlite"))
        try await database.insert(Self.people)
        #expect(try columns(database) == (try await expectedColumns(database)))
        try await expectSameAnswers(database)
        // Spot checks of the rule itself.
        #expect(ids(try await database.searchPeople(matching: "emile")) == [1, 2])
        #expect(ids(try await database.searchPeople(matching: "%")) == [5])
        #expect(ids(try await database.searchPeople(matching: "_")) == [4, 6])
        #expect(ids(try await database.searchPeople(matching: "ss")) == [4, 14])
        #expect(ids(try await database.searchPeople(matching: "x\u{1}y")).isEmpty, "a query never spans two fields")
        #expect(try await database.searchPeople(matching: "").people.count == Self.people.count)
        #expect(try await database.searchPeople(matching: "zzzz") == PeopleSearchResult(people: [], total: Self.people.count))
        #expect(ids(try await database.searchPeople(matching: "770")) == [13, 14], "phone digits")
        #expect(ids(try await database.searchPeople(matching: "7368031")) == [13])
        #expect(ids(try await database.searchPeople(matching: "+1 770")) == [13, 14], "by its digits, 1770")
        #expect(ids(try await database.searchPeople(matching: "(770) 736-8031")) == [13])
        #expect(ids(try await database.searchPeople(matching: "romaguera")) == [13], "company")
        #expect(ids(try await database.searchPeople(matching: "+1 7")).isEmpty, "too few digits to be a phone number")
    }

    @Test("the total is counted from the small id index, the search scans the search text index alone, the first page reads it too")
    func queryPlans() async throws {
        let database = try RosterDatabase(path: tmp.path("roster.sqlite"))
        try await database.insert(Self.people)
        let (count, search, firstPage) = try await database.writer.read { db in
            func plan(_ sql: String) throws -> [String] {
                try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql).map { $0["detail"] as String? ?? "" }
            }
            return (
                try plan("SELECT count(*) FROM person"),
                try plan(
                    "SELECT id, name FROM person WHERE id IN (" + RosterDatabase.searchMatchesSQL.replacingOccurrences(of: "?", with: "'x'")
                        + ")"),
                try plan("SELECT * FROM person WHERE searchText >= 'a' ORDER BY searchText LIMIT 120")
            )
        }
        #expect(count == ["SCAN person USING COVERING INDEX person_count"])
        #expect(
            search == [
                "SEARCH person USING INTEGER PRIMARY KEY (rowid=?)", "LIST SUBQUERY 1",
                "SCAN person USING COVERING INDEX person_searchText",
            ],
            "the index, not the table, then one lookup per match: \(search)")
        #expect(firstPage == ["SEARCH person USING INDEX person_searchText (searchText>?)"], "no sort, no scan: \(firstPage)")
    }

    @Test("the first page: the first people by folded name from A on, the total, and rows without folded text left out")
    func firstPage() async throws {
        let database = try RosterDatabase(path: tmp.path("roster.sqlite"))
        try await database.insert(Self.people)
        let all = try await database.fetchPeople()
        var folder = TextFolder()
        let expected = all.filter { PersonSearchText.of($0, folder: &folder).first.map { $0 >= UInt8(ascii: "a") } ?? false }
            .sorted { PersonSearchText.of($0, folder: &folder).lexicographicallyPrecedes(PersonSearchText.of($1, folder: &folder)) }
        let page = try #require(try await database.fetchFirstPeople(limit: 3))
        #expect(page.total == all.count)
        #expect(page.people.map(\.id) == expected.prefix(3).map(\.id))
        // A row written by another program has no folded text yet: not in the preview.
        try await database.writer.write { db in
            try db.execute(sql: "INSERT INTO person (name, email) VALUES ('Aaron Aardvark', 'aaron@example.org')")
        }
        let later = try #require(try await database.fetchFirstPeople(limit: 3))
        #expect(later.total == all.count + 1)
        #expect(later.people.map(\.id) == expected.prefix(3).map(\.id))
    }

    @Test("the sample team: every two-letter piece of every name finds the same people")
    func sampleTeam() async throws {
        let database = try RosterDatabase(path: tmp.path("sample.sqlite"), seedSampleData: true)
        let people = try await database.fetchPeople()
        let reference = Reference(people: people)
        var queries: Set<String> = []
        for person in people {
            let characters = Array(person.name)
            for start in 0..<max(characters.count - 1, 0) { queries.insert(String(characters[start...start + 1])) }
        }
        for query in queries.sorted() {
            #expect(
                ids(try await database.searchPeople(matching: query)) == ids(try await reference.searchPeople(matching: query)),
                "query \(query.debugDescription)")
        }
    }

    @Test("every write path keeps the column right: add, edit, import, delete, restore")
    func writesKeepTheColumn() async throws {
        let database = try RosterDatabase(path: tmp.path("roster.sqlite"))
        try await database.insert(Self.people)

        let added = try await database.addPerson(Person(id: 0, name: "Søren Kierkegaard", email: "soren@example.dk"))
        #expect(ids(try await database.searchPeople(matching: "soren")) == [added.id])

        let zola = try #require(try await database.fetchPerson(id: 1))
        var renamed = zola
        renamed.name = "Honoré de Balzac"
        _ = try await database.updatePerson(PersonEdit(original: zola, updated: renamed))
        #expect(ids(try await database.searchPeople(matching: "balzac")) == [1], "found by the new name")
        #expect(ids(try await database.searchPeople(matching: "emile zola")) == [2], "not by the old one")
        #expect(ids(try await database.searchPeople(matching: "emile")) == [1, 2], "the username did not change")

        // Import: one person replaced, one added.
        var replaced = Self.people[2]
        replaced.name = "Bedřich Smetana"
        _ = try await database.importDirectory(
            DirectoryDocument(people: [replaced, Person(id: 40, name: "Zoë Ørsted", email: "zoe@example.dk")]), progress: { _ in })
        #expect(ids(try await database.searchPeople(matching: "smetana")) == [3])
        #expect(ids(try await database.searchPeople(matching: "antonin dvorak")).isEmpty)
        #expect(ids(try await database.searchPeople(matching: "zoe orsted")) == [40])

        let removed = try await database.deletePerson(id: 40)
        #expect(ids(try await database.searchPeople(matching: "orsted")).isEmpty)
        try await database.restorePerson(removed)
        #expect(ids(try await database.searchPeople(matching: "orsted")) == [40])

        #expect(try columns(database) == (try await expectedColumns(database)))
        try await expectSameAnswers(database)
    }

    /// A database holding `Self.people`, then `statements` run as another program runs them (it cannot fold).
    private func database(thenForeignWrites statements: [String]) async throws -> RosterDatabase {
        let database = try RosterDatabase(path: tmp.path("roster.sqlite"))
        try await database.insert(Self.people)
        try await database.writer.write { db in
            for sql in statements { try db.execute(sql: sql) }
        }
        return database
    }

    @Test("rows another program writes (it cannot fold) are marked NULL and still found by the rule")
    func otherWriters() async throws {
        let database = try await database(thenForeignWrites: [
            "INSERT INTO person (id, name, email) VALUES (50, 'Ünal Çelik', 'unal@example.tr')",
            "UPDATE person SET name = 'Renamed Person' WHERE id = 1",
            "UPDATE person SET website = 'https://example.org' WHERE id = 2",
            "UPDATE person SET phone = '555 0199' WHERE id = 3",
            "UPDATE person SET companyName = 'Acme' WHERE id = 4",
        ])
        let stored = try columns(database)
        #expect(stored[50] == .some(nil), "an insert without the column leaves it NULL")
        #expect(stored[1] == .some(nil), "a rename that leaves the column as it was marks it NULL")
        #expect(stored[2] != .some(nil), "a change of another field leaves it")
        #expect(stored[3] == .some(nil), "so does a change of the phone")
        #expect(stored[4] == .some(nil), "and of the company")
        #expect(ids(try await database.searchPeople(matching: "5550199")) == [3])
        #expect(ids(try await database.searchPeople(matching: "acme")) == [4])
        #expect(ids(try await database.searchPeople(matching: "unal celik")) == [50])
        #expect(ids(try await database.searchPeople(matching: "renamed")) == [1])
        #expect(ids(try await database.searchPeople(matching: "emile zola")) == [2])
        try await expectSameAnswers(database)

        // The model's next write of the row folds it again.
        let unal = try #require(try await database.fetchPerson(id: 50))
        var edited = unal
        edited.phone = "1"
        _ = try await database.updatePerson(PersonEdit(original: unal, updated: edited))
        #expect(try columns(database)[50] == (try await expectedColumns(database))[50])
    }

    @Test("the packed list read from the rows equals the list packed from the people, also for rows without folded text")
    func peopleList() async throws {
        let database = try await database(thenForeignWrites: [
            "INSERT INTO person (id, name, username, email) VALUES (50, ' Ünal Çelik\t', 'ÜC', 'unal@example.tr')",
            "UPDATE person SET name = '  Renamed Person' WHERE id = 1",
            "UPDATE person SET companyName = 'Ærø ApS' WHERE id = 2",
        ])
        let listed = try await database.fetchPeopleList()
        let expected = PeopleListColumns(people: try await database.fetchPeople())
        #expect(listed == expected)
        #expect(listed.count == Self.people.count + 1)
        let unal = try #require(listed.ids.firstIndex(of: 50))
        #expect(String(decoding: listed.field(0, at: unal), as: UTF8.self) == "Ünal Çelik", "the name is trimmed")
        #expect(
            String(decoding: listed.searchText(at: unal), as: UTF8.self) == "unal celik\u{1}uc\u{1}unal@example.tr\u{1}\u{1}",
            "folded here: the row had none")

        // The packed search lists what the search lists, rows without folded text checked by the rule.
        for query in Self.queries + ["unal", "renamed", "ærø"] {
            let packed = try await database.searchPeopleList(matching: query)
            let found = try await database.searchPeople(matching: query)
            #expect(packed.columns == PeopleListColumns(people: found.people), "query \(query.debugDescription)")
            #expect(packed.total == found.total)
        }
        #expect(try await database.searchPeopleList(matching: "unal").columns.ids == [50])
        #expect(try await database.searchPeopleList(matching: "zzzz").columns.count == 0)
    }

    @Test("the v4 migration backfills a v3 database, without writing to the change log")
    func backfillsV3() async throws {
        // The database v3 left.
        let (database, migrations, logBefore, logAfter) = try await migrating("v3.sqlite", leftBy: "v3: change log") { db in
            for person in Self.people {
                try db.execute(
                    sql: "INSERT INTO person (id, name, username, email) VALUES (?, ?, ?, ?)",
                    arguments: [person.id, person.name, person.username, person.email])
            }
        }
        #expect(migrations.last == "v9: unique usernames")
        #expect(logAfter == logBefore, "backfilling is not a change anyone needs to re-read")
        #expect(try columns(database) == (try await expectedColumns(database)))
        #expect(!(try columns(database)).values.contains(nil))
        try await expectSameAnswers(database)

        // The change log still records updates (its trigger was put back).
        let ana = try #require(try await database.fetchPerson(id: 13))
        var edited = ana
        edited.name = "Anna"
        _ = try await database.updatePerson(PersonEdit(original: ana, updated: edited))
        let logEdited = try await database.writer.read { try Int.fetchOne($0, sql: "SELECT max(seq) FROM changeLog") }
        #expect(logEdited == (logAfter ?? 0) + 1)
    }

    @Test("the v6 migration recomputes a v5 database's search text with company and phone digits, without writing to the change log")
    func recomputesV5() async throws {
        // The database v5 left, its rows written by Roster then (name, username and email folded).
        let (database, migrations, logBefore, logAfter) = try await migrating("v5.sqlite", leftBy: "v5: search text index") { db in
            var folder = TextFolder()
            for person in Self.people {
                let name = PersonSearchText.trimmedName(person.name)
                let v5Text = [name, person.username, person.email].map { String(decoding: folder.folded($0), as: UTF8.self) }
                    .joined(separator: "\u{1}")
                try db.execute(
                    sql: """
                        INSERT INTO person (id, name, username, email, phone, companyName, searchText) VALUES (?, ?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [person.id, person.name, person.username, person.email, person.phone, person.companyName, v5Text])
            }
            // One row another program wrote: no search text yet.
            try db.execute(sql: "INSERT INTO person (id, name, email, phone) VALUES (60, 'Foreign', 'f@example.org', '770')")
        }
        #expect(
            migrations.suffix(5) == [
                "v5: search text index", "v6: company and phone in search text", "v7: phone extension apart in search text",
                "v8: history",
                "v9: unique usernames",
            ])
        #expect(logAfter == logBefore, "recomputing is not a change anyone needs to re-read")
        #expect(try columns(database) == (try await expectedColumns(database)), "every row recomputed, the foreign one too")
        #expect(ids(try await database.searchPeople(matching: "770")) == [13, 14, 60])
        #expect(ids(try await database.searchPeople(matching: "romaguera")) == [13])
        try await expectSameAnswers(database)

        // The put-back triggers: an edit is logged, and a foreign edit of the phone marks the row stale.
        let ana = try #require(try await database.fetchPerson(id: 13))
        var edited = ana
        edited.companyName = "Acme"
        _ = try await database.updatePerson(PersonEdit(original: ana, updated: edited))
        let logEdited = try await database.writer.read { try Int.fetchOne($0, sql: "SELECT max(seq) FROM changeLog") }
        #expect(logEdited == (logAfter ?? 0) + 1)
        #expect(ids(try await database.searchPeople(matching: "acme")) == [13])
        try await database.writer.write { try $0.execute(sql: "UPDATE person SET phone = '42' WHERE id = 13") }
        #expect(try columns(database)[13] == .some(nil))
        #expect(ids(try await database.searchPeople(matching: "7368031")).isEmpty, "folded again from the row, by the rule")
    }

    @Test("the v7 migration rewrites the search text of rows whose phone has an extension, and no other, out of the change log")
    func recomputesV6() async throws {
        // The database v6 left: a phone's digits in one run, its extension's included.
        let v6 = "v6: company and phone in search text"
        let (database, migrations, logBefore, logAfter) = try await migrating("v6.sqlite", leftBy: v6) { db in
            let rows: [(Int, String, String, String)] = [
                (1, "Leanne Graham", "1-770-736-8031 x56442", "leanne graham\u{1}\u{1}l@example.org\u{1}\u{1}1770736803156442"),
                (2, "Ervin Howell", "010-692-6593 EXT. 09125", "ervin howell\u{1}\u{1}e@example.org\u{1}\u{1}010692659309125"),
                // No extension: the same text either way, so v7 leaves it (the marker shows it was not rewritten).
                (3, "Clementine Bauch", "1-463-123-4447", "clementine bauch\u{1}\u{1}c@example.org\u{1}\u{1}14631234447 kept"),
            ]
            for (id, name, phone, text) in rows {
                let email = "\(name.prefix(1).lowercased())@example.org"
                try db.execute(
                    sql: "INSERT INTO person (id, name, email, phone, searchText) VALUES (?, ?, ?, ?, ?)",
                    arguments: [id, name, email, phone, text])
            }
        }
        #expect(migrations.last == "v9: unique usernames")
        #expect(logAfter == logBefore, "rewriting is not a change anyone needs to re-read")
        let stored = try columns(database)
        let expected = try await expectedColumns(database)
        #expect(stored[1] == expected[1])
        #expect(stored[2] == expected[2])
        #expect(stored[1] == .some("leanne graham\u{1}\u{1}l@example.org\u{1}\u{1}17707368031\u{2}56442"))
        #expect(stored[3] == .some("clementine bauch\u{1}\u{1}c@example.org\u{1}\u{1}14631234447 kept"))
        #expect(ids(try await database.searchPeople(matching: "x56442")) == [1])
        #expect(ids(try await database.searchPeople(matching: "1-770-736-8031 x56442")) == [1])
        #expect(ids(try await database.searchPeople(matching: "ext. 09125")) == [2])
        #expect(ids(try await database.searchPeople(matching: "80315")).isEmpty, "no digits across number and extension")
        #expect(ids(try await database.searchPeople(matching: "56442")) == [1])
    }
}
