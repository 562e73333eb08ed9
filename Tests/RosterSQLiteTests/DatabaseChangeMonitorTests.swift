import Foundation
import RosterTestSupport
import Testing

@testable import RosterModel
@testable import RosterSQLite

@Suite("RosterDatabase.changes(): the change monitor")
struct DatabaseChangeMonitorTests {
    let tmp: TemporaryDirectory
    let db: RosterDatabase

    /// How long a reported change may take (the monitor settles bursts for 30 ms): what a user
    /// waits at most to see another program's edit, also while the suite runs hundreds of tests
    /// in parallel on two cores (the monitor confirms on a thread of its own, not on a pool).
    static let reportTimeout: Duration = .seconds(5)

    static let sqlite3 = "/usr/bin/sqlite3"

    init() async throws {
        tmp = try TemporaryDirectory(prefix: "roster-monitor-tests")
        db = try RosterDatabase(path: tmp.path("watched.sqlite"))
        try await db.insert([
            Person(id: 1, name: "Ada Lovelace", email: "ada@example.org"),
            Person(id: 2, name: "Grace Hopper", email: "grace@example.org"),
        ])
        _ = try await db.addTask(personID: 1, title: "Call", dueDate: nil)
    }

    /// Subscribes to `database.changes()` and returns once the monitor demonstrably
    /// reports writes and has gone quiet again.
    ///
    /// The monitor's thread reads its baseline `data_version` when it starts,
    /// shortly *after* `changes()` returns; a write in between would be taken as
    /// the baseline. Priming with throw-away writes makes the tests below
    /// independent of that start-up window.
    private func settledRecorder(on database: RosterDatabase, primerID: Int64 = 1_000) async throws -> ChangeRecorder {
        let recorder = await ChangeRecorder.recording(database.changes())
        var primed = false
        for attempt in 0..<10 where !primed {
            let before = await recorder.count
            try await database.insert([Person(id: PersonID(primerID + Int64(attempt)), name: "Primer", email: "primer@example.org")])
            primed = await recorder.waitForCount(before + 1, timeout: Self.reportTimeout)
        }
        try #require(primed, "the monitor never reported a write")
        var extra = 0
        while extra < 10, await recorder.waitForNext(timeout: .milliseconds(150)) { extra += 1 }
        return recorder
    }

    /// Commits a marker (a new person) after what must not be reported, waits until the marker is
    /// reported, and expects it to be the only report since `before`. The monitor confirms and
    /// reports commits in order on one queue, so once the marker's report arrived, anything the
    /// earlier operations would have caused has arrived too: no fixed wait for a report that
    /// should not come.
    private func expectOnlyMarkerReported(
        after before: Int, on recorder: ChangeRecorder,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let marker: PersonID = 9_000
        try await db.insert([Person(id: marker, name: "Marker", email: "marker@example.org")])
        try #require(
            await recorder.waitForCount(before + 1, timeout: Self.reportTimeout), "the marker's write was never reported",
            sourceLocation: sourceLocation)
        let reported = Array(await recorder.received.dropFirst(before))
        #expect(reported == [StoreChange(inserted: [marker])], "reported besides the marker: \(reported)", sourceLocation: sourceLocation)
    }

    /// An edit renaming the person `id` as stored now.
    private func renamed(_ id: PersonID, _ name: String) async throws -> PersonEdit {
        let person = try #require(try await db.fetchPerson(id: id))
        var updated = person
        updated.name = name
        return PersonEdit(original: person, updated: updated)
    }

    // MARK: Writes are reported

    @Test("a write through the same RosterDatabase is reported")
    func ownWriteIsReported() async throws {
        let recorder = try await settledRecorder(on: db)
        let before = await recorder.count
        _ = try await db.updatePerson(try await renamed(1, "Countess"))
        #expect(await recorder.waitForCount(before + 1, timeout: Self.reportTimeout))
        await recorder.stop()
    }

    /// Commits through the store's own writer, synchronously: the commit is on disk
    /// when this returns, with no suspension between subscribing and writing.
    private static func commitNow(_ database: RosterDatabase, name: String) throws {
        try database.writer.write { try $0.execute(sql: "UPDATE person SET name = ? WHERE id = 1", arguments: [name]) }
    }

    /// The monitor's thread reads its baseline `data_version` only after it has
    /// started, after `changes()` returned; a commit made in between becomes the
    /// baseline and is never reported. (Reading the baseline in `changes()` before
    /// returning closes the window.) Each round subscribes afresh, so a new watcher
    /// thread starts; the test stops at the first lost change.
    @Test("a commit made right after subscribing is reported (20 rounds, fresh subscription each)")
    func writeRightAfterSubscribingIsReported() async throws {
        for round in 1...20 {
            let stream = db.changes()
            try Self.commitNow(db, name: "Round \(round)")
            let recorder = await ChangeRecorder.recording(stream)
            let reported = await recorder.waitForCount(1, timeout: Self.reportTimeout)
            await recorder.stop()
            #expect(reported, "round \(round): the commit right after changes() was never reported")
            if !reported { break }
        }
    }

    @Test("task writes are reported too")
    func taskWriteIsReported() async throws {
        let recorder = try await settledRecorder(on: db)
        let before = await recorder.count
        let task = try await db.addTask(personID: 2, title: "Compile", dueDate: nil)
        #expect(await recorder.waitForCount(before + 1, timeout: Self.reportTimeout))
        try await db.deleteTask(id: task.id)
        #expect(await recorder.waitForCount(before + 2, timeout: Self.reportTimeout))
        await recorder.stop()
    }

    @Test("a write through a second RosterDatabase on the same file (another process's view) is reported")
    func secondInstanceWriteIsReported() async throws {
        let other = try RosterDatabase(path: db.path)
        let recorder = try await settledRecorder(on: db)
        let before = await recorder.count
        _ = try await other.updatePerson(try await renamed(2, "Rear Admiral Hopper"))
        #expect(await recorder.waitForCount(before + 1, timeout: Self.reportTimeout))
        #expect(try await db.fetchPerson(id: 2)?.name == "Rear Admiral Hopper")

        // And the other way round.
        let otherRecorder = try await settledRecorder(on: other, primerID: 2_000)
        let otherBefore = await otherRecorder.count
        _ = try await db.addTask(personID: 2, title: "Compile", dueDate: nil)
        #expect(await otherRecorder.waitForCount(otherBefore + 1, timeout: Self.reportTimeout))
        await recorder.stop()
        await otherRecorder.stop()
    }

    @Test("a write by another process (the sqlite3 shell) is reported")
    func otherProcessWriteIsReported() async throws {
        let recorder = try await settledRecorder(on: db)
        let before = await recorder.count

        try #require(
            FileManager.default.isExecutableFile(atPath: Self.sqlite3), "\(Self.sqlite3) is missing: make test installs the sqlite3 package"
        )
        let process = try ChildProcess(
            executable: Self.sqlite3,
            arguments: ["-cmd", ".timeout 2000", db.path, "UPDATE person SET name = 'Set by sqlite3' WHERE id = 1;"])
        #expect(await process.exit() == ChildProcess.Termination(code: 0, signaled: false))

        // Counted from before the write: the report may well arrive while this task waits for a
        // thread to resume it after the shell exits (a busy parallel run), before this wait starts.
        #expect(await recorder.waitForCount(before + 1, timeout: Self.reportTimeout))
        #expect(try await db.fetchPerson(id: 1)?.name == "Set by sqlite3")
        await recorder.stop()
    }

    // MARK: Non-changes are not reported

    @Test("reads, by this instance or another one, report no change")
    func readsAreSilent() async throws {
        let other = try RosterDatabase(path: db.path)
        let recorder = try await settledRecorder(on: db)
        let before = await recorder.count

        _ = try await db.fetchPeople()
        _ = try await db.fetchPerson(id: 1)
        _ = try await db.fetchTasks(personID: 1)
        _ = try await other.fetchPeople()
        _ = try await other.fetchTasks(personID: 1)

        try await expectOnlyMarkerReported(after: before, on: recorder)
        await recorder.stop()
    }

    @Test("a write that fails and rolls back reports no change")
    func failedWriteIsSilent() async throws {
        let recorder = try await settledRecorder(on: db)
        let before = await recorder.count
        await #expect(throws: StoreError.personNotFound(id: 99)) {
            let nobody = Person(id: 99, name: "Nobody", email: "nobody@example.org")
            var changed = nobody
            changed.name = "Still nobody"
            _ = try await db.updatePerson(PersonEdit(original: nobody, updated: changed))
        }
        await #expect(throws: StoreError.taskNotFound(id: 99)) { try await db.deleteTask(id: 99) }
        try await expectOnlyMarkerReported(after: before, on: recorder)
        await recorder.stop()
    }

    // MARK: Subscribers

    @Test("every subscriber hears a change, and one leaving does not silence the others")
    func severalSubscribers() async throws {
        let first = try await settledRecorder(on: db)
        let second = await ChangeRecorder.recording(db.changes())
        let firstBefore = await first.count

        _ = try await db.updatePerson(try await renamed(1, "One"))
        #expect(await first.waitForCount(firstBefore + 1, timeout: Self.reportTimeout))
        #expect(await second.waitForCount(1, timeout: Self.reportTimeout))

        await first.stop()
        // Let the first subscription's termination run, then write again.
        _ = try await db.updatePerson(try await renamed(1, "Two"))
        #expect(await second.waitForCount(2, timeout: Self.reportTimeout))
        await second.stop()
    }

    @Test("after every subscriber left, a new subscription is reported to again")
    func resubscribe() async throws {
        let first = try await settledRecorder(on: db)
        await first.stop()
        let second = try await settledRecorder(on: db, primerID: 3_000)
        let before = await second.count
        _ = try await db.updatePerson(try await renamed(2, "Again"))
        #expect(await second.waitForCount(before + 1, timeout: Self.reportTimeout))
        await second.stop()
    }

    @Test("more databases watched at once than the kernel allows inotify instances (128) all report changes")
    func manyDatabasesAtOnce() async throws {
        let folder = try TemporaryDirectory(prefix: "roster-many-monitors")
        var databases: [RosterDatabase] = []
        var recorders: [ChangeRecorder] = []
        for index in 0..<160 {
            // Half in one folder, half in folders of their own: shared and separate watches.
            let path = index.isMultiple(of: 2) ? folder.path("db-\(index).sqlite") : folder.path("own-\(index)/db.sqlite")
            let database = try RosterDatabase(path: path)
            databases.append(database)
            recorders.append(await ChangeRecorder.recording(database.changes()))
        }
        // All 160 are watched now; each checked one must report writes (priming waits for
        // a first report, as in the tests above, then a further write must be reported too).
        for (index, database) in databases.enumerated() where index % 31 == 0 || index == databases.count - 1 {
            let recorder = try await settledRecorder(on: database)
            let before = await recorder.count
            try await database.insert([Person(id: 1, name: "Ada Lovelace", email: "ada@example.org")])
            #expect(await recorder.waitForCount(before + 1, timeout: Self.reportTimeout), "database \(index) reported its write")
            await recorder.stop()
        }
        for recorder in recorders { await recorder.stop() }
        databases.forEach { $0.close() }
    }
}
