import Foundation
import GRDB
import RosterTestSupport
import Synchronization
import Testing

/// Several `roster-cli` processes at once on one database: editors changing
/// different fields of the same people, task adders and readers. Nothing is
/// lost, nobody sees "database is locked", every command succeeds; edits of
/// one field by two processes are each either saved, in order, or refused as
/// a conflict — never reported saved and then lost.
@Suite("roster-cli: concurrent writers and readers", .timeLimit(.minutes(3)))
struct ConcurrentWritersStressTests {
    let cli: CLISandbox

    init() throws {
        cli = try CLISandbox()
    }

    /// One command a worker ran, and how it ended.
    struct Run: Sendable {
        var worker: String
        var arguments: [String]
        var result: CLIResult
        /// From start to exit (reported, never asserted: the machine's load decides it).
        var duration: Duration

        var report: String { "\(worker): roster-cli \(arguments.joined(separator: " ")) → \(result)" }
    }

    /// The people the sample data seeds (ids 1…10).
    static let people: [Int64] = Array(1...10)

    /// Runs each worker's commands in order, every worker at the same time, and returns every run.
    private func runConcurrently(_ workers: [(name: String, commands: [[String]])]) async throws -> [Run] {
        try await withThrowingTaskGroup(of: [Run].self) { group in
            for worker in workers {
                group.addTask { [cli] in
                    var runs: [Run] = []
                    for arguments in worker.commands {
                        let start = ContinuousClock.now
                        let result = try await cli.run(arguments)
                        runs.append(Run(worker: worker.name, arguments: arguments, result: result, duration: ContinuousClock.now - start))
                    }
                    return runs
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
    }

    /// A read-only connection of the test's own to the CLI's database.
    private func openDatabase() throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(10)
        return try DatabaseQueue(path: cli.defaultDatabasePath, configuration: configuration)
    }

    /// The median and the longest run, for the log.
    private func durations(_ runs: [Run]) -> String {
        let sorted = runs.map(\.duration).sorted()
        guard let longest = sorted.last else { return "no runs" }
        return "median \(sorted[sorted.count / 2]), longest \(longest)"
    }

    private func expectNoLockErrors(_ runs: [Run], sourceLocation: SourceLocation = #_sourceLocation) {
        let locked = runs.filter { ($0.result.stderr + $0.result.stdout).localizedCaseInsensitiveContains("locked") }
        #expect(
            locked.isEmpty, "\(locked.count) commands reported a lock:\n\(locked.prefix(10).map(\.report).joined(separator: "\n"))",
            sourceLocation: sourceLocation)
        let crashed = runs.filter { run in run.result.crashed || crashMarkers.contains { run.result.stderr.contains($0) } }
        #expect(
            crashed.isEmpty, "\(crashed.count) commands crashed:\n\(crashed.prefix(10).map(\.report).joined(separator: "\n"))",
            sourceLocation: sourceLocation)
    }

    // MARK: Different fields, tasks and reads

    /// A field, its `edit` option, its column, and the value editor round `round` gives person `id`.
    struct EditedField: Sendable {
        var option: String
        var column: String
        var value: @Sendable (_ round: Int, _ id: Int64) -> String
    }

    static let fields: [EditedField] = [
        EditedField(option: "--name", column: "name") { round, id in "Stress Name \(id) Round \(round)" },
        EditedField(option: "--email", column: "email") { round, id in "person\(id).round\(round)@stress.example.org" },
        EditedField(option: "--phone", column: "phone") { round, id in "+1 555 01\(round) \(id)" },
        EditedField(option: "--company", column: "companyName") { round, id in "Company \(round)-\(id)" },
    ]

    static let rounds = 5
    static let tasksPerAdder = 40
    static let readsPerReader = 45

    @Test("4 editors of different fields, 2 task adders and 2 readers at once: every command succeeds, nothing is lost")
    func differentFieldsTasksAndReads() async throws {
        try #require(try await cli.run("people").exited(0), "seeding the sample database")
        // The test's own record of every change of the edited fields, written by the database
        // itself: a save that wrote back a stale value (a lost update repaired later by the
        // same editor) shows there even when the last values are right.
        do {
            let queue = try DatabaseQueue(path: cli.defaultDatabasePath)
            try await queue.write { db in
                try db.execute(
                    sql: "CREATE TABLE stressChanges (seq INTEGER PRIMARY KEY AUTOINCREMENT, personId INTEGER, field TEXT, new TEXT)")
                for field in Self.fields {
                    try db.execute(
                        sql: """
                            CREATE TRIGGER stressChanges_\(field.column) AFTER UPDATE ON person WHEN old.\(field.column) IS NOT new.\(field.column)
                            BEGIN INSERT INTO stressChanges (personId, field, new) VALUES (new.id, '\(field.column)', new.\(field.column)); END
                            """)
                }
            }
            try queue.close()
        }

        var workers: [(name: String, commands: [[String]])] = []
        for field in Self.fields {
            // Each editor walks over everyone, round after round: the editors meet on the same people.
            let commands = (0..<Self.rounds).flatMap { round in
                Self.people.map { id in ["edit", "\(id)", field.option, field.value(round, id)] }
            }
            workers.append(("editor \(field.option)", commands))
        }
        let adders = ["A", "B"]
        for adder in adders {
            let commands = (0..<Self.tasksPerAdder).map { n in
                ["add-task", "\(Self.people[n % Self.people.count])", "Stress task \(adder)\(n)"]
            }
            workers.append(("adder \(adder)", commands))
        }
        for reader in 0..<2 {
            let commands = (0..<Self.readsPerReader).map { n -> [String] in
                let id = "\(Self.people[(n + reader * 3) % Self.people.count])"
                switch n % 3 {
                case 0: return ["people"]
                case 1: return ["show", id]
                default: return ["tasks", id]
                }
            }
            workers.append(("reader \(reader)", commands))
        }

        let start = ContinuousClock.now
        let runs = try await runConcurrently(workers)
        let elapsed = ContinuousClock.now - start
        let expectedCount =
            Self.fields.count * Self.rounds * Self.people.count + adders.count * Self.tasksPerAdder + 2 * Self.readsPerReader
        #expect(runs.count == expectedCount)
        print("Stress: \(workers.count) concurrent workers, \(runs.count) roster-cli processes in \(elapsed) (each: \(durations(runs)))")

        expectNoLockErrors(runs)
        let failed = runs.filter { !$0.result.exited(0) }
        #expect(
            failed.isEmpty, "\(failed.count) of \(runs.count) commands failed:\n\(failed.prefix(10).map(\.report).joined(separator: "\n"))")

        // Every edited field holds the last value its editor wrote.
        let database = try openDatabase()
        let last = Self.rounds - 1
        let stored = try database.read { db in
            try Row.fetchAll(db, sql: "SELECT id, name, email, phone, companyName FROM person ORDER BY id")
        }
        #expect(stored.map { $0["id"] as Int64 } == Self.people)
        for row in stored {
            let id: Int64 = row["id"]
            for field in Self.fields {
                let value: String = row[field.column]
                #expect(value == field.value(last, id), "person \(id)'s \(field.column) lost its last save")
            }
        }

        // Each field of each person took exactly its editor's values, in order, and nothing else.
        let changes = try database.read { db in
            try Row.fetchAll(db, sql: "SELECT personId, field, new FROM stressChanges ORDER BY seq")
        }
        for id in Self.people {
            for field in Self.fields {
                let history = changes.filter { $0["personId"] == id && $0["field"] == field.column }.map { $0["new"] as String }
                let issued = (0..<Self.rounds).map { field.value($0, id) }
                #expect(history == issued, "person \(id)'s \(field.column) went through \(history), its editor wrote \(issued)")
            }
        }

        // Every added task is there exactly once, on the right person.
        let titles = try database.read { db in
            try Row.fetchAll(db, sql: "SELECT personId, title FROM task WHERE title LIKE 'Stress task %'")
        }
        var seen: [String: [Int64]] = [:]
        for row in titles { seen[row["title"], default: []].append(row["personId"]) }
        for adder in adders {
            for n in 0..<Self.tasksPerAdder {
                let title = "Stress task \(adder)\(n)"
                #expect(seen[title] == [Self.people[n % Self.people.count]], "\(title): \(seen[title] ?? [])")
            }
        }
        #expect(titles.count == adders.count * Self.tasksPerAdder)
        // Positions stay distinct within each person's list.
        let duplicatePositions = try await database.read { db in
            try Int.fetchOne(
                db, sql: "SELECT COUNT(*) FROM (SELECT personId, position FROM task GROUP BY personId, position HAVING COUNT(*) > 1)")
        }
        #expect(duplicatePositions == 0)
        try database.close()
    }

    // MARK: The same field

    static let sameFieldEdits = 25

    @Test("2 editors of the same field: each save is either kept, in order, or refused as a conflict")
    func sameField() async throws {
        try #require(try await cli.run("people").exited(0), "seeding the sample database")
        // The test's own record of every change of the field, written by the database itself.
        do {
            let queue = try DatabaseQueue(path: cli.defaultDatabasePath)
            try await queue.write { db in
                try db.execute(
                    sql: """
                        CREATE TABLE stressAudit (seq INTEGER PRIMARY KEY AUTOINCREMENT, old TEXT NOT NULL, new TEXT NOT NULL);
                        CREATE TRIGGER stressAuditCompany AFTER UPDATE OF companyName ON person WHEN old.id = 1
                        BEGIN INSERT INTO stressAudit (old, new) VALUES (old.companyName, new.companyName); END;
                        """)
            }
            try queue.close()
        }
        let editors = ["A", "B"]
        let workers = editors.map { editor in
            (name: editor, commands: (0..<Self.sameFieldEdits).map { n in ["edit", "1", "--company", "Company \(editor)\(n)"] })
        }
        let runs = try await runConcurrently(workers)
        #expect(runs.count == editors.count * Self.sameFieldEdits)

        expectNoLockErrors(runs)
        let saved = runs.filter { $0.result.exited(0) }
        let refused = runs.filter { !$0.result.exited(0) }
        // A refusal is a conflict, said clearly, with exit status 1.
        let unclear = refused.filter { !($0.result.exited(1) && $0.result.stderr.contains("was changed by someone else")) }
        #expect(
            unclear.isEmpty, "\(unclear.count) failures were not conflicts:\n\(unclear.prefix(10).map(\.report).joined(separator: "\n"))")
        print(
            "Stress, same field: \(runs.count) edits, \(saved.count) saved, \(refused.count) refused as conflicts (each: \(durations(runs)))"
        )

        let database = try openDatabase()
        let (audit, company) = try await database.read { db in
            (
                try Row.fetchAll(db, sql: "SELECT old, new FROM stressAudit ORDER BY seq").map {
                    ($0["old"] as String, $0["new"] as String)
                },
                try String.fetchOne(db, sql: "SELECT companyName FROM person WHERE id = 1")
            )
        }
        try database.close()

        // Every save reported is in the database's history exactly once, every refused one is not.
        let written = audit.map(\.1)
        for run in saved {
            let value = run.arguments[3]
            #expect(
                written.filter { $0 == value }.count == 1,
                "\(value) was reported saved but written \(written.filter { $0 == value }.count) times")
        }
        for run in refused {
            #expect(!written.contains(run.arguments[3]), "\(run.arguments[3]) was refused but written")
        }
        #expect(written.count == saved.count, "writes nobody reported: \(written)")
        // The history is one chain (each change starts from the value before it), in each editor's order.
        for (previous, next) in zip(audit, audit.dropFirst()) {
            #expect(next.0 == previous.1, "a change from \(next.0) followed one to \(previous.1)")
        }
        for editor in editors {
            let mine = written.filter { $0.hasPrefix("Company \(editor)") }
            let issued = saved.filter { $0.worker == editor }.map { $0.arguments[3] }
            #expect(mine == issued, "editor \(editor)'s saves were written out of order")
        }
        #expect(company == written.last, "the stored value is not the last one saved")
    }

    // MARK: A conflict, step by step

    @Test("a save of a field another program changed after the edit loaded it is refused: exit 1, a clear message, their value kept")
    func conflictIsReported() async throws {
        try #require(try await cli.run("people").exited(0), "seeding the sample database")
        // Another program changes the company, and holds its transaction open: the
        // edit loads the last committed value, then waits for the write lock.
        let other = try HeldWriteTransaction(
            path: cli.defaultDatabasePath, sql: "UPDATE person SET companyName = 'Theirs' WHERE id = 1", kind: .immediate, ending: .commit)
        defer { other.end() }
        let edit = try StartedCLI(cli, ["edit", "1", "--company", "Mine"])
        let waiting = edit.waitUntil(timeout: .seconds(20)) { edit.isSleeping }
        try #require(waiting, "the edit never waited for the lock: \(edit.finish())")
        other.end()
        let result = edit.finish()
        #expect(result.exited(1), "\(result)")
        #expect(result.stderr.contains("was changed by someone else since it was loaded. Nothing was saved."), "\(result)")
        #expect(!result.stdout.contains("Saved"), "\(result)")

        let database = try openDatabase()
        #expect(try await database.read { try String.fetchOne($0, sql: "SELECT companyName FROM person WHERE id = 1") } == "Theirs")
        try database.close()
        #expect(result.stderr.contains("Company: theirs “Theirs”, yours “Mine”"), "\(result)")
        #expect(result.stderr.contains("Add --force to save your values over theirs."), "\(result)")
        // Run again, the edit loads their value and saves over it.
        let again = try await cli.run("edit", "1", "--company", "Mine")
        #expect(again.exited(0), "\(again)")
    }

    @Test("with --force, the same race saves over theirs: exit 0, my value stored, my other field too")
    func forceSavesOverTheirs() async throws {
        try #require(try await cli.run("people").exited(0), "seeding the sample database")
        let other = try HeldWriteTransaction(
            path: cli.defaultDatabasePath, sql: "UPDATE person SET companyName = 'Theirs' WHERE id = 1", kind: .immediate, ending: .commit)
        defer { other.end() }
        let edit = try StartedCLI(cli, ["edit", "1", "--company", "Mine", "--phone", "555-0100", "--force"])
        let waiting = edit.waitUntil(timeout: .seconds(20)) { edit.isSleeping }
        try #require(waiting, "the edit never waited for the lock: \(edit.finish())")
        other.end()
        let result = edit.finish()
        #expect(result.exited(0), "\(result)")
        #expect(result.stdout.contains("Saved Leanne Graham."), "\(result)")

        let database = try openDatabase()
        let stored = try database.read { try Row.fetchOne($0, sql: "SELECT companyName, phone FROM person WHERE id = 1") }
        #expect(stored?["companyName"] as String? == "Mine")
        #expect(stored?["phone"] as String? == "555-0100")
        try database.close()
    }
}

/// A `roster-cli` run the test watches while it runs (its threads, through /proc).
private final class StartedCLI: @unchecked Sendable {
    private let process: ChildProcess
    /// Signalled once `process.wait()` (waitpid) returned.
    private let exited = Signal()
    private let stdoutURL: URL
    private let stderrURL: URL

    init(_ cli: CLISandbox, _ arguments: [String]) throws {
        let id = UUID().uuidString
        stdoutURL = cli.root.appendingPathComponent("\(id).out")
        stderrURL = cli.root.appendingPathComponent("\(id).err")
        _ = FileManager.default.createFile(atPath: stdoutURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: stderrURL.path, contents: nil)
        let output = try FileHandle(forWritingTo: stdoutURL)
        let errors = try FileHandle(forWritingTo: stderrURL)
        defer {
            try? output.close()
            try? errors.close()
        }
        process = try ChildProcess(
            executable: try RosterCLIBinary.url.get().path, arguments: arguments, environment: cli.environment,
            currentDirectory: cli.files.path, standardOutput: output.fileDescriptor, standardError: errors.fileDescriptor)
        Thread.detachNewThread { [process, exited] in
            process.wait()
            exited.signal()
        }
    }

    /// Whether one of its threads sleeps (clock_nanosleep or nanosleep): what SQLite's
    /// busy handler does between attempts to take a lock another connection holds.
    var isSleeping: Bool {
        let tasks = "/proc/\(process.pid)/task"
        let threads = (try? FileManager.default.contentsOfDirectory(atPath: tasks)) ?? []
        return threads.contains { thread in
            let syscall = (try? String(contentsOfFile: "\(tasks)/\(thread)/syscall", encoding: .utf8)) ?? ""
            return Self.sleepCalls.contains { syscall.hasPrefix("\($0) ") }
        }
    }

    /// The numbers of clock_nanosleep and nanosleep on this architecture.
    #if arch(arm64)
        private static let sleepCalls = [115, 101]
    #else
        private static let sleepCalls = [230, 35]
    #endif

    /// Whether `condition` held within `timeout`; false too if the process exited first.
    func waitUntil(timeout: Duration, _ condition: () -> Bool) -> Bool {
        blockUntil(timeout: timeout, checkingEvery: .milliseconds(10), orUntil: exited, condition)
    }

    /// Waits (at most a minute) for the end and returns what it printed.
    func finish() -> CLIResult {
        if !exited.waitBlocking(timeout: .seconds(60)) {
            process.terminate(signal: SIGKILL)
            process.wait()
        }
        let end = process.wait()
        return CLIResult(
            stdout: String(decoding: (try? Data(contentsOf: stdoutURL)) ?? Data(), as: UTF8.self),
            stderr: String(decoding: (try? Data(contentsOf: stderrURL)) ?? Data(), as: UTF8.self),
            exitCode: end.code,
            crashed: end.signaled
        )
    }
}
