import Foundation
import RosterTestSupport
import Testing

@testable import RosterModel
@testable import RosterSQLite

/// What happens to the database file itself: closing leaves one self-contained
/// file; a file deleted or replaced under an open database takes no writes.
@Suite("RosterDatabase: the file on disk")
struct DatabaseFileTests {
    let tmp: TemporaryDirectory

    init() throws {
        tmp = try TemporaryDirectory(prefix: "roster-file-tests")
    }

    /// Makes changes of every kind; returns the directory as it should then be.
    private func makeChanges(_ db: RosterDatabase) async throws -> DirectoryDocument {
        _ = try await db.importDirectory(
            json: Data(
                """
                {"users": [{"id": 1, "name": "Ada", "email": "ada@example.org"}, {"id": 2, "name": "Grace", "email": "grace@example.org"}],
                 "todos": [{"userId": 1, "id": 1, "title": "Notes", "completed": false}]}
                """.utf8))
        let katherine = try await db.addPerson(Person(id: 0, name: "Katherine Johnson", email: "katherine@example.org"))
        let ada = try #require(try await db.fetchPerson(id: 1))
        var renamed = ada
        renamed.name = "Ada Lovelace"
        renamed.biography = "Notes\nG"
        _ = try await db.updatePerson(PersonEdit(original: ada, updated: renamed))
        var task = try await db.addTask(personID: katherine.id, title: "Orbit", dueDate: .iso("2028-02-29"))
        task.isDone = true
        try await db.updateTask(task)
        _ = try await db.deletePerson(id: 2)
        // Enough rows that the WAL holds many pages.
        try await db.insert((100..<2_100).map { Person(id: PersonID(Int64($0)), name: "Person \($0)", email: "p\($0)@example.org") })
        return try await db.exportDirectory()
    }

    @Test("after close(), the database file alone holds every committed change")
    func closeCheckpoints() async throws {
        let path = tmp.path("live/roster.sqlite")
        let db = try RosterDatabase(path: path)
        let expected = try await makeChanges(db)
        #expect(expected.people.count == 2_002)
        // A subscriber's watcher is open too while closing.
        let recorder = await ChangeRecorder.recording(db.changes())
        db.close()
        await recorder.stop()

        let walSize = (try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int) ?? 0
        #expect(walSize == 0, "the WAL still holds \(walSize) bytes after close()")

        let copy = tmp.path("copy/roster.sqlite")
        try FileManager.default.createDirectory(atPath: tmp.path("copy"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        #expect(!FileManager.default.fileExists(atPath: copy + "-wal"))
        let reopened = try RosterDatabase(path: copy)
        #expect(try await reopened.exportDirectory() == expected)
        #expect(try await reopened.fetchPerson(id: 1)?.biography == "Notes\nG")
    }

    @Test("after close(), the store fails instead of pretending to work")
    func useAfterClose() async throws {
        let db = try RosterDatabase(path: tmp.path("roster.sqlite"))
        _ = try await db.addPerson(Person(id: 0, name: "Ada", email: "ada@example.org"))
        db.close()
        await #expect(throws: (any Error).self) { _ = try await db.addPerson(Person(id: 0, name: "Grace", email: "grace@example.org")) }
        await #expect(throws: (any Error).self) { _ = try await db.fetchPeople() }
        // Not tested: a second close() — it crashes the process (checkpoint on a closed connection); see the report.
        #expect(try await RosterDatabase(path: db.path).fetchPeople().map(\.name) == ["Ada"])
    }

    @Test("A lazily opened database's close() closes it and is harmless otherwise")
    func lazyClose() async throws {
        let path = tmp.path("lazy/roster.sqlite")
        DatabaseLocation.file(tmp.path("never/roster.sqlite")).openLazily().close()
        #expect(!FileManager.default.fileExists(atPath: tmp.path("never/roster.sqlite")))

        let lazy = DatabaseLocation.file(path).openLazily()
        _ = try await lazy.addPerson(Person(id: 0, name: "Ada", email: "ada@example.org"))
        lazy.close()
        let copy = tmp.path("lazy-copy.sqlite")
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        #expect(try await RosterDatabase(path: copy).fetchPeople().map(\.name) == ["Ada"])
    }

    // MARK: Deleted or replaced under an open database

    @Test("a database file deleted while open refuses later writes with writeFailed", arguments: [false, true])
    func deletedWhileOpen(withSideFiles: Bool) async throws {
        let path = tmp.path("doomed/roster.sqlite")
        let db = try RosterDatabase(path: path)
        let ada = try await db.addPerson(Person(id: 0, name: "Ada", email: "ada@example.org"))
        let task = try await db.addTask(personID: ada.id, title: "Notes", dueDate: nil)

        try FileManager.default.removeItem(atPath: path)
        if withSideFiles {
            try? FileManager.default.removeItem(atPath: path + "-wal")
            try? FileManager.default.removeItem(atPath: path + "-shm")
        }

        var renamed = ada
        renamed.name = "Ada Lovelace"
        try await expectWriteFailed { _ = try await db.updatePerson(PersonEdit(original: ada, updated: renamed)) }
        try await expectWriteFailed { _ = try await db.addPerson(Person(id: 0, name: "Grace", email: "grace@example.org")) }
        try await expectWriteFailed { _ = try await db.deletePerson(id: ada.id) }
        try await expectWriteFailed { _ = try await db.addTask(personID: ada.id, title: "More", dueDate: nil) }
        try await expectWriteFailed { try await db.deleteTask(id: task.id) }
        try await expectWriteFailed {
            _ = try await db.importDirectory(json: Data(#"[{"id": 9, "name": "I", "email": "i@example.org"}]"#.utf8))
        }
        #expect(!FileManager.default.fileExists(atPath: path), "no write re-created the file")
    }

    @Test("a database file replaced while open (another file moved over it) refuses later writes")
    func replacedWhileOpen() async throws {
        let path = tmp.path("replaced/roster.sqlite")
        let db = try RosterDatabase(path: path)
        _ = try await db.addPerson(Person(id: 0, name: "Ada", email: "ada@example.org"))

        // Another Roster database, moved into place (what a restore from backup does).
        let otherPath = tmp.path("replaced/other.sqlite")
        do {
            let other = try RosterDatabase(path: otherPath)
            _ = try await other.addPerson(Person(id: 0, name: "From the backup", email: "backup@example.org"))
            other.close()
        }
        #expect(rename(otherPath, path) == 0)
        let replacement = try #require(FileManager.default.contents(atPath: path))

        try await expectWriteFailed { _ = try await db.addPerson(Person(id: 0, name: "Grace", email: "grace@example.org")) }
        #expect(FileManager.default.contents(atPath: path) == replacement, "the new file was not written to")
    }

    private func expectWriteFailed(_ write: () async throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        do {
            try await write()
            Issue.record("the write succeeded on a deleted or replaced database file", sourceLocation: sourceLocation)
        } catch let error as StoreError {
            guard case .writeFailed(let reason) = error else {
                Issue.record("expected writeFailed, got \(error)", sourceLocation: sourceLocation)
                return
            }
            #expect(reason.contains("deleted or replaced"), "\(reason)", sourceLocation: sourceLocation)
        }
    }
}
