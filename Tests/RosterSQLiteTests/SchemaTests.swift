import Foundation
import GRDB
import RosterTestSupport
import Testing

@testable import RosterModel
@testable import RosterSQLite

/// The database enforces the model's rules itself (CHECK constraints, foreign
/// keys), and migrates, refuses and leaves files as promised.
@Suite("RosterSchema: constraints and migrations")
struct SchemaTests {
    let tmp: TemporaryDirectory

    init() throws {
        tmp = try TemporaryDirectory(prefix: "roster-schema-tests")
    }

    /// Runs `sql` through the store's own write connection: what any code
    /// bypassing the rules would do.
    private func rawWrite(_ db: RosterDatabase, _ sql: String, _ arguments: StatementArguments = []) throws {
        try db.writer.write { try $0.execute(sql: sql, arguments: arguments) }
    }

    /// Expects `sql` to fail with a constraint violation and to change nothing.
    private func expectRefused(
        _ db: RosterDatabase, _ sql: String, _ arguments: StatementArguments = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let people = try await db.exportDirectory()
        let error = #expect(throws: DatabaseError.self, "\(sql) \(arguments)", sourceLocation: sourceLocation) {
            try rawWrite(db, sql, arguments)
        }
        #expect(error?.resultCode == .SQLITE_CONSTRAINT, "\(String(describing: error))", sourceLocation: sourceLocation)
        #expect(try await db.exportDirectory() == people, "a refused statement changed the database", sourceLocation: sourceLocation)
    }

    private func makeDatabase() async throws -> RosterDatabase {
        let db = try RosterDatabase(path: tmp.path("roster.sqlite"))
        try await db.insert([Person(id: 1, name: "Ada Lovelace", email: "ada@example.org")])
        _ = try await db.addTask(personID: 1, title: "Write the notes", dueDate: .iso("2026-12-01"))
        return db
    }

    // MARK: CHECK constraints

    @Test("raw inserts of people breaking a rule fail in the database itself")
    func personChecks() async throws {
        let db = try await makeDatabase()
        let insert = "INSERT INTO person (name, email, website, phone, biography, avatarPath) VALUES (?, ?, ?, ?, ?, ?)"
        let ok: [DatabaseValueConvertible?] = ["Grace", "grace@example.org", "", "", "", nil]
        func with(_ index: Int, _ value: DatabaseValueConvertible?) -> StatementArguments {
            var values = ok
            values[index] = value
            return StatementArguments(values)
        }
        try await expectRefused(db, insert, with(0, ""))
        try await expectRefused(db, insert, with(0, "   "))
        try await expectRefused(db, insert, with(0, String(repeating: "n", count: 1_000)))
        try await expectRefused(db, insert, with(0, String(repeating: "n", count: 401)))
        try await expectRefused(db, insert, with(1, ""))
        try await expectRefused(db, insert, with(1, "@"))
        try await expectRefused(db, insert, with(1, "@example.org"))
        try await expectRefused(db, insert, with(1, "no-at.example.org"))
        try await expectRefused(db, insert, with(2, "ftp://x"))
        try await expectRefused(db, insert, with(2, "javascript:alert(1)"))
        try await expectRefused(db, insert, with(3, String(repeating: "5", count: 201)))
        try await expectRefused(db, insert, with(4, String(repeating: "b", count: 8_001)))
        try await expectRefused(db, insert, with(5, ""))
        try await expectRefused(db, insert, with(5, String(repeating: "p", count: 4_097)))
        try await expectRefused(db, "INSERT INTO person (id, name, email) VALUES (0, 'Zero', 'zero@example.org')")
        try await expectRefused(db, "INSERT INTO person (id, name, email) VALUES (-4, 'Minus', 'minus@example.org')")
        try await expectRefused(db, "UPDATE person SET name = '' WHERE id = 1")
        try await expectRefused(db, "UPDATE person SET website = 'ftp://x' WHERE id = 1")

        // The scalar bound is the database's limit: 400 scalars fit, whatever a character is.
        try rawWrite(db, insert, with(0, String(repeating: "e\u{0301}\u{0302}\u{0303}", count: 100)))
        try rawWrite(db, insert, with(2, "HTTPS://example.org"))
        #expect(try await db.fetchPeople().count == 3)
    }

    @Test("raw inserts of tasks breaking a rule fail in the database itself")
    func taskChecks() async throws {
        let db = try await makeDatabase()
        let insert = "INSERT INTO task (personId, title, isDone, dueDate, position) VALUES (?, ?, ?, ?, 0)"
        try await expectRefused(db, insert, [1, "Bad day", false, "2026-02-30"])
        try await expectRefused(db, insert, [1, "Bad day", false, "2027-02-29"])
        try await expectRefused(db, insert, [1, "Bad day", false, "2026-2-3"])
        try await expectRefused(db, insert, [1, "Bad day", false, "tomorrow"])
        try await expectRefused(db, insert, [1, "Bad day", false, "2026-01-05 10:00"])
        try await expectRefused(db, insert, [1, "", false, nil])
        try await expectRefused(db, insert, [1, "  ", false, nil])
        try await expectRefused(db, insert, [1, String(repeating: "t", count: 801), false, nil])
        try await expectRefused(db, insert, [1, "Done?", 2, nil])
        try await expectRefused(db, insert, [99, "Nobody's", false, nil])
        try rawWrite(db, insert, [1, "Leap day", true, "2028-02-29"])
        #expect(try await db.fetchTasks(personID: 1).map(\.dueDate) == [.iso("2026-12-01"), .iso("2028-02-29")])
    }

    @Test("deleting a person, even with raw SQL, deletes their tasks (ON DELETE CASCADE)")
    func cascade() async throws {
        let db = try await makeDatabase()
        try await db.insert([Person(id: 2, name: "Grace Hopper", email: "grace@example.org")])
        _ = try await db.addTask(personID: 1, title: "Second", dueDate: nil)
        let graces = try await db.addTask(personID: 2, title: "Compile", dueDate: nil)

        try rawWrite(db, "DELETE FROM person WHERE id = 1")
        let left = try await db.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM task WHERE personId = 1") }
        #expect(left == 0)
        #expect(try await db.fetchTasks(personID: 2) == [graces])

        // And through the store.
        let removed = try await db.deletePerson(id: 2)
        #expect(removed.tasks == [graces])
        #expect(try await db.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM task") } == 0)
    }

    @Test("a write keeps its statement journal in memory, not in a temporary file")
    func statementJournalInMemory() async throws {
        let db = try await makeDatabase()
        // 2 is MEMORY: the journal of every trigger-firing write stays off the disk.
        #expect(try await db.write { try Int.fetchOne($0, sql: "PRAGMA temp_store") } == 2)
    }

    @Test("the schema: AUTOINCREMENT people and tasks, a task index, and the migrations recorded")
    func schemaShape() async throws {
        let db = try await makeDatabase()
        let (personSQL, migrations, indexes, foreignKeys) = try await db.writer.read { db in
            (
                try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = 'person'") ?? "",
                try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier"),
                try String.fetchAll(
                    db, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'task' AND sql IS NOT NULL"),
                try Int.fetchOne(db, sql: "PRAGMA foreign_keys") ?? 0
            )
        }
        #expect(personSQL.contains("AUTOINCREMENT"))
        #expect(
            migrations == [
                "v10: history by date", "v1: people and tasks", "v2: the model's rules as constraints", "v3: change log",
                "v4: folded search text",
                "v5: search text index",
                "v6: company and phone in search text",
                "v7: phone extension apart in search text",
                "v8: history",
                "v9: unique usernames",
            ])
        #expect(indexes == ["task_personId"])
        #expect(foreignKeys == 1)
    }

    @Test("a file whose people share usernames is left as it is by v9, with one line naming them; unique, it opens")
    func sharedUsernamesRefused() async throws {
        let path = tmp.path("shared-usernames.sqlite")
        let db = try RosterDatabase(path: path)
        let people = (1...6).map { Person(id: PersonID($0), name: "Person \($0)", username: "p\($0)", email: "p\($0)@example.org") }
        _ = try await db.importDirectory(DirectoryDocument(people: people), progress: { _ in })
        db.close()
        // As an older Roster (or sqlite3) left it: no unique index, and people sharing usernames.
        let queue = try DatabaseQueue(path: path)
        try await queue.write { db in
            try db.execute(
                sql: """
                    DROP INDEX person_username_unique; DELETE FROM grdb_migrations WHERE identifier LIKE 'v9:%';
                    UPDATE person SET username = 'Bret' WHERE id IN (2, 3); UPDATE person SET username = 'Kamren' WHERE id IN (4, 6);
                    """)
        }
        try queue.close()
        let reason = StoreError.DetailedReason.duplicateUsernames("“Bret”, “Kamren”").description
        #expect(throws: StoreError.cannotOpen(path: path, reason: reason)) { _ = try RosterDatabase(path: path) }
        let unchanged = try DatabaseQueue(path: path)
        #expect(try await unchanged.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM person WHERE username = 'Bret'") } == 2)
        try await unchanged.write { try $0.execute(sql: "UPDATE person SET username = '' WHERE id IN (2, 3, 4, 6)") }
        try unchanged.close()
        let fixed = try RosterDatabase(path: path)
        defer { fixed.close() }
        #expect(try await fixed.fetchPeople().count == 6)
        await #expect(throws: StoreError.writeFailed(StoreError.DetailedReason.usernameTaken("p1").description)) {
            _ = try await fixed.addPerson(Person(id: 0, name: "X", username: "p1", email: "x@example.org"))
        }
    }

    // MARK: Migrating a v1 database

    /// Creates a database as Roster's v1 left it (RosterSchema's migrations up to v1),
    /// with `setUp` run on it. Closed on return.
    private func makeV1Database(at path: String, walMode: Bool = true, setUp: (Database) throws -> Void) throws {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        let writer: any DatabaseWriter =
            walMode
            ? try DatabasePool(path: path, configuration: configuration)
            : try DatabaseQueue(path: path, configuration: configuration)
        // RosterSchema's own v1 migration, frozen as released: the database v1 left.
        try RosterSchema.migrator.migrate(writer, upTo: "v1: people and tasks")
        try writer.write { db in
            try setUp(db)
        }
        if let pool = writer as? DatabasePool {
            _ = try pool.writeWithoutTransaction { try $0.checkpoint(.truncate) }
        }
        try writer.close()
    }

    static let legacyName = String(repeating: "L", count: 101)

    /// A v1 database with a row that breaks two rules of v2, a valid person, and
    /// tasks (one with a due date v2 refuses).
    private func makeLegacyV1Database(walMode: Bool = true) throws -> String {
        let path = tmp.path("v1/roster.sqlite")
        try FileManager.default.createDirectory(atPath: tmp.path("v1"), withIntermediateDirectories: true)
        try makeV1Database(at: path, walMode: walMode) { db in
            try db.execute(sql: "INSERT INTO person (id, name, email, phone) VALUES (3, ?, '@', '555-0100')", arguments: [Self.legacyName])
            try db.execute(sql: "INSERT INTO person (id, name, email, companyName) VALUES (7, 'Grace Hopper', 'grace@example.org', 'Navy')")
            try db.execute(
                sql: "INSERT INTO task (id, personId, title, isDone, dueDate, position) VALUES (10, 3, 'Legacy', 1, '2026-02-30', 0)")
            try db.execute(sql: "INSERT INTO task (id, personId, title, isDone, dueDate, position) VALUES (11, 3, 'Second', 0, NULL, 1)")
            try db.execute(
                sql: "INSERT INTO task (id, personId, title, isDone, dueDate, position) VALUES (12, 7, 'Compile', 0, '2028-02-29', 0)")
            try db.execute(sql: "INSERT INTO rosterMetadata (key, value) VALUES ('sampleDataSeeded', '1')")
        }
        return path
    }

    @Test("a v1 database with a row breaking the new rules migrates; the row stays readable and fixable", arguments: [true, false])
    func migratesV1(walMode: Bool) async throws {
        let path = try makeLegacyV1Database(walMode: walMode)
        let db = try RosterDatabase(path: path)

        let legacy = try #require(try await db.fetchPerson(id: 3), "the row breaking the rules was kept")
        #expect(legacy == Person(id: 3, name: Self.legacyName, email: "@", phone: "555-0100"))
        #expect(try await db.fetchPerson(id: 7) == Person(id: 7, name: "Grace Hopper", email: "grace@example.org", companyName: "Navy"))
        #expect(try await db.fetchPeople().count == 2)
        let violations = PersonRules.violations(of: legacy)
        #expect(violations.map(\.field) == [.name, .email])
        #expect(violations.map(\.violation) == [.tooLong(limit: 100), .invalidEmail])
        // A kept due date that is no calendar day cannot be a `CalendarDay`: reading says which
        // task and what is stored, and a fix of the row (here by SQL) makes the tasks readable.
        await #expect(throws: StoreError.unreadableDueDate(taskID: 10, stored: "2026-02-30")) {
            _ = try await db.fetchTasks(personID: 3)
        }
        try await db.writer.write { try $0.execute(sql: "UPDATE task SET dueDate = '2026-02-28' WHERE id = 10") }
        #expect(
            try await db.fetchTasks(personID: 3) == [
                TaskItem(id: 10, personID: 3, title: "Legacy", isDone: true, dueDate: .iso("2026-02-28"), position: 0),
                TaskItem(id: 11, personID: 3, title: "Second", position: 1),
            ])
        #expect(
            try await db.fetchTasks(personID: 7) == [
                TaskItem(id: 12, personID: 7, title: "Compile", dueDate: .iso("2028-02-29"), position: 0)
            ])
        let migrations = try await db.writer.read {
            try String.fetchAll($0, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier")
        }
        #expect(
            migrations == [
                "v10: history by date", "v1: people and tasks", "v2: the model's rules as constraints", "v3: change log",
                "v4: folded search text",
                "v5: search text index",
                "v6: company and phone in search text",
                "v7: phone extension apart in search text",
                "v8: history",
                "v9: unique usernames",
            ])

        // Fixing only one field is refused: the saved row must keep every rule.
        var nameOnly = legacy
        nameOnly.name = "Leanne Legacy"
        await #expect(throws: StoreError.invalidPerson(PersonRuleError(field: .email, violation: .invalidEmail))) {
            _ = try await db.updatePerson(PersonEdit(original: legacy, updated: nameOnly))
        }
        // An edit fixing both saves.
        var fixed = nameOnly
        fixed.email = "leanne@example.org"
        #expect(try await db.updatePerson(PersonEdit(original: legacy, updated: fixed)) == fixed)
        #expect(try await db.fetchPerson(id: 3) == fixed)
        #expect(try await RosterDatabase(path: path).fetchPerson(id: 3) == fixed, "on disk, and reopening does not migrate again")

        // The migration turned the checks back on: later writes are checked.
        let error = #expect(throws: DatabaseError.self) {
            try db.writer.write { try $0.execute(sql: "UPDATE person SET email = '@' WHERE id = 7") }
        }
        #expect(error?.resultCode == .SQLITE_CONSTRAINT)
        let taskError = #expect(throws: DatabaseError.self) {
            try db.writer.write { try $0.execute(sql: "UPDATE task SET dueDate = '2026-02-31' WHERE id = 12") }
        }
        #expect(taskError?.resultCode == .SQLITE_CONSTRAINT)
        // The foreign key still holds after the tables were rebuilt.
        _ = try await db.deletePerson(id: 3)
        #expect(try await db.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM task WHERE personId = 3") } == 0)
        let orphan = #expect(throws: DatabaseError.self) {
            try db.writer.write { try $0.execute(sql: "INSERT INTO task (personId, title, position) VALUES (3, 'Orphan', 0)") }
        }
        #expect(orphan?.resultCode == .SQLITE_CONSTRAINT)
    }

    @Test("after migrating, new people get ids above every v1 id, and the sample data is not seeded again")
    func migratedIDsAndSeeding() async throws {
        let path = try makeLegacyV1Database()
        let db = try RosterDatabase(path: path, seedSampleData: true)
        #expect(try await db.fetchPeople().map(\.id).sorted() == [3, 7])
        let added = try await db.addPerson(Person(id: 0, name: "New", email: "new@example.org"))
        #expect(added.id == 8)
        let task = try await db.addTask(personID: 7, title: "Next", dueDate: nil)
        #expect(task.id > 12)
        #expect(task.position == 1)
    }

    /// GRDB's `DatabasePool` writes when it opens a file whose `-wal` is missing
    /// or empty (it creates and drops a table so that the WAL is not empty), and
    /// `close()` leaves the WAL empty: so opening takes the write lock.
    @Test("opening an up-to-date database does not take the write lock (another program may be writing)")
    func openingDoesNotWrite() async throws {
        let path: String
        do {
            let db = try await makeDatabase()
            path = db.path
            db.close()
        }
        let other = try HeldWriteTransaction(path: path, sql: "UPDATE person SET name = 'Other' WHERE id = 1", ending: .rollback)
        defer { other.end() }
        let db = try RosterDatabase(path: path, busyTimeout: 0.2)
        #expect(try await db.fetchPerson(id: 1)?.name == "Ada Lovelace")
        #expect(try await db.fetchPeople().count == 1)
        #expect(try await db.fetchTasks(personID: 1).map(\.title) == ["Write the notes"])
        // A write waits for the lock, up to the busy time-out, then says why it failed…
        var renamed = Person(id: 1, name: "Ada Lovelace", email: "ada@example.org")
        renamed.companyName = "Analytical Engines"
        await #expect(throws: StoreError.writeFailed("the database is locked by another program")) {
            _ = try await db.updatePerson(
                PersonEdit(original: Person(id: 1, name: "Ada Lovelace", email: "ada@example.org"), updated: renamed))
        }
        // …and goes through once the other program is done.
        other.end()
        _ = try await db.updatePerson(PersonEdit(original: Person(id: 1, name: "Ada Lovelace", email: "ada@example.org"), updated: renamed))
        #expect(try await db.fetchPerson(id: 1)?.companyName == "Analytical Engines")
        db.close()
    }

    @Test("opening the seeded standard database again does not take the write lock")
    func openingSeededDoesNotWrite() async throws {
        let path = tmp.path("seeded/roster.sqlite")
        let count: Int
        do {
            let db = try RosterDatabase(path: path, seedSampleData: true)
            count = try await db.fetchPeople().count
            db.close()
        }
        #expect(count > 0)
        let other = try HeldWriteTransaction(path: path, sql: "DELETE FROM task", ending: .rollback)
        defer { other.end() }
        let db = try RosterDatabase(path: path, seedSampleData: true, busyTimeout: 0.2)
        #expect(try await db.fetchPeople().count == count)
        db.close()
    }

    @Test("an up-to-date database whose WAL holds commits opens while another program holds the write lock")
    func openingWithWALDoesNotWait() async throws {
        let db = try await makeDatabase()  // stays open: its WAL holds the commits
        let other = try HeldWriteTransaction(path: db.path, sql: "UPDATE person SET name = 'Other' WHERE id = 1", ending: .rollback)
        defer { other.end() }
        let second = try RosterDatabase(path: db.path, busyTimeout: 0.2)
        #expect(try await second.fetchPerson(id: 1)?.name == "Ada Lovelace")
    }

    // MARK: A newer version's database

    /// Adds a migration this version does not know to the database at `path`.
    private func markAsNewer(_ path: String) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.write { try $0.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v3: tags')") }
        try queue.close()
    }

    /// Where two snapshots differ: per file, the size and the first differing byte offsets.
    private func differences(_ before: [String: Data], _ after: [String: Data]) -> String {
        Set(before.keys).union(after.keys).sorted().compactMap { suffix -> String? in
            let old = before[suffix] ?? Data()
            let new = after[suffix] ?? Data()
            guard old != new else { return nil }
            let offsets = (0..<min(old.count, new.count)).filter { old[$0] != new[$0] }
            return "main\(suffix): \(old.count) → \(new.count) bytes, differing at \(offsets.prefix(12))\(offsets.count > 12 ? "…" : "")"
        }.joined(separator: "; ")
    }

    /// Every file of the database (main, -wal, -shm) and its bytes.
    private func snapshot(_ path: String) -> [String: Data] {
        var files: [String: Data] = [:]
        for suffix in ["", "-wal", "-shm", "-journal"] {
            if let data = FileManager.default.contents(atPath: path + suffix) { files[suffix] = data }
        }
        return files
    }

    @Test("a database migrated by a newer Roster is refused with newerVersion and left byte for byte as it was")
    func newerVersionRefused() async throws {
        let path: String
        do {
            let db = try await makeDatabase()
            path = db.path
            db.close()
        }
        try markAsNewer(path)
        let before = snapshot(path)
        #expect(before[""] != nil)

        #expect(throws: StoreError.newerVersion(path: path, migration: "v3: tags")) { _ = try RosterDatabase(path: path, readOnly: true) }
        // (A read-only connection may leave empty -wal and -shm files behind: the database is the main file.)
        #expect(snapshot(path)[""] == before[""], "a read-only open changed the refused database: \(differences(before, snapshot(path)))")
        #expect(throws: StoreError.newerVersion(path: path, migration: "v3: tags")) { _ = try RosterDatabase(path: path) }
        #expect(throws: StoreError.newerVersion(path: path, migration: "v3: tags")) {
            _ = try RosterDatabase(path: path, seedSampleData: true)
        }
        #expect(snapshot(path)[""] == before[""], "the refused database changed: \(differences(before, snapshot(path)))")
        let tables = try await DatabaseQueue(
            path: path,
            configuration: {
                var c = Configuration()
                c.readonly = true
                return c
            }()
        ).read {
            try String.fetchAll($0, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier")
        }
        #expect(
            tables == [
                "v10: history by date", "v1: people and tasks", "v2: the model's rules as constraints", "v3: change log", "v3: tags",
                "v4: folded search text",
                "v5: search text index",
                "v6: company and phone in search text",
                "v7: phone extension apart in search text",
                "v8: history",
                "v9: unique usernames",
            ], "not migrated, not rolled back")
        #expect(StoreError.newerVersion(path: path, migration: "v3: tags").description.contains("newer version"))
    }

    @Test("a newer version's database in rollback-journal mode is left untouched too (not switched to WAL)")
    func newerVersionRollbackJournalUntouched() throws {
        let path = tmp.path("journal.sqlite")
        try makeV1Database(at: path, walMode: false) { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v2: the model''s rules as constraints')")
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v3: tags')")
        }
        let before = snapshot(path)
        #expect(throws: StoreError.newerVersion(path: path, migration: "v3: tags")) { _ = try RosterDatabase(path: path) }
        let after = snapshot(path)
        let header = after[""].map { Array($0.dropFirst(18).prefix(2)) } ?? []
        #expect(
            after[""] == before[""],
            "the refused database changed (header bytes 18–19, 1 1 is rollback journal: \(header)): \(differences(before, after))")
    }
}
