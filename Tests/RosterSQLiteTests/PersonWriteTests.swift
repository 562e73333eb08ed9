import Foundation
import GRDB
import RosterTestSupport
import Synchronization
import Testing

@testable import RosterModel
@testable import RosterSQLite

@Suite("RosterDatabase: saving people, read-only and locked files")
struct PersonWriteTests {
    let tmp: TemporaryDirectory

    init() throws {
        tmp = try TemporaryDirectory(prefix: "roster-write-tests")
    }

    static let ada = Person(
        id: 1, name: "Ada Lovelace", username: "ada", email: "ada@example.org", phone: "+44 20 0000",
        website: "https://ada.example.org", companyName: "Analytical Engines", biography: "Wrote the first program."
    )
    static let grace = Person(id: 2, name: "Grace Hopper", email: "grace@example.org")

    /// A database file holding Ada and Grace, and one task of Ada's.
    private func makeDatabase(_ name: String = "people.sqlite", busyTimeout: TimeInterval = 5) async throws -> RosterDatabase {
        let db = try RosterDatabase(path: tmp.path(name), busyTimeout: busyTimeout)
        try await db.insert([Self.ada, Self.grace])
        _ = try await db.addTask(personID: 1, title: "Write the notes", dueDate: .iso("2026-12-01"))
        return db
    }

    // MARK: updatePerson

    @Test("updatePerson saves every editable field and the avatar, and only that person")
    func updateSavesEveryField() async throws {
        let db = try await makeDatabase()
        let changed = Person(
            id: 1, name: "Augusta Ada King", username: "ada", email: "ada@lovelace.example", phone: "+44 20 1111 x2",
            website: "http://engines.example", companyName: "Babbage & Co", biography: "Line one\nLine two — “quoted” 😀",
            avatarPath: "/data/avatars/person-1-abc.png"
        )
        let edit = PersonEdit(original: Self.ada, updated: changed)
        #expect(edit.changedFields == ProfileField.allCases)
        #expect(try await db.updatePerson(edit) == changed)

        #expect(try await db.fetchPerson(id: 1) == changed)
        #expect(try await db.fetchPerson(id: 2) == Self.grace)

        // Back to no avatar: nil is saved too, not skipped.
        var withoutAvatar = changed
        withoutAvatar.avatarPath = nil
        #expect(try await db.updatePerson(PersonEdit(original: changed, updated: withoutAvatar)) == withoutAvatar)
        #expect(try await RosterDatabase(path: db.path).fetchPerson(id: 1) == withoutAvatar, "and it is on disk")
    }

    @Test("the username is not a profile field: an edit never writes it (it comes only from imports)")
    func usernameIsNotEdited() async throws {
        let db = try await makeDatabase()
        var changed = Self.ada
        changed.username = "countess"
        let edit = PersonEdit(original: Self.ada, updated: changed)
        #expect(edit.isEmpty)
        #expect(try await db.updatePerson(edit) == Self.ada)
        #expect(try await db.fetchPerson(id: 1)?.username == "ada")
    }

    @Test("an edit that breaks a rule is refused with invalidPerson and writes nothing")
    func updateBreakingARule() async throws {
        let db = try await makeDatabase()
        var changed = Self.ada
        changed.name = "Ada"
        changed.email = "not an email"
        await #expect(throws: StoreError.invalidPerson(PersonRuleError(field: .email, violation: .invalidEmail))) {
            _ = try await db.updatePerson(PersonEdit(original: Self.ada, updated: changed))
        }
        #expect(try await db.fetchPerson(id: 1) == Self.ada, "not even the valid name was written")
    }

    @Test("updating a deleted person throws personNotFound and re-creates nothing")
    func updateDeletedPerson() async throws {
        let db = try await makeDatabase()
        _ = try await db.deletePerson(id: 1)

        var renamed = Self.ada
        renamed.name = "Countess"
        await #expect(throws: StoreError.personNotFound(id: 1)) {
            _ = try await db.updatePerson(PersonEdit(original: Self.ada, updated: renamed))
        }
        // Even an edit that changes nothing says the person is gone.
        await #expect(throws: StoreError.personNotFound(id: 1)) {
            _ = try await db.updatePerson(PersonEdit(original: Self.ada, updated: Self.ada))
        }
        #expect(try await db.fetchPerson(id: 1) == nil)
        #expect(try await db.fetchPeople() == [Self.grace])
        #expect(try await db.fetchTasks(personID: 1).isEmpty)
        #expect(StoreError.personNotFound(id: 1).localizedDescription.contains("deleted by another program"))
    }

    // MARK: Read-only

    @Test("a database opened read-only reads normally")
    func readOnlyReads() async throws {
        let path = try await makeDatabase().path
        let readOnly = try RosterDatabase(path: path, readOnly: true)
        #expect(readOnly.isReadOnly)
        #expect(try await readOnly.fetchPeople().sorted { $0.id < $1.id } == [Self.ada, Self.grace])
        #expect(try await readOnly.fetchPerson(id: 2) == Self.grace)
        #expect(try await readOnly.fetchTasks(personID: 1).map(\.title) == ["Write the notes"])
    }

    @Test("every write to a read-only database fails with a read-only message and leaves the file unchanged")
    func readOnlyRefusesWrites() async throws {
        let path = try await makeDatabase().path  // closed again: the pool is gone
        let before = try #require(FileManager.default.contents(atPath: path))
        let db = try RosterDatabase(path: path, readOnly: true)
        let task = try #require(try await db.fetchTasks(personID: 1).first)
        let readOnly = StoreError.writeFailed("the database is read-only")

        var renamed = Self.ada
        renamed.name = "Changed"
        await #expect(throws: readOnly) { _ = try await db.updatePerson(PersonEdit(original: Self.ada, updated: renamed)) }
        await #expect(throws: readOnly) { _ = try await db.addPerson(Person(id: 0, name: "Edsger", email: "ed@example.org")) }
        await #expect(throws: readOnly) { _ = try await db.addTask(personID: 1, title: "New", dueDate: nil) }
        var done = task
        done.isDone = true
        await #expect(throws: readOnly) { try await db.updateTask(done) }
        await #expect(throws: readOnly) { try await db.deleteTask(id: task.id) }
        await #expect(throws: readOnly) { try await db.restoreTask(TaskItem(id: 99, personID: 1, title: "Back", position: 5)) }
        await #expect(throws: readOnly) { _ = try await db.deletePerson(id: 2) }
        await #expect(throws: readOnly) {
            try await db.restorePerson(RemovedPerson(person: Person(id: 5, name: "Back", email: "back@example.org"), tasks: []))
        }
        await #expect(throws: readOnly) { try await db.insert([Person(id: 3, name: "Edsger", email: "ed@example.org")]) }
        await #expect(throws: readOnly) {
            _ = try await db.importDirectory(json: Data(#"[{"id": 4, "name": "Barbara", "email": "b@example.org"}]"#.utf8))
        }

        #expect(readOnly.localizedDescription.contains("read-only"))
        #expect(try await db.fetchPeople().sorted { $0.id < $1.id } == [Self.ada, Self.grace])
        #expect(try await db.fetchTasks(personID: 1) == [task])
        #expect(FileManager.default.contents(atPath: path) == before, "not one byte of the file changed")
    }

    @Test("a file without write permission opens read-only by itself", .enabled(if: getuid() != 0, "root may write any file"))
    func unwritableFileOpensReadOnly() async throws {
        let path = try await makeDatabase().path
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path) }
        let db = try RosterDatabase(path: path)
        #expect(db.isReadOnly)
        var renamed = Self.ada
        renamed.name = "Countess"
        await #expect(throws: StoreError.writeFailed("the database is read-only")) {
            _ = try await db.updatePerson(PersonEdit(original: Self.ada, updated: renamed))
        }
    }

    // MARK: Locked

    /// Runs one write through the store's own writer, synchronously, and times it:
    /// unlike an `await`, the measurement does not include waiting for a free
    /// thread of the (busy, parallel) test run.
    private static func timedSynchronousWrite(_ db: RosterDatabase) -> (elapsed: Duration, error: (any Error)?) {
        let start = ContinuousClock.now
        do {
            try db.writer.write { try $0.execute(sql: "UPDATE person SET name = name WHERE id = 1") }
            return (ContinuousClock.now - start, nil)
        } catch {
            return (ContinuousClock.now - start, error)
        }
    }

    @Test("while another connection holds the write lock, updatePerson fails with a locked message, after the busy timeout")
    func lockedDatabase() async throws {
        let db = try await makeDatabase(busyTimeout: 0.1)
        // Another program: its own connection, in the middle of an exclusive write transaction.
        let other = try HeldWriteTransaction(path: db.path, sql: "UPDATE person SET name = 'Other' WHERE id = 2", ending: .rollback)
        defer { other.end() }

        // The lock is never released meanwhile, so succeeding would be wrong, and
        // failing proves the write gave up on its own.
        var renamed = Self.ada
        renamed.name = "Countess"
        do {
            _ = try await db.updatePerson(PersonEdit(original: Self.ada, updated: renamed))
            Issue.record("the update should have failed while the database is locked")
        } catch let error as StoreError {
            #expect(error == .writeFailed("the database is locked by another program"))
            #expect(error.localizedDescription.contains("locked"))
        }
        // The connection itself waits the 0.1 s busy timeout (not zero), and gives up well before
        // the 5 s default. Measured around the synchronous write alone: the async path above also
        // waits for a thread, which a parallel test run on two cores can make arbitrarily slow.
        let (writeTime, writeError) = Self.timedSynchronousWrite(db)
        #expect((writeError as? DatabaseError)?.resultCode == .SQLITE_BUSY)
        #expect(writeTime >= .milliseconds(90), "waited only \(writeTime) for the lock")
        #expect(writeTime < .seconds(4), "waited \(writeTime) for the lock")

        // Reads go on (WAL), and see neither write.
        #expect(try await db.fetchPerson(id: 1) == Self.ada)
        #expect(try await db.fetchPerson(id: 2) == Self.grace)

        // Once the other program is done, the same save goes through.
        other.end()
        _ = try await db.updatePerson(PersonEdit(original: Self.ada, updated: renamed))
        #expect(try await db.fetchPerson(id: 1)?.name == "Countess")
        #expect(try await db.fetchPerson(id: 2)?.name == "Grace Hopper", "the other program's write was rolled back")
    }
}

extension PersonWriteTests {
    /// The value round `round` of a concurrent editor gives `field` of person `id`.
    static func concurrentValue(_ field: ProfileField, round: Int, id: PersonID) -> String {
        switch field {
        case .phone: return "+1 555 \(round) \(id)"
        case .website: return "https://round\(round).example.org/\(id)"
        case .company: return "Company \(round)-\(id)"
        case .biography: return "Biography \(round) of \(id)"
        case .name: return "Name \(round) \(id)"
        case .email: return "p\(id).r\(round)@example.org"
        }
    }

    @Test(
        "four stores on one file (four connections) each editing another field of the same people at once: every save is kept, none fails")
    func concurrentFieldEdits() async throws {
        let first = try await makeDatabase("concurrent.sqlite")
        let fields: [ProfileField] = [.phone, .website, .company, .biography]
        var stores = [first]
        for _ in fields.dropFirst() { stores.append(try RosterDatabase(path: first.path)) }
        let rounds = 15
        let people: [PersonID] = [1, 2]
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (field, store) in zip(fields, stores) {
                group.addTask {
                    for round in 0..<rounds {
                        for id in people {
                            // Load, change one field, save: what a profile page does.
                            let loaded = try #require(try await store.fetchPerson(id: id))
                            var changed = loaded
                            field.set(Self.concurrentValue(field, round: round, id: id), in: &changed)
                            _ = try await store.updatePerson(PersonEdit(original: loaded, updated: changed))
                        }
                    }
                }
            }
            try await group.waitForAll()
        }
        let reopened = try RosterDatabase(path: first.path)
        for id in people {
            let person = try #require(try await reopened.fetchPerson(id: id))
            for field in fields {
                #expect(
                    field.value(in: person) == Self.concurrentValue(field, round: rounds - 1, id: id),
                    "person \(id)'s \(field) lost its last save")
            }
            let original = id == 1 ? Self.ada : Self.grace
            #expect(person.name == original.name && person.email == original.email, "a field nobody edited changed")
        }
        stores.forEach { $0.close() }
        reopened.close()
    }
}
