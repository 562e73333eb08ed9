import Foundation
import GRDB
import RosterTestSupport
import Testing

@testable import RosterModel
@testable import RosterSQLite

/// The change log (schema v3): triggers record every write to people and tasks,
/// readers get exactly what changed after the last sequence number they saw.
@Suite("ChangeLog: what changed, as a delta")
struct ChangeLogTests {
    let tmp: TemporaryDirectory
    let db: RosterDatabase

    static let reportTimeout: Duration = .seconds(15)

    init() async throws {
        tmp = try TemporaryDirectory(prefix: "roster-changelog-tests")
        db = try RosterDatabase(path: tmp.path("log.sqlite"))
        try await db.insert([
            Person(id: 1, name: "Ada Lovelace", email: "ada@example.org"),
            Person(id: 2, name: "Grace Hopper", email: "grace@example.org"),
        ])
        _ = try await db.addTask(personID: 1, title: "Call", dueDate: nil)
    }

    private func sequence() async throws -> Int64 {
        try await db.writer.read(ChangeLog.currentSequence)
    }

    private func changes(after last: Int64?) async throws -> StoreChange {
        try await db.writer.read { try ChangeLog.changes($0, after: last).change }
    }

    private func renamed(_ id: PersonID, _ name: String, in store: RosterDatabase? = nil) async throws -> PersonEdit {
        let person = try #require(try await (store ?? db).fetchPerson(id: id))
        var updated = person
        updated.name = name
        return PersonEdit(original: person, updated: updated)
    }

    @Test("triggers record inserted, updated and deleted people and whose tasks changed")
    func triggersRecordWrites() async throws {
        var start = try await sequence()
        let added = try await db.addPerson(Person(id: 0, name: "Katherine Johnson", email: "kj@example.org"))
        #expect(try await changes(after: start) == StoreChange(inserted: [added.id]))

        start = try await sequence()
        _ = try await db.updatePerson(try await renamed(2, "Rear Admiral Hopper"))
        #expect(try await changes(after: start) == StoreChange(updated: [2]))

        start = try await sequence()
        let task = try await db.addTask(personID: 2, title: "Compile", dueDate: nil)
        var done = task
        done.isDone = true
        try await db.updateTask(done)
        #expect(try await changes(after: start) == StoreChange(tasksOf: [2]))

        // Deleting a person deletes their tasks (the cascade fires the task trigger too).
        start = try await sequence()
        let removed = try await db.deletePerson(id: 1)
        #expect(try await changes(after: start) == StoreChange(deleted: [1], tasksOf: [1]))

        // Undo puts them back: for a reader that saw the deletion, an insertion.
        start = try await sequence()
        try await db.restorePerson(removed)
        #expect(try await changes(after: start) == StoreChange(inserted: [1], tasksOf: [1]))

        // Over the whole span, deleted then put back is an update; added then renamed stays added.
        let beforeBoth = try await sequence()
        _ = try await db.deletePerson(id: 2)
        _ = try await db.insert([Person(id: 2, name: "Grace", email: "grace@example.org")])
        let late = try await db.addPerson(Person(id: 0, name: "Late", email: "late@example.org"))
        _ = try await db.updatePerson(try await renamed(late.id, "Later"))
        #expect(try await changes(after: beforeBoth) == StoreChange(inserted: [late.id], updated: [2], tasksOf: [2]))

        // Nothing since: an empty change, not an unknown one.
        #expect(try await changes(after: try await sequence()) == StoreChange())
    }

    @Test("a change made by raw SQL (another program) is logged too, and a renumbered id is a deletion and an insertion")
    func rawSQLIsLogged() async throws {
        let start = try await sequence()
        try await db.writer.write { db in
            try db.execute(sql: "UPDATE person SET email = 'ada@lovelace.org' WHERE id = 1")
            try db.execute(sql: "UPDATE person SET id = 20 WHERE id = 2")
            try db.execute(sql: "UPDATE task SET personId = 20 WHERE personId = 1")
        }
        #expect(try await changes(after: start) == StoreChange(inserted: [20], updated: [1], deleted: [2], tasksOf: [1, 20]))
    }

    @Test("the log is bounded: old rows are trimmed, and a reader that fell behind them gets .unknown")
    func logIsTrimmed() async throws {
        let start = try await sequence()
        let count = RosterSchema.changeLogKept + 2 * RosterSchema.changeLogTrimEvery
        try await db.insert((0..<count).map { Person(id: PersonID(Int64(100 + $0)), name: "P \($0)", email: "p\($0)@example.org") })
        let rows = try await db.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM changeLog") ?? 0 }
        #expect(rows <= RosterSchema.changeLogKept + RosterSchema.changeLogTrimEvery)
        #expect(rows >= RosterSchema.changeLogKept)
        #expect(try await changes(after: start) == .unknown)
        // A reader only a little behind still gets the exact delta.
        let recent = try await sequence() - 3
        #expect(try await changes(after: recent) == StoreChange(inserted: Set((count - 3..<count).map { PersonID(Int64(100 + $0)) })))
    }

    @Test("falls back to .unknown with nothing seen yet, or when the sequence went back (an older copy of the file)")
    func unknownFallbacks() async throws {
        #expect(try await changes(after: nil) == .unknown)
        let now = try await sequence()
        #expect(try await changes(after: now + 50) == .unknown)
        #expect(StoreChange.unknown.merged(with: StoreChange(updated: [1])) == .unknown)
        #expect(StoreChange(updated: [1]).merged(with: .unknown).isUnknown)
    }

    @Test("the schema: change log table, its triggers, and the v3 migration recorded after v1 and v2")
    func schema() async throws {
        let (migrations, triggers) = try await db.writer.read { db in
            (
                try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier"),
                try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'trigger' ORDER BY name")
            )
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
        #expect(
            triggers == [
                "changeLog_personDeleted", "changeLog_personInserted", "changeLog_personUpdated",
                "changeLog_taskDeleted", "changeLog_taskInserted", "changeLog_taskUpdated", "changeLog_trim",
                "history_personDeleted", "history_personInserted", "history_personUpdated", "history_taskDeleted",
                "history_taskInserted", "history_taskUpdated", "history_trim",
                "person_searchTextStale",
            ])
    }

    // MARK: Through changes()

    /// Subscribes and returns once the monitor demonstrably reports writes and went quiet.
    private func settledRecorder(on database: RosterDatabase, primerID: Int64 = 1_000) async throws -> ChangeRecorder {
        let recorder = await ChangeRecorder.recording(database.changes())
        var primed = false
        for attempt in 0..<10 where !primed {
            let before = await recorder.count
            try await database.insert([Person(id: PersonID(primerID + Int64(attempt)), name: "Primer", email: "primer@example.org")])
            primed = await recorder.waitForCount(before + 1, timeout: Self.reportTimeout)
        }
        try #require(primed, "the monitor never reported a write")
        while await recorder.waitForNext(timeout: .milliseconds(150)) {}
        return recorder
    }

    /// Waits until the changes received after the first `skip` add up to `expected` (or time runs out).
    private func waitForChanges(_ recorder: ChangeRecorder, after skip: Int, toBe expected: StoreChange) async -> StoreChange {
        var merged = StoreChange()
        while true {
            // Counted before reading what was received: a change arriving in between wakes the wait at once.
            let seen = await recorder.count
            merged = await recorder.received.dropFirst(skip).reduce(StoreChange()) { $0.merged(with: $1) }
            if merged == expected { return merged }
            guard await recorder.waitForCount(seen + 1, timeout: Self.reportTimeout) else { return merged }
        }
    }

    @Test("a write through another RosterDatabase on the same file reports exactly its ids")
    func otherConnectionReportsExactIDs() async throws {
        let other = try RosterDatabase(path: db.path)
        let recorder = try await settledRecorder(on: db)

        var skip = await recorder.count
        _ = try await other.updatePerson(try await renamed(2, "Rear Admiral Hopper", in: other))
        #expect(await waitForChanges(recorder, after: skip, toBe: StoreChange(updated: [2])) == StoreChange(updated: [2]))

        skip = await recorder.count
        let added = try await other.addPerson(Person(id: 0, name: "Katherine Johnson", email: "kj@example.org"))
        #expect(await waitForChanges(recorder, after: skip, toBe: StoreChange(inserted: [added.id])) == StoreChange(inserted: [added.id]))

        skip = await recorder.count
        _ = try await other.deletePerson(id: 1)
        let deleted = StoreChange(deleted: [1], tasksOf: [1])
        #expect(await waitForChanges(recorder, after: skip, toBe: deleted) == deleted)

        skip = await recorder.count
        _ = try await other.addTask(personID: 2, title: "Compile", dueDate: nil)
        #expect(await waitForChanges(recorder, after: skip, toBe: StoreChange(tasksOf: [2])) == StoreChange(tasksOf: [2]))
        await recorder.stop()
    }

    @Test("a burst longer than the log keeps reaches another RosterDatabase as .unknown")
    func longBurstIsUnknown() async throws {
        let other = try RosterDatabase(path: db.path)
        let recorder = try await settledRecorder(on: db)
        let skip = await recorder.count
        let count = RosterSchema.changeLogKept + 2 * RosterSchema.changeLogTrimEvery
        try await other.insert((0..<count).map { Person(id: PersonID(Int64(10_000 + $0)), name: "P \($0)", email: "p\($0)@example.org") })
        #expect(await waitForChanges(recorder, after: skip, toBe: .unknown) == .unknown)
        await recorder.stop()
    }
}
